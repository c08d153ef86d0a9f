/**
 * How tests/security/access-table.test.ts exercises each cell of the hand-written access table
 * (tests/security/access-table.ts): per module, how to make a test row owned by the organization owner and
 * what a create or update sends; per operation and workflow action, which procedure is called with which
 * input. No expectation lives here: outcomes are in the table only.
 */
import { eventValues, futureDate, insertRow } from "../api/admin-helpers";
import type { TestEnv } from "../support/api";
import { randomUUID } from "node:crypto";
import { createAccount } from "../../server/services/accounts";

export interface CallContext {
  env: TestEnv;
  /** The organization user who owns every test row. */
  ownerId: number;
  unique(): string;
}

/** A fresh row of a module, and a value of it that shows in the list and the CSV (to find it there). */
export interface TestRow {
  id: number;
  label: string;
}

export interface ModuleFixture {
  /** The table written by create/update/delete (where the test checks the effect). */
  table: string;
  /** Primary key column of `table`. */
  key?: string;
  /** Where a create records its author (the caller's id, from the session). */
  ownerColumn?: string;
  /** A column that the list and CSV export show, holding `TestRow.label`. */
  labelColumn: string;
  make(cx: CallContext): Promise<TestRow>;
  createValues(cx: CallContext): Record<string, unknown>;
  /** A change the module accepts on update, the column that shows it, and the value it shows. */
  update: [Record<string, unknown>, string, unknown];
}

const labelled = async (label: string, id: Promise<number>): Promise<TestRow> => ({ id: await id, label });

/** An active course of the owner's. */
const ownersCourse = (env: TestEnv, ownerId: number, title: string) =>
  insertRow(env, "courses", { title, category: "Safety", level: "Beginner", instructor_name: "I", duration: "1h", age_group: "all", created_by: ownerId });

/** The course of the last lesson fixture made (course-lessons' create adds a lesson to it). */
let lessonCourse = 0;

const submission = (type: string): ModuleFixture => ({
  table: "content_submissions",
  ownerColumn: "submitted_by",
  labelColumn: "title",
  make: ({ env, ownerId, unique }) => {
    const title = `Submission ${unique()}`;
    return labelled(title, insertRow(env, "content_submissions", { title, description: "D", content_type: type, submitted_by: ownerId }));
  },
  createValues: ({ unique }) => ({
    title: `New ${unique()}`,
    description: "D",
    ...(type === "media" ? { type: "story", author_name: "Kid" } : {}),
    // An event submission's own fields (issue 29: fields, not JSON), what publishing needs.
    ...(type === "event"
      ? { type: "workshop", event_date: futureDate(), start_time: "10:00", end_time: "12:00", location: "Hall", district: "Colombo", capacity: 20 }
      : {}),
  }),
  update: [{ title: "Changed" }, "title", "Changed"],
});

/** An event of the owner's, for registrations (large capacity: confirming always fits). */
const ownersEvent = (cx: CallContext) => insertRow(cx.env, "events", eventValues(cx.ownerId, { capacity: 100000 }));

async function registration(cx: CallContext, status: "pending" | "confirmed" = "pending"): Promise<TestRow> {
  const name = `Registered ${cx.unique()}`;
  return labelled(name, insertRow(cx.env, "event_registrations", { event_id: await ownersEvent(cx), name, email: `r-${cx.unique()}@example.org`, status }));
}

async function account(cx: CallContext): Promise<TestRow> {
  const name = `Account ${cx.unique()}`;
  return labelled(
    name,
    createAccount(cx.env.db, { email: `a-${cx.unique()}@example.org`, password: "secret-password", fullName: name, role: null, organizationName: null }),
  );
}

async function report(cx: CallContext): Promise<TestRow> {
  const details = `Report ${cx.unique()}`;
  return labelled(details, insertRow(cx.env, "reports", { target_type: "event", target_id: await ownersEvent(cx), reason: "spam", details }));
}

