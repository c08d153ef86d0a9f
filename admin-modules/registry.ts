/**
 * The back-office registry: one declarative object per module (admin-modules/modules/<key>.ts), from which
 * the server builds its generic admin procedures and the React app draws the sidebar, routes, tables,
 * forms, filters and summary cards. Pure and isomorphic: zod and `import type` from db/ only.
 *
 * A module answers: what is it called (labels, icon, sidebar, path), who may do what (access per
 * operation, an ownership rule as data), where its rows live (table, listFrom view, default sort), what
 * its fields are (kind, label, validation, list/search/filter/sort flags, form hints, server-owned), and
 * what else the screen shows (summary cards, row actions, empty state, toasts, CSV).
 *
 * Loading: the server reads the folder with fs + dynamic import (server/admin/load-modules.ts); the client
 * uses `import.meta.glob("/admin-modules/modules/*.ts", { eager: true })` and calls `registerModule` on
 * each default export. Tests may `registerModule` a throwaway module.
 */
import { z } from "zod";
import type { Role, TableName } from "../db/types";
import { m as msg, type MessageKey } from "./domain/i18n";
import { translate } from "./domain/translate";

// ---------------------------------------------------------------------------------------------------------
// Texts

/**
 * A user-visible text: a catalogue key (resolved with `t`, so it follows the locale) or, for a quickly
 * added module, literal text. Built-in modules use keys only (a unit test checks it).
 */
export type Text = MessageKey | (string & {});

/** Resolves a Text through the catalogue when it is a key, otherwise returns it (placeholders filled). */
export function text(value: Text, params?: Record<string, string | number>): string {
  return translate(value as MessageKey, params);
}

// ---------------------------------------------------------------------------------------------------------
// Conditions as data (ownership, scope, cards, "when" of actions). Column names only ever come from here.

export type Primitive = string | number | boolean | null;

/**
 * A value the server fills in at query time. Dates are Sri Lanka dates (YYYY-MM-DD); *Instant values are
 * ISO-8601 UTC instants bounding the Sri Lankan day or month.
 */
export interface Dynamic {
  $: "userId" | "now" | "today" | "monthStart" | "monthEnd" | "monthStartInstant" | "nextMonthStartInstant";
}

export type Operand = Primitive | Dynamic;

export interface Comparison {
  eq?: Operand;
  ne?: Operand;
  gt?: Operand;
  gte?: Operand;
  lt?: Operand;
  lte?: Operand;
  in?: readonly Primitive[];
  notIn?: readonly Primitive[];
  isNull?: boolean;
  /** column IN (SELECT select FROM table WHERE where). Server-side only: matchesWhere treats it as true. */
  inSubquery?: { table: string; select: string; where: Where };
}

/** Column -> value (equality) or comparison; all entries must hold. `$or` holds when any branch holds. */
export type Where = { [column: string]: Operand | Comparison | readonly Where[] | undefined } & { $or?: readonly Where[] };

export function isDynamic(value: unknown): value is Dynamic {
  return typeof value === "object" && value !== null && "$" in value && !Array.isArray(value);
}

// ---------------------------------------------------------------------------------------------------------
// Fields

export type FieldKind =
  | "text"
  | "textarea"
  | "number"
  | "boolean"
  | "select"
  /** A list of short texts, stored as JSON text; the form takes comma-separated text. */
  | "tags"
  /** A JSON object or array, stored as JSON text; the form takes JSON text. */
  | "json"
  /** An image address: http(s) URL or an uploaded file under /uploads/ (or an emoji when allowEmoji). */
  | "image"
  /** YYYY-MM-DD */
  | "date"
  /** HH:MM */
  | "time"
  /** ISO-8601 instant, display only (created_at and the like). */
  | "datetime"
  | "url"
  | "email"
  /** A colour theme name (hubs): options are the theme names. */
  | "theme"
  /** A lucide-react icon name from the field's options. */
  | "icon"
  /** A hex colour #rrggbb; options, when given, are the swatches offered. */
  | "color"
  /** The id of a row of another module (a select whose options come from admin.options). */
  | "reference";

export interface Option {
  value: string;
  label: Text;
}

export interface ListColumnHint {
  /** Column header; the field label when absent. */
  label?: Text;
  /** How the cell is drawn; plain text when absent. */
  render?:
    | "text"
    | "badge"
    | "status"
    | "thumbnail"
    | "boolean"
    | "date"
    | "datetime"
    | "tags"
    | "truncate"
    | "number"
    /** The review status, and a "changes waiting" badge when the module's review has proposed changes. */
    | "review";
  /** Other fields drawn under this one in the same cell (e.g. description under title). */
  with?: readonly string[];
  /** Hide this column below 768 px. */
  hideOnMobile?: boolean;
  /** For tags: how many are shown. */
  max?: number;
}

