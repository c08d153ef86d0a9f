/**
 * WHO MAY DO WHAT IN THE BACK OFFICE — written by hand from the spec (/work/shared/spec/back-office.md,
 * sections 2 and 6), NOT derived from the registry. tests/security/access-table.test.ts drives every cell
 * through the real procedures and fails when the server answers differently, when a registry module or
 * workflow action has no row here, or when a row here names something the registry does not have.
 *
 * Callers, in this order in every pattern below:
 *   anonymous   not signed in
 *   member      signed in, no role
 *   orgOwner    organization user who owns the test row (created it / submitted it / owns its event)
 *   orgOther    another organization user
 *   superAdmin  super_admin
 *
 * Outcomes are the tRPC error codes the server answers (pinned as they are today):
 *   OK            allowed; for list/export the owner's row is among the rows
 *   UNAUTHORIZED  signed out
 *   FORBIDDEN     the role may not do this
 *   NOT_FOUND     the row is hidden from this caller (another owner's row answers like a missing id);
 *                 for list/export: the call answers, but the owner's row is not among the rows;
 *                 for an operation the module does not offer (e.g. reorder on announcements): a role that
 *                 passes the role check finds nothing to do
 *
 * Operations of a table module (the generic admin router):
 *   list (also its summary cards and reference options), get, create, update, delete, toggle, reorder, export
 * plus `actions`: each workflow procedure of the module (and `bulk:<key>`, one of the module's bulk actions
 * through the generic admin.bulk, whose batch permission is checked before any row), (the registry's workflow actions, and the editor /
 * review procedures of the content modules). Screens (dashboard, content review, settings) have `view`
 * (the screen's own data procedure) and actions.
 *
 * To change a rule: change the cell here AND the module in admin-modules/modules/, then run
 * `npx vitest run tests/security/access-table.test.ts`.
 */
export type CallerKey = "anonymous" | "member" | "orgOwner" | "orgOther" | "superAdmin";
export type Outcome = "OK" | "UNAUTHORIZED" | "FORBIDDEN" | "NOT_FOUND";
export type Cell = Readonly<Record<CallerKey, Outcome>>;

export const CALLERS: readonly CallerKey[] = ["anonymous", "member", "orgOwner", "orgOther", "superAdmin"];

const row = (anonymous: Outcome, member: Outcome, orgOwner: Outcome, orgOther: Outcome, superAdmin: Outcome): Cell => ({
  anonymous,
  member,
  orgOwner,
  orgOther,
  superAdmin,
});

const U = "UNAUTHORIZED" as const;
const F = "FORBIDDEN" as const;
const N = "NOT_FOUND" as const;

//                                     anonymous member orgOwner orgOther superAdmin
/** super_admin only. */
const SUPER_ADMIN = row(U, F, F, F, "OK");
/** Any staff role, organizations limited to their own rows (another organization's row is NOT_FOUND). */
const STAFF_OWN_ROWS = row(U, F, "OK", N, "OK");
/** Any staff role, no ownership question (creating, the dashboard). */
const STAFF = row(U, F, "OK", "OK", "OK");
/** Nobody: the module is read-only, or changed only through its workflows. */
const NOBODY = row(U, F, F, F, F);
/** The module does not offer this operation; a super admin passes the role check and finds nothing. */
const NOT_OFFERED_SUPER_ADMIN = row(U, F, F, F, N);
/** The module does not offer this operation; staff pass the role check and find nothing. */
const NOT_OFFERED_STAFF = row(U, F, N, N, N);

export interface TableModuleAccess {
  list: Cell;
  get: Cell;
  create: Cell;
  update: Cell;
  delete: Cell;
  toggle: Cell;
  reorder: Cell;
  export: Cell;
  actions?: Readonly<Record<string, Cell>>;
}

export interface ScreenAccess {
  view?: Cell;
  actions?: Readonly<Record<string, Cell>>;
}

/** Site-wide content managed by super admins only (spec §2 route table, §6). */
const superAdminModule = (reorder: Cell): TableModuleAccess => ({
  list: SUPER_ADMIN,
  get: SUPER_ADMIN,
  create: SUPER_ADMIN,
  update: SUPER_ADMIN,
  delete: SUPER_ADMIN,
  toggle: SUPER_ADMIN,
  reorder,
  export: SUPER_ADMIN,
});

/** Any admin-area user; organizations see and change only their own rows (spec §2, §6). */
const staffOwnedModule = (reorder: Cell): TableModuleAccess => ({
  list: STAFF_OWN_ROWS,
  get: STAFF_OWN_ROWS,
  create: STAFF,
  update: STAFF_OWN_ROWS,
  delete: STAFF_OWN_ROWS,
  toggle: STAFF_OWN_ROWS,
  reorder,
  export: STAFF_OWN_ROWS,
});