/** A pending event submission complete enough to publish (approving it publishes it). */
function publishableSubmission(cx: CallContext): Promise<number> {
  return insertRow(cx.env, "content_submissions", {
    title: `Publishable ${cx.unique()}`,
    description: "D",
    content_type: "event",
    submitted_by: cx.ownerId,
    content_data: JSON.stringify({
      type: "workshop",
      event_date: futureDate(),
      start_time: "10:00",
      end_time: "12:00",
      location: "Hall",
      district: "Colombo",
      capacity: 20,
      age_group: "all",
      organizer_name: "Org",
    }),
  });
}

/** A fresh account that asked to be a teacher (issue 31), not yet confirmed; its school is the label. */
async function teacherAccount(cx: CallContext): Promise<TestRow> {
  const school = `School ${cx.unique()}`;
  const { id } = await account(cx);
  await cx.env.db.insertInto("teacher_accounts").values({ user_id: id, school }).execute();
  return { id, label: school };
}

/** A class of a fresh confirmed teacher. */
async function teachersClass(cx: CallContext): Promise<TestRow> {
  const { id: teacherId } = await teacherAccount(cx);
  const name = `Class ${cx.unique()}`;
  return labelled(
    name,
    insertRow(cx.env, "classes", {
      teacher_id: teacherId,
      name,
      school: "S",
      grade: "6",
      language: "en",
      join_code: randomUUID().replace(/-/g, "").slice(0, 6).toUpperCase(),
    }),
  );
}