export interface WidgetHint {
  placeholder?: Text;
  help?: Text;
  /** textarea/json height */
  rows?: number;
  /** number input step */
  step?: number;
  /** Not drawn in the form (still validated when sent). */
  hidden?: boolean;
  /** Draw the field only when the form's values match (e.g. price_amount when price_type is Paid). */
  showWhen?: Where;
  /** Layout: take the full row of a two-column form. */
  fullWidth?: boolean;
  /** image: offer an upload button that fills the URL. */
  upload?: boolean;
  /** select: draw as a switch/radio/buttons instead of a drop-down. */
  control?: "select" | "radio" | "switch" | "buttons";
  /** A filterable field drawn as buttons: the text of the "every value" button (e.g. All Hubs). */
  allLabel?: Text;
}

export interface FieldDef {
  kind: FieldKind;
  label: Text;
  /** Required on create (and may not be cleared on update). */
  required?: boolean;
  /** Message for a missing/empty required value; "{label} is required" when absent. */
  requiredMessage?: Text;
  /** Message for a malformed value (bad URL, bad JSON, not a number...). */
  invalidMessage?: Text;
  /** select / icon / theme / color choices. Plain strings are their own labels. */
  options?: readonly (string | Option)[];
  /** reference: the module whose rows are offered, and which column labels them. */
  reference?: { module: string; labelColumn: string; where?: Where };
  /** Value used on create when the input leaves the field out (also the form's initial value). */
  default?: Primitive | readonly string[];
  /** number: bounds and whole-number rule. text: maxLength. */
  min?: number;
  max?: number;
  integer?: boolean;
  maxLength?: number;
  /** image: also accept a short emoji/text (course thumbnails may be an emoji). */
  allowEmoji?: boolean;
  /** Replaces the derived zod schema for this field's input value (transforms allowed). */
  schema?: z.ZodType;
  /** Shown as a table column. */
  list?: boolean | ListColumnHint;
  /** Included in the list's case-insensitive search. */
  searchable?: boolean;
  /** Offered as an equality filter (select/boolean/reference/theme/icon kinds). */
  filterable?: boolean;
  /** A filter choice for rows where the field is empty (e.g. members without a role). */
  emptyFilter?: Option;
  sortable?: boolean;
  widget?: WidgetHint;
  /** Shown (table, details) but never accepted as input. */
  readOnly?: boolean;
  /** Never accepted as input and not drawn in forms (created_by, status, reviewed_by...). */
  serverOwned?: boolean;
  /** Filled by the server on create/update from the session or the clock. */
  serverValue?: { create?: "userId" | "now"; update?: "userId" | "now" };
  /** Column comes from `listFrom` only (a view column): readable, never written. */
  virtual?: boolean;
  /** CSV header; false leaves it out of the CSV. Defaults to the list columns. */
  csv?: boolean | Text;
}

// ---------------------------------------------------------------------------------------------------------
// Access, ownership, cards, actions

export type Operation = "list" | "read" | "create" | "update" | "delete" | "toggle" | "reorder" | "export";

/** Roles allowed per operation. Absent or empty: nobody. read/export default to list; toggle/reorder to update. */
export type Access = { list: readonly Role[] } & Partial<Record<Exclude<Operation, "list">, readonly Role[]>>;

/**
 * Rows an owner-scoped role may see and change. The server merges `{ [column]: caller's id }` into every
 * query (lists, counts, cards, get, updates, deletes, actions) for the listed roles; a row outside the scope
 * answers NOT_FOUND exactly like a missing id. `editableWhen` further limits changes (e.g. only while
 * pending); a visible row that fails it answers FORBIDDEN.
 */
export interface Ownership {
  roles: readonly Role[];
  /** Owner column in `listFrom` (reads) — and in `table` when the module writes it generically. */
  column: string;
  /**
   * The owner is recorded on a related row: `column` holds that row's key, and the caller owns the row
   * when `table.ownerColumn` is their id (e.g. a registration's event_id -> events.created_by).
   */
  through?: { table: string; key?: string; ownerColumn: string };
  editableWhen?: Where;
  /**
   * Rows of others these roles may also read, never change (e.g. the live helplines). Changing such a
   * row answers NOT_FOUND, exactly like another owner's hidden row.
   */
  readableWhen?: Where;
}

/** The review queue's kinds of item (its type filter in Content Review). */
export const REVIEW_QUEUE_TYPES = ["media", "event", "resource", "learning", "emergency"] as const;
export type ReviewQueueType = (typeof REVIEW_QUEUE_TYPES)[number];

/**
 * Review before publication, declared once per module. From it come the one review queue (Content
 * Review), the pending badges of the sidebar, the dashboard's pending counts and the review dialog; the
 * server's write and review workflows read the same declaration.
 */