/** Content submissions of one type: own rows for organizations, editable while pending; no toggle or order. */
const contentModule: TableModuleAccess = {
  list: STAFF_OWN_ROWS,
  get: STAFF_OWN_ROWS,
  create: STAFF,
  update: STAFF_OWN_ROWS, // the test row is pending; an approved one is FORBIDDEN to its owner (tests/api/admin-access.test.ts)
  delete: STAFF_OWN_ROWS,
  toggle: NOT_OFFERED_STAFF,
  reorder: NOT_OFFERED_STAFF,
  export: STAFF_OWN_ROWS,
  actions: { openInEditor: STAFF_OWN_ROWS, review: SUPER_ADMIN },
};

/** Read here, changed only through the module's workflow actions: no generic write for anyone. */
const workflowOnlyModule = (read: Cell, actions: Readonly<Record<string, Cell>>): TableModuleAccess => ({
  list: read,
  get: read,
  create: NOBODY,
  update: NOBODY,
  delete: NOBODY,
  toggle: NOBODY,
  reorder: NOBODY,
  export: read,
  actions,
});

export const ACCESS_TABLE: {
  tables: Readonly<Record<string, TableModuleAccess>>;
  screens: Readonly<Record<string, ScreenAccess>>;
} = {
  tables: {
    announcements: superAdminModule(NOT_OFFERED_SUPER_ADMIN),
    categories: superAdminModule(NOT_OFFERED_SUPER_ADMIN),
    tags: superAdminModule(NOT_OFFERED_SUPER_ADMIN),
    /** The staff's word lists (issue #29). */
    "screening-words": superAdminModule(NOT_OFFERED_SUPER_ADMIN),
    hubs: superAdminModule(SUPER_ADMIN),

    resources: staffOwnedModule(NOT_OFFERED_STAFF),
    learning: staffOwnedModule(NOT_OFFERED_STAFF),
    /**
     * A course's lessons belong to the course's owner (issue 27): another organization cannot read them,
     * add one to that course, or change one; no active switch.
     */
    "course-lessons": { ...staffOwnedModule(STAFF_OWN_ROWS), create: STAFF_OWN_ROWS, toggle: NOT_OFFERED_STAFF },
    /** An organization's new or edited event or helpline waits for a super admin's review (issue #18). */
    events: { ...staffOwnedModule(NOT_OFFERED_STAFF), actions: { review: SUPER_ADMIN } },
    "emergency-contacts": { ...staffOwnedModule(STAFF_OWN_ROWS), actions: { review: SUPER_ADMIN } },

    "content-resource": contentModule,
    "content-learning": contentModule,
    "content-media": contentModule,
    "content-event": contentModule,

    /** Children's media: organizations see what they submitted; only a super admin reviews. */
    // `shown`: the reviewer's screen reports a picture as shown (issue 29), for those who review.
    media: workflowOnlyModule(STAFF_OWN_ROWS, { review: SUPER_ADMIN, "bulk:approve": SUPER_ADMIN, shown: SUPER_ADMIN }),

    /** Registrations on an organization's own events; changed only through confirm / cancel / delete. */
    "event-registrations": workflowOnlyModule(STAFF_OWN_ROWS, { confirm: STAFF_OWN_ROWS, cancel: STAFF_OWN_ROWS, delete: STAFF_OWN_ROWS }),

    /** Users (super_admin): read here, changed only through editUser / setRole. */
    users: workflowOnlyModule(SUPER_ADMIN, { editUser: SUPER_ADMIN, setRole: SUPER_ADMIN }),

    /**
     * Teachers (issue 31): super admins confirm a teacher (the role is granted, not self-declared) or remove
     * one (delete); nobody else reads them. Classes: super admins read them; teachers manage their own on
     * their pages (teacher.*, in the authorization matrix).
     */
    teachers: { ...workflowOnlyModule(SUPER_ADMIN, { confirm: SUPER_ADMIN }), delete: SUPER_ADMIN },
    classes: workflowOnlyModule(SUPER_ADMIN, {}),

    /** Abuse reports from the public site: super admins only. */
    reports: workflowOnlyModule(SUPER_ADMIN, { resolve: SUPER_ADMIN, dismiss: SUPER_ADMIN }),

    /** Every staff write, recorded by the server (issue #14): super admins read and export it; nobody changes it. */
    "audit-log": workflowOnlyModule(SUPER_ADMIN, {}),
  },

  screens: {
    /** The demo-content notice and its removal: super admins only (issue #15). */
    dashboard: { view: STAFF, actions: { pendingCounts: STAFF, demoContent: SUPER_ADMIN, removeDemoContent: SUPER_ADMIN } },
    "content-review": { view: SUPER_ADMIN, actions: { review: SUPER_ADMIN, bulkReview: SUPER_ADMIN } },
    /** The profile part is the account's own (auth.updateProfile, in the authorization matrix). */
    settings: { view: SUPER_ADMIN, actions: { siteTexts: SUPER_ADMIN, saveSiteSettings: SUPER_ADMIN } },
  },
};