export const MODULE_FIXTURES: Record<string, ModuleFixture> = {
  teachers: {
    table: "teacher_accounts",
    key: "user_id",
    labelColumn: "school",
    make: teacherAccount,
    createValues: () => ({ school: "x" }),
    update: [{ school: "Changed" }, "school", "Changed"],
  },
  classes: {
    table: "classes",
    labelColumn: "name",
    make: teachersClass,
    createValues: () => ({ name: "x" }),
    update: [{ name: "Changed" }, "name", "Changed"],
  },
  announcements: {
    table: "announcements",
    ownerColumn: "created_by",
    labelColumn: "title",
    make: ({ env, ownerId, unique }) => {
      const title = `Announcement ${unique()}`;
      return labelled(title, insertRow(env, "announcements", { title, content: "Body", created_by: ownerId }));
    },
    createValues: ({ unique }) => ({ title: `New ${unique()}`, content: "World", priority: 3 }),
    update: [{ title: "Changed" }, "title", "Changed"],
  },
  categories: {
    table: "categories",
    ownerColumn: "created_by",
    labelColumn: "name",
    make: ({ env, ownerId, unique }) => {
      const name = `Category ${unique()}`;
      return labelled(name, insertRow(env, "categories", { name, hub_type: "learning", created_by: ownerId }));
    },
    createValues: ({ unique }) => ({ name: `New ${unique()}`, hub_type: "learning" }),
    update: [{ name: "Changed" }, "name", "Changed"],
  },
  tags: {
    table: "tags",
    ownerColumn: "created_by",
    labelColumn: "name",
    make: ({ env, ownerId, unique }) => {
      const name = `tag-${unique()}`;
      return labelled(name, insertRow(env, "tags", { name, created_by: ownerId }));
    },
    createValues: ({ unique }) => ({ name: `New Tag ${unique()}` }),
    update: [{ name: "Changed Name" }, "name", "changed-name"],
  },
  "screening-words": {
    table: "screening_words",
    ownerColumn: "created_by",
    labelColumn: "phrase",
    make: ({ env, ownerId, unique }) => {
      const phrase = `word ${unique()}`;
      return labelled(phrase, insertRow(env, "screening_words", { phrase, kind: "personal", created_by: ownerId }));
    },
    createValues: ({ unique }) => ({ phrase: `New word ${unique()}`, kind: "personal" }),
    update: [{ phrase: "Changed Word" }, "phrase", "Changed Word"],
  },
  hubs: {
    table: "hubs",
    ownerColumn: "created_by",
    labelColumn: "title",
    make: ({ env, ownerId, unique }) => {
      const title = `Hub ${unique()}`;
      return labelled(title, insertRow(env, "hubs", { title, path: "/h", display_order: 5, created_by: ownerId }));
    },
    createValues: ({ unique }) => ({ title: `New ${unique()}`, path: "/learning", color: "green" }),
    update: [{ title: "Changed" }, "title", "Changed"],
  },
  resources: {
    table: "resources",
    ownerColumn: "created_by",
    labelColumn: "title",
    make: ({ env, ownerId, unique }) => {
      const n = unique();
      return labelled(
        `Resource ${n}`,
        insertRow(env, "resources", { title: `Resource ${n}`, slug: `resource-${n}`, category: "health", age_group: "all", created_by: ownerId }),
      );
    },
    createValues: ({ unique }) => ({ title: `New ${unique()}`, category: "health", age_group: "8-14" }),
    update: [{ title: "Changed Title" }, "title", "Changed Title"],
  },
  /** A lesson of a course the owner made (the course's owner owns its lessons), with a second one after it. */
  "course-lessons": {
    table: "course_lessons",
    labelColumn: "title",
    make: async ({ env, ownerId, unique }) => {
      const title = `Lesson ${unique()}`;
      lessonCourse = await ownersCourse(env, ownerId, `Course of ${title}`);
      const id = await insertRow(env, "course_lessons", { course_id: lessonCourse, position: 0, title });
      await insertRow(env, "course_lessons", { course_id: lessonCourse, position: 1, title: `After ${title}` });
      return { id, label: title };
    },
    // A new lesson goes into the course of the row made just before (the owner's).
    createValues: ({ unique }) => ({ course_id: lessonCourse, title: `New ${unique()}` }),
    update: [{ title: "Changed Lesson" }, "title", "Changed Lesson"],
  },
  learning: {
    table: "courses",
    ownerColumn: "created_by",
    labelColumn: "title",
    make: ({ env, ownerId, unique }) => {
      const title = `Course ${unique()}`;
      return labelled(title, ownersCourse(env, ownerId, title));
    },
    createValues: ({ unique }) => ({
      title: `New ${unique()}`,
      instructor_name: "I",
      level: "Beginner",
      category: "Safety",
      age_group: "8-14",
      duration: "1h",
      lessons_count: 3,
    }),
    update: [{ title: "Changed" }, "title", "Changed"],
  },
  events: {
    table: "events",
    ownerColumn: "created_by",
    labelColumn: "title",
    make: (cx) => {
      // Awaiting review, as an organization's new event is: its owner's edits apply in place (edits of a live
      // row are held for review instead: tests/api/review-before-publication.test.ts).
      const values = eventValues(cx.ownerId, { title: `Event ${cx.unique()}`, review_status: "pending" });
      return labelled(values.title, insertRow(cx.env, "events", values));
    },
    createValues: ({ unique }) => ({
      title: `New ${unique()}`,
      organizer_name: "Org",
      type: "workshop",
      age_group: "all",
      capacity: 10,
      event_date: futureDate(),
      start_time: "10:00",
      end_time: "12:00",
      location: "Hall",
      district: "Colombo",
    }),
    update: [{ title: "Changed" }, "title", "Changed"],
  },
  "emergency-contacts": {
    table: "emergency_contacts",
    ownerColumn: "created_by",
    labelColumn: "name",
    make: async ({ env, ownerId, unique }) => {
      const name = `Contact ${unique()}`;
      // Awaiting review, as an organization's new helpline is (see events above).
      const row = await labelled(
        name,
        insertRow(env, "emergency_contacts", { name, number: "119", display_order: 1, created_by: ownerId, review_status: "pending" }),
      );
      // A neighbour below it, so that "down" has somewhere to go.
      await insertRow(env, "emergency_contacts", {
        name: `Neighbour ${unique()}`,
        number: "119",
        display_order: 2,
        created_by: ownerId,
        review_status: "pending",
      });
      return row;
    },
    createValues: ({ unique }) => ({ name: `New ${unique()}`, number: "119", availability: "24/7" }),
    update: [{ name: "Changed" }, "name", "Changed"],
  },
  "content-resource": submission("resource"),
  "content-learning": submission("learning"),
  "content-media": submission("media"),
  "content-event": submission("event"),
  media: {
    table: "media_submissions",
    labelColumn: "title",
    make: ({ env, ownerId, unique }) => {
      const title = `Media ${unique()}`;
      return labelled(title, insertRow(env, "media_submissions", { title, type: "story", author_name: "Kid", submitted_by: ownerId }));
    },
    createValues: () => ({ title: "x" }),
    update: [{ title: "Changed" }, "title", "Changed"],
  },
  "event-registrations": {
    table: "event_registrations",
    labelColumn: "name",
    make: (cx) => registration(cx),
    createValues: () => ({ name: "x" }),
    update: [{ name: "Changed" }, "name", "Changed"],
  },
  users: {
    table: "profiles",
    key: "user_id",
    labelColumn: "full_name",
    make: account,
    createValues: () => ({ full_name: "x" }),
    update: [{ full_name: "Changed" }, "full_name", "Changed"],
  },
  "audit-log": {
    table: "audit_log",
    labelColumn: "actor_label",
    make: ({ env, ownerId, unique }) => {
      const label = `Actor ${unique()}`;
      return labelled(label, insertRow(env, "audit_log", { day: "2031-01-01", actor_id: ownerId, actor_label: label, module: "tags", action: "create" }));
    },
    createValues: () => ({ actor_label: "x" }),
    update: [{ actor_label: "Changed" }, "actor_label", "Changed"],
  },
  reports: {
    table: "reports",
    labelColumn: "details",
    make: report,
    createValues: () => ({ details: "x" }),
    update: [{ details: "Changed" }, "details", "Changed"],
  },
};