export interface ReviewSpec {
  /** The queue's kind for this module's rows. */
  queueType: ReviewQueueType;
  /** Column of pending | approved | rejected; only approved rows are public. */
  statusColumn: string;
  /**
   * Roles whose creates and edits wait for a reviewer: a create is stored pending; an edit of an
   * approved row is kept in `changesColumn` while the approved version stays public. Other roles'
   * writes are approved at once. Absent: the rows come from elsewhere (children's submissions).
   */
  heldFor?: readonly Role[];
  /** JSON column holding an approved row's proposed changes (needed with `heldFor`). */
  changesColumn?: string;
  /** Columns the queue shows: the title, a summary and tags when there are any, when and by whom it was submitted. */
  titleColumn: string;
  summaryColumn?: string;
  tagsColumn?: string;
  /** Who made it, when no signed-in account sent it (a child's name on their media). */
  bylineColumn?: string;
  submittedAt: string;
  submittedBy: string;
  /** The module's workflow action (in `actions`) that approves or rejects a row; its roles review. */
  action: string;
  /** The review dialog's title. */
  dialogTitle: Text;
}

export type CardAggregate = "count" | "sum" | "avg" | "countDistinct" | "top";

export interface SummaryCard {
  key: string;
  label: Text;
  /** lucide-react icon name */
  icon?: string;
  aggregate: CardAggregate;
  /** sum/avg/countDistinct: the column; top: the column whose value is shown. */
  column?: string;
  /** top: the row with the largest value of this column is shown. */
  by?: string;
  /** Rows counted (merged with scope and ownership). */
  where?: Where;
  /** avg: decimals shown (server rounds). */
  decimals?: number;
  /** Link target (a module key) when the card is a link. */
  link?: string;
}

export type RowActionKind = "edit" | "view" | "toggle" | "reorder" | "delete" | "workflow";

/**
 * A button on each row. Generic kinds use the module's access (edit/delete -> update/delete, toggle,
 * reorder); "workflow" is anything a table cannot express, implemented once on the server as a workflow
 * procedure (`procedure` is its tRPC path, e.g. "adminWorkflows.reviewMedia") that checks `roles` too.
 */
export interface RowAction {
  key: string;
  kind: RowActionKind;
  label?: Text;
  /** lucide-react icon name */
  icon?: string;
  /** Shown only for rows matching this (e.g. confirm when status is pending or cancelled). */
  when?: Where;
  /** Ask before doing it; the text is the question. Required for delete. */
  confirm?: Text;
  /** toggle: the boolean column. */
  column?: string;
  /** workflow: tRPC path of the procedure, and who may call it. */
  procedure?: string;
  roles?: readonly Role[];
  /** workflow: success toast. */
  toast?: Text;
}

/**
 * An action on many rows at once (the list's checkboxes). Each row goes through `procedure`, the same
 * one-row procedure its row button calls, with `{ id, ...input }`, so roles, ownership, validation and
 * the audit apply per row; the whole batch is one request and one transaction. A row the procedure
 * refuses (not visible, not the caller's, wrong state) is skipped with the refusal as its reason and
 * nothing of it is written.
 */
export interface BulkAction {
  key: string;
  label: Text;
  /** lucide-react icon name */
  icon?: string;
  /** tRPC path of the one-row procedure (e.g. "adminWorkflows.reviewMedia", "admin.toggle"). */
  procedure: string;
  /** Fixed input sent with every row's id (e.g. { decision: "approved" }). */
  input?: Record<string, Primitive>;
  /** The permission the batch needs before any row is tried: a module operation or a row action's roles. */
  permission: { operation: Operation } | { action: string };
  /** Rows matching a condition are skipped with its reason without calling the procedure ("already active"). */
  skip?: readonly { when: Where; reason: Text }[];
  /** How many rows were done, a plural message with {count} ("12 approved"). */
  done: Text;
  /** Ask before running; a plural message with {count}. */
  confirm?: Text;
}

/** The most rows one bulk request may touch; "select all matching" beyond it asks to narrow the filters. */
export const MAX_BULK_ROWS = 1000;

/** The module's bulk actions this role may start (each row is checked again by the server). */
export function bulkActionsFor(module: TableModule, role: Role | null): BulkAction[] {
  if (!role) return [];
  return (module.bulkActions ?? []).filter((bulk) =>
    "operation" in bulk.permission
      ? rolesFor(module, bulk.permission.operation).includes(role)
      : Boolean(module.actions?.find((a) => a.kind === "workflow" && a.key === (bulk.permission as { action: string }).action)?.roles?.includes(role)),
  );
}

/** Activate and deactivate for a module with an active switch (its toggle row action). */
export function activeBulkActions(moduleKey: string, toggleAction = "toggle", column = "is_active"): BulkAction[] {
  const common = { procedure: "admin.toggle", input: { module: moduleKey, action: toggleAction }, permission: { operation: "toggle" } } as const;
  return [
    {
      ...common,
      key: "activate",
      label: "admin.ui.activate",
      icon: "Eye",
      skip: [{ when: { [column]: true }, reason: "admin.bulk.reason.alreadyActive" }],
      done: "admin.bulk.done.activated",
    },
    {
      ...common,
      key: "deactivate",
      label: "admin.ui.deactivate",
      icon: "EyeOff",
      skip: [{ when: { [column]: false }, reason: "admin.bulk.reason.alreadyInactive" }],
      done: "admin.bulk.done.deactivated",
    },
  ];
}

