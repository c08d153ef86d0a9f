/**
 * The action table: every module action a table cannot express (review, confirm, cancel, …), implemented
 * once, keyed "<module>.<action>" like its declaration in the module file, each entry `{ input, run }`.
 * An action declared with `set` needs no entry: its entry is derived from the declaration (module-action.ts).
 * Every declared action has its entry and every entry its declaration, checked at start (ACTION_KEYS with
 * checkActionImplementations). The client runs any of them through the one procedure `admin.action`.
 *
 * A bulk action runs each row through the entry's `run` (server/admin/bulk.ts) under the batch's decision,
 * never by calling back into the router; the one-row procedures call the same `run`.
 */
import { z } from "zod";
import { emailSchema, fullNameSchema } from "../../admin-modules/domain/account-schemas";
import { m } from "../../admin-modules/domain/i18n";
import { CONTENT_TYPES, ROLES } from "../../admin-modules/domain/vocabulary";
import type { RowAction, TableModule } from "../../admin-modules/registry";
import type { DB } from "../../db/open";
import { type Caller, notFound } from "./access";
import { parseInput } from "./errors";
import { runModuleAction } from "./module-action";
import { reviewSubmission } from "./workflows/content-review";
import { reviewMedia } from "./workflows/media-review";
import { cancelRegistration, confirmRegistration, deleteRegistration } from "./workflows/registrations";
import { reviewHeldRow } from "./workflows/review-row";
import { setUserRole, updateUser } from "./workflows/users";

/** A reviewer's optional notes. */
export const reviewNotes = z
  .string()
  .trim()
  .max(2000, { error: () => m["error.tooLong"]({ field: m["admin.field.reviewNotes"]() }) })
  .nullable()
  .optional();

/** The input of every review action: the decision and the notes. */
export const reviewInput = z.object({ decision: z.enum(["approved", "rejected"]), notes: reviewNotes });

/** "none" takes every staff role away (a member again). */
export const roleInput = z.object({ role: z.enum([...ROLES, "none"]) });

/** A member's details as a super admin corrects them. */
export const userDetailsInput = z.object({
  full_name: fullNameSchema.optional(),
  email: emailSchema.optional(),
  organization_name: z
    .string()
    .trim()
    .max(200, { error: () => m["error.tooLong"]({ field: m["admin.field.organizationName"]() }) })
    .nullable()
    .optional(),
});

/** What every action answers: the success toast, and the row as it now is where the action has it. */
export interface ActionResult {
  message?: string | null;
  row?: Record<string, unknown>;
}

export interface ActionEntry<I = unknown> {
  /** The action's input besides the row's id (unknown keys are dropped). */
  input: z.ZodType<I>;
  /** Does the action to one row; the caller's role is already decided, the row's scope and state are judged here. */
  run(db: DB, caller: Caller, module: TableModule, id: number, input: I): Promise<ActionResult>;
}

const entry = <I>(e: ActionEntry<I>) => e as ActionEntry<unknown>;
const none = z.object({});

const reviewSubmissionEntry = entry({ input: reviewInput, run: (db, caller, _module, id, input) => reviewSubmission(db, caller, { id, ...input }) });
const reviewHeldRowEntry = entry({ input: reviewInput, run: (db, caller, module, id, input) => reviewHeldRow(db, caller, module, { id, ...input }) });

export const ACTION_TABLE: Readonly<Record<string, ActionEntry>> = {
  "media.review": entry({ input: reviewInput, run: (db, caller, _module, id, input) => reviewMedia(db, caller.userId, { id, ...input }) }),
  ...Object.fromEntries(CONTENT_TYPES.map((type) => [`content-${type}.review`, reviewSubmissionEntry])),
  "events.review": reviewHeldRowEntry,
  "emergency-contacts.review": reviewHeldRowEntry,
  "event-registrations.confirm": entry({ input: none, run: (db, caller, _module, id) => confirmRegistration(db, caller, id) }),
  "event-registrations.cancel": entry({ input: none, run: (db, caller, _module, id) => cancelRegistration(db, caller, id) }),
  "event-registrations.delete": entry({ input: none, run: (db, caller, _module, id) => deleteRegistration(db, caller, id) }),
  "users.setRole": entry({ input: roleInput, run: (db, caller, _module, id, input) => setUserRole(db, { userId: id, ...input }, caller.userId) }),
  "users.editUser": entry({ input: userDetailsInput, run: (db, caller, _module, id, input) => updateUser(db, { userId: id, ...input }, caller.userId) }),
};

/** The keys of the table's entries, for the check at start. */
export const ACTION_KEYS = Object.keys(ACTION_TABLE);

/** The module's declared action that the table can run (its own entry, or derived from `set`), or NOT_FOUND. */
export function runnableAction(module: TableModule, key: string): RowAction {
  const action = module.actions?.find((a) => a.kind === "workflow" && a.key === key);
  if (!action || !(action.set || ACTION_TABLE[`${module.key}.${key}`])) throw notFound();
  return action;
}

/** The entry of a module's action: the table's, or the one derived from its `set` (NOT_FOUND when neither). */
export function actionEntry(module: TableModule, key: string): ActionEntry {
  const action = runnableAction(module, key);
  const listed = ACTION_TABLE[`${module.key}.${action.key}`];
  if (listed) return listed;
  // The declaration's fields are parsed by runModuleAction, with the same rules as a form.
  return { input: z.unknown(), run: async (db, caller, _module, id, input) => (await runModuleAction(db, caller, module, action.key, id, input))! };
}

/** Runs a module action on one row with its raw input, parsed here by the entry's schema. */
export function runAction(db: DB, caller: Caller, module: TableModule, key: string, id: number, rawInput: unknown): Promise<ActionResult> {
  const found = actionEntry(module, key);
  return found.run(db, caller, module, id, parseInput(found.input, rawInput ?? {}));
}