/** The generic procedures behind each table operation (list also answers the summary cards). */
export const OPERATION_PROCEDURES = {
  list: ["admin.list", "admin.summary", "admin.options"],
  // A translatable module's row is read with its translations by the same rights; a lesson with its exercises' figures.
  get: ["admin.get", "admin.translations", "admin.exerciseFigures"],
  create: ["admin.create"],
  update: ["admin.update"],
  delete: ["admin.delete"],
  toggle: ["admin.toggle"],
  reorder: ["admin.reorder"],
  export: ["admin.exportRows"],
} as const;

/** Reference fields offered through admin.options, per module (called with list rights). */
export const REFERENCE_FIELDS: Record<string, string> = { "event-registrations": "event_id" };

export interface ProcedureCall {
  procedure: string;
  /** Kind of call: a query must never write, allowed or not. */
  query?: boolean;
  /** Why an allowed write leaves no audit entry (it changes no content: a mark that a later decision checks). */
  unaudited?: string;
  input(cx: CallContext): Promise<unknown> | unknown;
}

/** A super admin's decision on an organization's row awaiting review (the fixture rows wait). */
const reviewRow = (module: string): ProcedureCall => ({
  procedure: "adminWorkflows.reviewRow",
  input: async (cx) => ({ module, id: (await MODULE_FIXTURES[module]!.make(cx)).id, decision: "approved" }),
});

const reviewSubmission: ProcedureCall = {
  procedure: "adminWorkflows.reviewSubmission",
  input: async (cx) => ({ id: await publishableSubmission(cx), decision: "rejected", notes: "No" }),
};

const openInEditor = (type: string): ProcedureCall => ({
  procedure: "adminWorkflows.submissionForEdit",
  query: true,
  input: async (cx) => ({ id: (await submission(type).make(cx)).id }),
});