/** Delete through the generic one-row delete. */
export function deleteBulkAction(moduleKey: string): BulkAction {
  return {
    key: "delete",
    label: "admin.ui.delete",
    icon: "Trash2",
    procedure: "admin.delete",
    input: { module: moduleKey },
    permission: { operation: "delete" },
    done: "admin.bulk.done.deleted",
    confirm: "admin.bulk.confirmDelete",
  };
}

/**
 * Approve and reject through a module's review workflow. Rows already decided are skipped, saying how
 * (`awaiting` is the condition of a row still waiting; the module's review.statusColumn tells the rest).
 */
export function reviewBulkActions(options: {
  procedure: string;
  action: string;
  input?: Record<string, Primitive>;
  statusColumn?: string;
  /** Rows with proposed changes wait although approved (events, helplines): no "already approved" skip. */
  approvedMayWait?: boolean;
}): BulkAction[] {
  const status = options.statusColumn ?? "status";
  const approvedSkip = options.approvedMayWait ? [] : [{ when: { [status]: "approved" }, reason: "admin.bulk.reason.alreadyApproved" as Text }];
  const rejectedSkip = [{ when: { [status]: "rejected" }, reason: "admin.bulk.reason.alreadyRejected" as Text }];
  const common = { procedure: options.procedure, permission: { action: options.action } } as const;
  return [
    {
      ...common,
      key: "approve",
      label: "admin.bulk.approve",
      icon: "CheckCircle",
      input: { ...options.input, decision: "approved" },
      skip: [...approvedSkip, ...rejectedSkip],
      done: "admin.bulk.done.approved",
    },
    {
      ...common,
      key: "reject",
      label: "admin.bulk.reject",
      icon: "XCircle",
      input: { ...options.input, decision: "rejected" },
      skip: [...approvedSkip, ...rejectedSkip],
      done: "admin.bulk.done.rejected",
      confirm: "admin.bulk.confirmReject",
    },
  ];
}

export interface Toasts {
  created?: Text;
  updated?: Text;
  deleted?: Text;
  activated?: Text;
  deactivated?: Text;
  reordered?: Text;
}

export interface CsvSpec {
  filename: string;
  /** Explicit columns; otherwise every field with `csv` or a list column. */
  columns?: readonly { field: string; header: Text }[];
  /** The procedure that returns every row matching the filters; admin.exportRows when absent. */
  procedure?: string;
}

export interface SidebarEntry {
  /** Roles whose sidebar lists it (grouped as "Super Admin" / "Organization"). */
  roles: readonly Role[];
  order: number;
}

interface ModuleCommon {
  key: string;
  labels: { singular: Text; plural: Text; description?: Text };
  /** lucide-react icon name */
  icon: string;
  /** Route path under /admin/ ("" is /admin itself). */
  path: string;
  sidebar: SidebarEntry | null;
}

/** A module drawn by the generic table/form renderer and served by the generic admin router. */
export interface TableModule extends ModuleCommon {
  kind: "table";
  access: Access;
  ownership?: Ownership;
  /** Table written by create/update/delete/toggle/reorder. */
  table: TableName | (string & {});
  /** Table or view read by list/get/cards/export (a view may add joined or computed columns). */
  listFrom?: string;
  primaryKey?: string;
  /** Fixed column values: merged into every query and stamped on every create (e.g. content_type). */
  scope?: Record<string, Primitive>;
  defaultSort: readonly { column: string; direction: "asc" | "desc" }[];
  pageSize?: number;
  fields: Record<string, FieldDef>;
  /** display order column for up/down reordering; `appendOnCreate`: a new row's order is the row count. */
  order?: { column: string; min: number; appendOnCreate?: boolean };
  cards?: readonly SummaryCard[];
  actions?: readonly RowAction[];
  /** Actions on many selected rows at once (see BulkAction). */
  bulkActions?: readonly BulkAction[];
  /**
   * Derived columns written with a create/update, from the validated input merged over the stored row
   * (`existing` is null on create). Pure: slug from title, theme classes, price 0 unless Paid...
   */
  compute?: (values: Record<string, unknown>, existing: Record<string, unknown> | null) => Record<string, unknown>;
  /** Client form helper: values to set when a field changes (e.g. a category's default colour). */
  onFieldChange?: (field: string, values: Record<string, unknown>) => Record<string, unknown>;
  emptyState: { title: Text; filtered?: Text; description?: Text };
  toasts: Toasts;
  csv?: CsvSpec;
  /**
   * The spec's own wording for some refusals, per operation: signed out (UNAUTHORIZED) and nothing
   * found (NOT_FOUND: a missing id or another owner's row). Generic messages otherwise.
   */
  errors?: { notSignedIn?: Partial<Record<Operation, Text>>; notFound?: Partial<Record<Operation, Text>> };
  /** The form is drawn "inline" above the list instead of in a dialog. */
  formLayout?: "dialog" | "inline" | "page";
  /** The column that names a row (buttons say "Edit: <title>"); the first text column when absent. */
  titleColumn?: string;
  /** Review before publication (see ReviewSpec). */
  review?: ReviewSpec;
}

/** A screen the generic renderer cannot draw (dashboard, content review, settings): sidebar and route only. */
export interface ScreenModule extends ModuleCommon {
  kind: "screen";
  access: { view: readonly Role[] };
}

export type AdminModule = TableModule | ScreenModule;

export function defineModule(module: Omit<TableModule, "kind"> & { kind?: "table" }): TableModule {
  return { ...module, kind: "table" };
}

export function defineScreen(module: Omit<ScreenModule, "kind"> & { kind?: "screen" }): ScreenModule {
  return { ...module, kind: "screen" };
}

// ---------------------------------------------------------------------------------------------------------
// The registry

const modules = new Map<string, AdminModule>();

/** Adds (or replaces, for tests and hot reload) a module. Checks the declaration is coherent. */
export function registerModule(module: AdminModule): AdminModule {
  const problems = checkModule(module);
  if (problems.length) throw new Error(`Admin module "${module.key}" is invalid: ${problems.join("; ")}`);
  modules.set(module.key, module);
  return module;
}

export function unregisterModule(key: string): void {
  modules.delete(key);
}

export function getModule(key: string): AdminModule | undefined {
  return modules.get(key);
}

export function getTableModule(key: string): TableModule | undefined {
  const module = modules.get(key);
  return module?.kind === "table" ? module : undefined;
}

/** Every registered module, sidebar order first. */
export function allModules(): AdminModule[] {
  return [...modules.values()].sort((a, b) => (a.sidebar?.order ?? 999) - (b.sidebar?.order ?? 999) || a.key.localeCompare(b.key));
}

/** Sidebar entries for a role, in order. */
export function sidebarFor(role: Role | null): AdminModule[] {
  if (!role) return [];
  return allModules().filter((m) => m.sidebar?.roles.includes(role));
}

export const SIDEBAR_GROUP_LABEL: Record<Role, MessageKey> = {
  super_admin: "admin.group.superAdmin",
  organization: "admin.group.organization",
};

/** The module whose path matches /admin/<path>. */
export function moduleForPath(path: string): AdminModule | undefined {
  const clean = path.replace(/^\/?admin\/?/, "").replace(/\/$/, "");
  return allModules().find((m) => m.path === clean);
}

/** Is this role allowed this operation on the module (before ownership)? */
export function canDo(module: AdminModule, operation: Operation | "view", role: Role | null): boolean {
  if (!role) return false;
  if (module.kind === "screen") return module.access.view.includes(role);
  return rolesFor(module, operation === "view" ? "list" : operation).includes(role);
}

export function rolesFor(module: TableModule, operation: Operation): readonly Role[] {
  const a = module.access;
  switch (operation) {
    case "list":
      return a.list;
    case "read":
      return a.read ?? a.list;
    case "export":
      return a.export ?? a.list;
    case "toggle":
      return a.toggle ?? a.update ?? [];
    case "reorder":
      return a.reorder ?? a.update ?? [];
    default:
      return a[operation] ?? [];
  }
}

/** The column that names a row: the declared one, else the first text field. */
export function titleColumnOf(module: TableModule): string {
  return module.titleColumn ?? Object.entries(module.fields).find(([, f]) => f.kind === "text")?.[0] ?? primaryKeyOf(module);
}

/** Rows waiting for a reviewer: pending, or approved with proposed changes. */
export function awaitingReviewWhere(review: ReviewSpec): Where {
  const pending: Where = { [review.statusColumn]: "pending" };
  return review.changesColumn ? { $or: [pending, { [review.changesColumn]: { isNull: false } }] } : pending;
}

/** Modules whose rows are reviewed before publication, in sidebar order. */
export function reviewedModules(): (TableModule & { review: ReviewSpec })[] {
  return allModules().filter((m): m is TableModule & { review: ReviewSpec } => m.kind === "table" && Boolean(m.review));
}

/** Does the ownership rule limit this role to its own rows? */
export function isOwnerScoped(module: TableModule, role: Role | null): boolean {
  return Boolean(module.ownership && role && module.ownership.roles.includes(role));
}

// ---------------------------------------------------------------------------------------------------------
// Derived views of a module

export const primaryKeyOf = (m: TableModule) => m.primaryKey ?? "id";
export const readSourceOf = (m: TableModule) => m.listFrom ?? m.table;

export function fieldOptions(field: FieldDef): Option[] {
  return (field.options ?? []).map((o) => (typeof o === "string" ? { value: o, label: o } : o));
}

/** Fields accepted as input (drawn in the form unless widget.hidden). */
export function inputFieldNames(module: TableModule): string[] {
  return Object.entries(module.fields)
    .filter(([, f]) => !f.readOnly && !f.serverOwned && !f.virtual && f.kind !== "datetime")
    .map(([name]) => name);
}