/** Workflow actions of table modules and of screens, by module key and action key. */
export const ACTION_CALLS: Record<string, Record<string, ProcedureCall>> = {
  "content-resource": { openInEditor: openInEditor("resource"), review: reviewSubmission },
  "content-learning": { openInEditor: openInEditor("learning"), review: reviewSubmission },
  "content-media": { openInEditor: openInEditor("media"), review: reviewSubmission },
  "content-event": { openInEditor: openInEditor("event"), review: reviewSubmission },
  events: { review: reviewRow("events") },
  "emergency-contacts": { review: reviewRow("emergency-contacts") },
  media: {
    review: { procedure: "adminWorkflows.reviewMedia", input: async (cx) => ({ id: (await MODULE_FIXTURES.media!.make(cx)).id, decision: "approved" }) },
    "bulk:approve": {
      procedure: "admin.bulk",
      input: async (cx) => ({ module: "media", action: "approve", ids: [(await MODULE_FIXTURES.media!.make(cx)).id] }),
    },
    shown: {
      procedure: "adminWorkflows.reviewShown",
      unaudited: "a picture shown to a reviewer changes no content; the approval that needs the mark is audited",
      input: async (cx) => {
        const { id } = await MODULE_FIXTURES.media!.make(cx);
        await cx.env.db.updateTable("media_submissions").set({ thumbnail: "/demo/art.svg" }).where("id", "=", id).execute();
        return { module: "media", id, picture: "/demo/art.svg" };
      },
    },
  },
  "event-registrations": {
    confirm: { procedure: "adminWorkflows.confirmRegistration", input: async (cx) => ({ id: (await registration(cx)).id }) },
    cancel: { procedure: "adminWorkflows.cancelRegistration", input: async (cx) => ({ id: (await registration(cx, "confirmed")).id }) },
    delete: { procedure: "adminWorkflows.deleteRegistration", input: async (cx) => ({ id: (await registration(cx)).id }) },
  },
  users: {
    editUser: { procedure: "adminWorkflows.updateUser", input: async (cx) => ({ userId: (await account(cx)).id, full_name: "Renamed" }) },
    setRole: { procedure: "adminWorkflows.setUserRole", input: async (cx) => ({ userId: (await account(cx)).id, role: "organization" }) },
  },
  teachers: {
    confirm: { procedure: "admin.action", input: async (cx) => ({ module: "teachers", action: "confirm", id: (await teacherAccount(cx)).id }) },
  },
  reports: {
    resolve: { procedure: "admin.action", input: async (cx) => ({ module: "reports", action: "resolve", id: (await report(cx)).id }) },
    dismiss: {
      procedure: "admin.action",
      input: async (cx) => ({ module: "reports", action: "dismiss", id: (await report(cx)).id, values: { note: "Not harmful" } }),
    },
  },
  "content-review": {
    review: { procedure: "adminWorkflows.reviewSubmission", input: async (cx) => ({ id: await publishableSubmission(cx), decision: "rejected", notes: "No" }) },
    bulkReview: {
      procedure: "adminWorkflows.bulkReview",
      input: async (cx) => ({ action: "approve", items: [{ module: "content-event", id: await publishableSubmission(cx) }] }),
    },
  },
  dashboard: {
    /** The sidebar's pending-count badges (every staff screen shows them). */
    pendingCounts: { procedure: "adminWorkflows.pendingCounts", query: true, input: () => undefined },
    demoContent: { procedure: "adminWorkflows.demoContent", query: true, input: () => undefined },
    removeDemoContent: { procedure: "adminWorkflows.removeDemoContent", input: () => ({ confirm: true }) },
  },
  settings: {
    /** The site's name and address as written, with their translations (the settings form). */
    siteTexts: { procedure: "adminWorkflows.siteTexts", query: true, input: () => undefined },
    saveSiteSettings: {
      procedure: "adminWorkflows.updateSiteSettings",
      input: () => ({ site_name: "Access Site", support_email: "a@example.org", safety_email: "b@example.org", partnerships_email: "c@example.org" }),
    },
  },
};

/** The data procedure each screen loads: calling it is "viewing" the screen. */
export const SCREEN_VIEW_CALLS: Record<string, ProcedureCall> = {
  dashboard: { procedure: "adminWorkflows.dashboard", query: true, input: () => undefined },
  "content-review": { procedure: "adminWorkflows.reviewQueue", query: true, input: () => ({}) },
  /** The settings screen's own data: the global valve's ceilings (the site settings themselves are public). */
  settings: { procedure: "adminWorkflows.valveSettings", query: true, input: () => undefined },
};

/** Every procedure the access table drives (the authorization matrix covers the rest of the router). */
export function accessTableProcedures(): string[] {
  const all = [
    ...Object.values(OPERATION_PROCEDURES).flat(),
    ...Object.values(ACTION_CALLS).flatMap((calls) => Object.values(calls).map((c) => c.procedure)),
    ...Object.values(SCREEN_VIEW_CALLS).map((c) => c.procedure),
  ];
  return [...new Set(all)].sort();
}