export function formFields(module: TableModule): { name: string; field: FieldDef }[] {
  return inputFieldNames(module)
    .map((name) => ({ name, field: module.fields[name] }))
    .filter(({ field }) => !field.widget?.hidden);
}

export function listColumns(module: TableModule): { name: string; field: FieldDef; hint: ListColumnHint }[] {
  return Object.entries(module.fields)
    .filter(([, f]) => f.list)
    .map(([name, field]) => ({ name, field, hint: typeof field.list === "object" ? field.list : {} }));
}

export const searchableColumns = (m: TableModule) => Object.keys(m.fields).filter((n) => m.fields[n].searchable);
export const sortableColumns = (m: TableModule) => Object.keys(m.fields).filter((n) => m.fields[n].sortable);
export const filterableFields = (m: TableModule) =>
  Object.entries(m.fields)
    .filter(([, f]) => f.filterable)
    .map(([name, field]) => ({ name, field, options: fieldOptions(field) }));

/** CSV columns: explicit ones, else fields marked csv, else the list columns. */
export function csvColumns(module: TableModule): { field: string; header: Text }[] {
  if (module.csv?.columns) return [...module.csv.columns];
  const marked = Object.entries(module.fields).filter(([, f]) => f.csv !== undefined && f.csv !== false);
  const chosen = marked.length ? marked : Object.entries(module.fields).filter(([, f]) => f.list && f.csv !== false);
  return chosen.map(([name, f]) => ({ field: name, header: typeof f.csv === "string" ? f.csv : f.label }));
}

/** Initial form values for a new row: declared defaults, else empty. */
export function formDefaults(module: TableModule): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const name of inputFieldNames(module)) {
    const f = module.fields[name];
    values[name] = f.default ?? (f.kind === "boolean" ? false : f.kind === "tags" ? [] : null);
  }
  return values;
}

// ---------------------------------------------------------------------------------------------------------
// Validation: per-field zod schemas, and the create / update schemas derived from them

const URL_PATTERN = /^https?:\/\/[^\s/$.?#].[^\s]*$/i;
// Uploaded files, and the seeded demo pictures (so a seeded row can be saved again unchanged).
const UPLOAD_PATH = /^\/(uploads|demo)\/[A-Za-z0-9._\-/]+$/;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** "" and whitespace-only become undefined, so "empty" means "not given" everywhere. */
const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v === null ? undefined : v);

/**
 * Validation messages are zod error functions, resolved when zod reports (in the caller's language), not
 * when the schema is built.
 */
type LazyMessage = () => string;
function requiredMessage(field: FieldDef): LazyMessage {
  return () => (field.requiredMessage ? text(field.requiredMessage) : msg["admin.validation.required"]({ field: text(field.label) }));
}
function invalidMessage(field: FieldDef, fallback: MessageKey): LazyMessage {
  return () => (field.invalidMessage ? text(field.invalidMessage) : translate(fallback, { field: text(field.label) }));
}

/** Splits "a, b,,c" (or an array) into trimmed non-empty strings. */
export function splitList(value: unknown): string[] {
  const parts = Array.isArray(value) ? value.map(String) : typeof value === "string" ? value.split(",") : [];
  return parts.map((p) => p.trim()).filter(Boolean);
}

function isValidDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/**
 * The schema of one field's value when it is given (not blank). Output is the decoded value: numbers,
 * booleans, string arrays for tags, parsed objects for json. The server encodes them for storage.
 */
export function fieldValueSchema(field: FieldDef): z.ZodType {
  if (field.schema) return field.schema;
  const required = requiredMessage(field);
  const maxLength = field.maxLength ?? (field.kind === "textarea" || field.kind === "json" ? 20000 : 500);
  const tooLong = { error: () => msg["error.tooLong"]({ field: text(field.label) }) };
  const str = () => z.string({ error: required }).trim().max(maxLength, tooLong);
  const values = fieldOptions(field).map((o) => o.value);
  switch (field.kind) {
    case "text":
    case "textarea":
      return str();
    case "number":
    case "reference": {
      let n = z.number({ error: invalidMessage(field, "admin.validation.number") });
      if (field.integer || field.kind === "reference") n = n.int({ error: invalidMessage(field, "admin.validation.wholeNumber") });
      if (field.min !== undefined) n = n.min(field.min, { error: () => msg["admin.validation.min"]({ field: text(field.label), min: field.min! }) });
      if (field.max !== undefined) n = n.max(field.max, { error: () => msg["admin.validation.max"]({ field: text(field.label), max: field.max! }) });
      return z.preprocess((v) => (typeof v === "string" && v.trim() !== "" ? Number(v) : v), n);
    }
    case "boolean":
      return z.preprocess(
        (v) => (v === 1 || v === "1" || v === "true" ? true : v === 0 || v === "0" || v === "false" ? false : v),
        z.boolean({ error: invalidMessage(field, "admin.validation.invalid") }),
      );
    case "select":
    case "icon":
    case "theme":
      return z.string({ error: required }).refine((v) => values.includes(v), { error: invalidMessage(field, "admin.validation.choice") });
    case "color":
      return z
        .string({ error: required })
        .trim()
        .regex(HEX_COLOR, { error: invalidMessage(field, "admin.validation.color") });
    case "tags":
      return z
        .union([z.string().max(2000, tooLong), z.array(z.string().max(100, tooLong)).max(50, tooLong)], {
          error: invalidMessage(field, "admin.validation.invalid"),
        })
        .transform(splitList)
        .refine((list) => list.every((tag) => tag.length <= 100), tooLong);
    case "json":
      return z.union([z.string(), z.record(z.string(), z.unknown()), z.array(z.unknown())]).transform((v, ctx) => {
        if (typeof v !== "string") return v;
        try {
          const parsed: unknown = JSON.parse(v);
          if (typeof parsed !== "object" || parsed === null) throw new Error("not an object");
          return parsed as object;
        } catch {
          ctx.addIssue({ code: "custom", message: invalidMessage(field, "admin.validation.json")() });
          return z.NEVER;
        }
      });
    case "image":
      return str().refine((v) => URL_PATTERN.test(v) || UPLOAD_PATH.test(v) || (Boolean(field.allowEmoji) && v.length <= 16 && !/[<>]/.test(v)), {
        error: invalidMessage(field, "admin.validation.url"),
      });
    case "url":
      return str().regex(URL_PATTERN, { error: invalidMessage(field, "admin.validation.url") });
    case "email":
      return str().pipe(z.email({ error: invalidMessage(field, "admin.validation.email") }));
    case "date":
      return str().refine(isValidDate, { error: invalidMessage(field, "admin.validation.date") });
    case "time":
      return str().regex(TIME_PATTERN, { error: invalidMessage(field, "admin.validation.time") });
    case "datetime":
      return z.string();
  }
}

/**
 * One field on input. Blank ("" / null / whitespace) means "no value": a required field then fails with
 * its required message; an optional one takes its declared default, else null (cleared). Left out on
 * create, an optional field takes its default (or the column's default when it declares none).
 */
function fieldInputSchema(field: FieldDef, forCreate: boolean): z.ZodType {
  const value = fieldValueSchema(field);
  if (field.required) {
    return z.preprocess(
      blankToUndefined,
      z
        .unknown()
        .refine((v) => v !== undefined, { error: requiredMessage(field) })
        .pipe(value as z.ZodType<any, any>),
    );
  }
  const fallback = field.default ?? null;
  return z
    .preprocess((v) => (v === undefined ? undefined : blankToUndefined(v) === undefined ? null : v), value.nullable().optional())
    .transform((v) => {
      if (v === undefined) return forCreate && field.default !== undefined ? field.default : undefined;
      if (v === null || (field.kind === "tags" && Array.isArray(v) && v.length === 0)) return fallback;
      return v;
    });
}

/**
 * The create input: every input field, required ones required, unknown keys (created_by, status,
 * reviewed_by, owner or scope columns) refused with a clear message.
 */
export function createSchema(module: TableModule) {
  const shape: Record<string, z.ZodType> = {};
  for (const name of inputFieldNames(module)) {
    const field = module.fields[name];
    shape[name] = fieldInputSchema(field, true);
  }
  return z.strictObject(shape, {
    error: (issue) => (issue.code === "unrecognized_keys" ? msg["admin.validation.notSettable"]({ fields: issue.keys.join(", ") }) : undefined),
  });
}

/** The update input: the same fields, all optional; a required field may not be cleared. */
export function updateSchema(module: TableModule) {
  const shape: Record<string, z.ZodType> = {};
  for (const name of inputFieldNames(module)) shape[name] = fieldInputSchema(module.fields[name], false).optional();
  return z.strictObject(shape, {
    error: (issue) => (issue.code === "unrecognized_keys" ? msg["admin.validation.notSettable"]({ fields: issue.keys.join(", ") }) : undefined),
  });
}

// ---------------------------------------------------------------------------------------------------------
// Self-check

const NAME = /^[a-z_][a-z0-9_]*$/;

/** Problems with a declaration; names must be plain identifiers because the server uses them in SQL. */
export function checkModule(module: AdminModule): string[] {
  const problems: string[] = [];
  if (!/^[a-z][a-z0-9-]*$/.test(module.key)) problems.push("key must be lower-case letters, digits and hyphens");
  if (module.kind === "screen") return problems;
  const through = module.ownership?.through;
  const names = [
    module.table,
    module.listFrom,
    module.primaryKey,
    ...Object.keys(module.fields),
    ...Object.keys(module.scope ?? {}),
    through?.table,
    through?.key,
    through?.ownerColumn,
  ];
  for (const n of names) if (n !== undefined && !NAME.test(n)) problems.push(`"${n}" is not a plain SQL name`);
  const known = new Set([primaryKeyOf(module), ...Object.keys(module.fields), ...Object.keys(module.scope ?? {})]);
  const knownColumn = (c: string | undefined, what: string) => {
    if (c !== undefined && !known.has(c)) problems.push(`${what} "${c}" is not a declared field`);
  };
  for (const s of module.defaultSort) knownColumn(s.column, "sort column");
  if (module.ownership) knownColumn(module.ownership.column, "owner column");
  if (module.order) knownColumn(module.order.column, "order column");
  for (const card of module.cards ?? []) {
    knownColumn(card.column, `card ${card.key} column`);
    knownColumn(card.by, `card ${card.key} by`);
    for (const c of whereColumns(card.where)) knownColumn(c, `card ${card.key} condition`);
  }
  for (const action of module.actions ?? []) {
    if (action.kind === "toggle") knownColumn(action.column, `action ${action.key} column`);
    for (const c of whereColumns(action.when)) knownColumn(c, `action ${action.key} condition`);
  }
  for (const c of whereColumns(module.ownership?.editableWhen)) knownColumn(c, "editableWhen");
  for (const c of whereColumns(module.ownership?.readableWhen)) knownColumn(c, "readableWhen");
  knownColumn(module.titleColumn, "title column");
  const review = module.review;
  if (review) {
    const { statusColumn, changesColumn, titleColumn, summaryColumn, tagsColumn, bylineColumn, submittedAt, submittedBy } = review;
    for (const [what, c] of Object.entries({ statusColumn, changesColumn, titleColumn, summaryColumn, tagsColumn, bylineColumn, submittedAt, submittedBy })) {
      knownColumn(c, `review ${what}`);
    }
    if (review.heldFor?.length && !review.changesColumn) problems.push("review.heldFor needs review.changesColumn");
    const action = module.actions?.find((a) => a.key === review.action);
    if (action?.kind !== "workflow") problems.push(`review.action "${review.action}" is not a workflow action of the module`);
  }
  for (const bulk of module.bulkActions ?? []) {
    for (const rule of bulk.skip ?? []) for (const c of whereColumns(rule.when)) knownColumn(c, `bulk action ${bulk.key} condition`);
    if ("action" in bulk.permission && !module.actions?.some((a) => a.kind === "workflow" && a.key === (bulk.permission as { action: string }).action)) {
      problems.push(`bulk action ${bulk.key} names no workflow action of the module`);
    }
  }
  if (module.actions?.some((a) => a.kind === "reorder") && !module.order) problems.push("a reorder action needs `order`");
  for (const a of module.actions ?? []) {
    if (a.kind === "toggle" && !a.column) problems.push(`toggle action ${a.key} needs a column`);
    if (a.kind === "delete" && !a.confirm) problems.push(`delete action ${a.key} needs confirm text`);
    if (a.kind === "workflow" && (!a.procedure || !a.roles || !a.label)) problems.push(`workflow action ${a.key} needs procedure, roles and label`);
  }
  return problems;
}

/** Column names a Where mentions. */
export function whereColumns(where: Where | undefined): string[] {
  if (!where) return [];
  const out: string[] = [];
  for (const [key, value] of Object.entries(where)) {
    if (key === "$or") for (const branch of (value as readonly Where[]) ?? []) out.push(...whereColumns(branch));
    else out.push(key);
  }
  return out;
}

/** Evaluates a Where against a row in memory (the client uses it for `when` and `showWhen`). */
export function matchesWhere(row: Record<string, unknown>, where: Where | undefined, dynamic: Partial<Record<Dynamic["$"], Primitive>> = {}): boolean {
  if (!where) return true;
  const resolve = (o: Operand | undefined) => (isDynamic(o) ? (dynamic[o.$] ?? null) : o);
  const norm = (v: unknown) => (typeof v === "boolean" ? Number(v) : v);
  return Object.entries(where).every(([key, cond]) => {
    if (key === "$or") return ((cond as readonly Where[]) ?? []).some((b) => matchesWhere(row, b, dynamic));
    const value = norm(row[key]);
    if (cond === undefined) return true;
    if (cond === null || typeof cond !== "object" || isDynamic(cond)) return value === norm(resolve(cond as Operand));
    const c = cond as Comparison;
    const cmp = (o: Operand | undefined, test: (a: never, b: never) => boolean) => o === undefined || test(value as never, norm(resolve(o)) as never);
    return (
      cmp(c.eq, (a, b) => a === b) &&
      cmp(c.ne, (a, b) => a !== b) &&
      cmp(c.gt, (a, b) => a > b) &&
      cmp(c.gte, (a, b) => a >= b) &&
      cmp(c.lt, (a, b) => a < b) &&
      cmp(c.lte, (a, b) => a <= b) &&
      (c.in === undefined || c.in.map(norm).includes(value)) &&
      (c.notIn === undefined || !c.notIn.map(norm).includes(value)) &&
      (c.isNull === undefined || (value === null || value === undefined) === c.isNull)
      // c.inSubquery needs the database: only the server decides it.
    );
  });
}
