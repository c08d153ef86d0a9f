/** The shape of a module declaration: fields, access, ownership, review, cards, actions, CSV. */
import type { z } from "zod";
import type { Role, TableName } from "../db/types";
import type { Operand, Primitive, Where } from "./conditions";
import type { Text } from "./text";

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
  /** One Sri Lankan phone number in a usual form (011 234 5678, +94 77 123 4567), as written. */
  | "tel"
  /** A colour theme name (hubs): options are the theme names. */
  | "theme"
  /** A lucide-react icon name from the field's options. */
  | "icon"
  /** A hex colour #rrggbb; options, when given, are the swatches offered. */
  | "color"
  /** The id of a row of another module (a select whose options come from admin.options). */
  | "reference"
  /**
   * A lesson's blocks (issue 30): text, image, audio, video and exercises, stored as JSON and edited with
   * the block editor (src/admin/module/blocks/), never as JSON text. Their texts are translated through a
   * field with `textsOf` naming this one.
   */
  | "blocks";

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
    | "review"
    /** The audit log's { field: { before, after } }, as words, labelled by the module named in the row's `module`. */
    | "changes"
    /** A red "Urgent" mark when set (issue #29), named by the row's `urgent_rule`; nothing otherwise. */
    | "urgent";
  /** Other fields drawn under this one in the same cell (e.g. description under title). */
  with?: readonly string[];
  /** Hide this column below 768 px. */
  hideOnMobile?: boolean;
  /** For tags: how many are shown. */
  max?: number;
  /** For a thumbnail: the field whose first words stand in when the row has no picture (a story). */
  story?: string;
  /**
   * The cell links to a page about the row (it opens in a new tab): an address with `{column}`s filled
   * from the row, or one address per value of this field (a report's target: a media item's page or an
   * event's). A value without an address is drawn without a link.
   */
  link?: string | Readonly<Record<string, string>>;
}

export interface WidgetHint {
  placeholder?: Text;
  help?: Text;
  /** textarea/json height */
  rows?: number;
  /** number input step */
  step?: number;
  /**
   * Draw the field only while the form holds these values (e.g. price_amount when price_type is Paid).
   * Plain equality on the unsaved form (a list: any of its values), not a Where: what may be stored is
   * still the server's decision.
   */
  showWhen?: Readonly<Record<string, string | boolean | readonly string[]>>;
  /** Layout: take the full row of a two-column form. */
  fullWidth?: boolean;
  /** image: offer an upload button that fills the URL. */
  upload?: boolean;
  /** select: draw as a switch/radio/buttons instead of a drop-down. */
  control?: "select" | "radio" | "switch" | "buttons";
  /** A filterable field drawn as buttons: the text of the "every value" button (e.g. All Hubs). */
  allLabel?: Text;
}

/**
 * Who writes a field, the one answer per field. What the server's create/update accept and what the form
 * draws come from it (admin-modules/derived.ts `inputFieldNames`), and `check-module` refuses a mode that
 * does not fit the field.
 */
export type FieldMode =
  /** The default. Accepted by create and update (parsed by the module's schema) and drawn in the form. */
  | "editable"
  /**
   * A stored column that staff read but never type: a workflow, the public site or the database writes it
   * (a status, a child's text, a counter, a date stamped by the database). Shown in the table and the row's
   * details; the server refuses it as input (the schema leaves it out) and the form does not draw it.
   * Every `datetime` field is one (or "server"): times are stamped, never typed.
   */
  | "readOnly"
  /**
   * Not a column of the module's table: computed by its read source (`listFrom`, a view or join), e.g. the
   * event's title on a registration, a count. Shown like "readOnly"; never accepted as input, and nothing
   * writes it (it needs `listFrom`).
   */
  | "computed"
  /**
   * The server's own bookkeeping: owner ids, who reviewed, proposed changes, review notes kept by the
   * workflows. Never accepted as input, not drawn in the form and not shown in the row's details (it may
   * still be a list column, a filter or the ownership column).
   */
  | "server"
  /**
   * Like "server", and the server writes the signed-in caller's account id into it on create (created_by,
   * submitted_by).
   */
  | "creator";

export interface FieldDef {
  kind: FieldKind;
  label: Text;
  /** Required on create (and may not be cleared on update). */
  required?: boolean;
  /** Message for a missing/empty required value; "{label} is required" when absent. */
  requiredMessage?: Text;
  /**
   * Message for a malformed value (bad URL, bad JSON, not a number, out of bounds...); it may name
   * {field}, {min} and {max}. The public forms that derive their schema from the module say the same.
   */
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
  /** url: only a secure address (https://), for a link the public site offers. */
  httpsOnly?: boolean;
  /** image: also accept a short emoji/text (course thumbnails may be an emoji). */
  allowEmoji?: boolean;
  /** Replaces the derived zod schema for this field's input value (transforms allowed). */
  schema?: z.ZodType;
  /** Shown as a table column. */
  list?: boolean | ListColumnHint;
  /**
   * How the value is read out in lists and details: through a sentence whose `param` is the value
   * ("Age 10", "12 likes"), and `empty` when there is none ("Age not specified"; the value is then
   * shown under its column even though it is empty).
   */
  display?: { text: Text; param: string; empty?: Text };
  /** Included in the list's case-insensitive search. */
  searchable?: boolean;
  /**
   * Written once per language (issue 27): the row holds the text in its original language (the module's
   * `language` field) and its translations live beside it (content_translations). Public pages show the
   * reader's language, the back office edits the languages side by side. text and textarea fields only.
   */
  translatable?: boolean;
  /**
   * This (server-owned, translatable) field holds the texts of the `blocks` field named here, derived on
   * every write (admin-modules/domain/lesson-blocks.ts: `blockTexts`), as JSON key → text. Its translation
   * is the same keys in another language; the language tabs draw it with the block editor's translation view.
   */
  textsOf?: string;
  /** Offered as an equality filter (select/boolean/reference/theme/icon kinds). */
  filterable?: boolean;
  /** A filter choice for rows where the field is empty (e.g. members without a role). */
  emptyFilter?: Option;
  sortable?: boolean;
  widget?: WidgetHint;
  /** Who writes this field and where it is drawn (see FieldMode); absent: "editable". */
  mode?: FieldMode;
  /**
   * Kept as this field's name, a key inside the JSON field named here (a content submission's
   * `content_data`), not in a column of its own. Drawn, labelled and checked like any field: the server
   * packs the given values into that JSON (keeping its other keys) and unpacks them on every read.
   */
  within?: string;
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
  /**
   * The row's public on/off switch (a toggle action's column) and the column that records who last
   * switched it off. Switching an approved row back on is, for a role in `heldFor`, a proposed change
   * waiting for review (like an edit) unless that same person switched it off: it would show the public
   * again what someone else (a reviewer) took down. Switching off needs no review.
   */
  activeSwitch?: { column: string; offBy: string };
  /** Columns the queue shows: the title, a summary and tags when there are any, when and by whom it was submitted. */
  titleColumn: string;
  summaryColumn?: string;
  tagsColumn?: string;
  /** Who made it, when no signed-in account sent it (a child's name on their media). */
  bylineColumn?: string;
  /**
   * The picture a reviewer approves (issue 29): an approval of a row with one needs the reviewer's screen
   * to have shown it (review_shown_marks); the lists and the bulk grid show it.
   */
  pictureColumn?: string;
  /** A story's text: shown instead of a picture, where a row has none (its first words in the lists). */
  storyColumn?: string;
  submittedAt: string;
  submittedBy: string;
  /** The module's workflow action (in `actions`) that approves or rejects a row; its roles review. */
  action: string;
  /** The review dialog's title. */
  dialogTitle: Text;
  /** 0/1 column: a safeguarding word was found (issue #29); such rows come first in the queue. Its rule is in `urgent_rule`. */
  urgentColumn?: string;
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

export type RowActionKind = "edit" | "view" | "toggle" | "reorder" | "delete" | "workflow" | "link";

/**
 * A button on each row. Generic kinds use the module's access (edit/delete -> update/delete, toggle,
 * reorder); "workflow" is a module action, anything a table cannot express: declared here, run on the
 * server by the action table's entry "<module>.<key>" (server/admin/action-table.ts) through the one
 * generic procedure `admin.action`, after the action middleware's decision on its `roles`. An action
 * that only sets columns (`set`) needs no entry: the table derives it.
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
  /** workflow: who may take it. */
  roles?: readonly Role[];
  /** workflow: success toast. */
  toast?: Text;
  /**
   * workflow: a module's own action, run by the generic `admin.action` procedure with no server code of
   * its own: the columns it sets on the row (its `when` is checked by the server first). A value is a
   * constant, a server value ({ $: "now" }, { $: "userId" }...) or { input: "<name>" } of one of `fields`.
   */
  set?: Record<string, Operand | { input: string }>;
  /** workflow (with set): the refusal when `when` no longer holds (CONFLICT); a generic message when absent. */
  whenRefused?: Text;
  /** workflow: the input the action asks for, checked with the same field rules as a form. */
  fields?: Record<string, FieldDef>;
  /**
   * link: another back-office screen about this row, e.g. "course-lessons?f_course_id={id}" (a path under
   * /admin/; `{column}` is filled from the row). Nothing is changed by following it.
   */
  href?: string;
}

/**
 * An action on many rows at once (the list's checkboxes). Each row goes through what its row button does:
 * a generic operation of the module (toggle, delete) or one of its row actions (its `run` in the action
 * table, server/admin/action-table.ts), under the same decision as one row (roles for the batch; scope and
 * state per row), so ownership, validation and the audit apply per row; the whole batch is one request and
 * one transaction. A row refused (not visible, not the caller's, wrong state) is skipped with the refusal
 * as its reason and nothing of it is written.
 */
export interface BulkAction {
  key: string;
  label: Text;
  /** lucide-react icon name */
  icon?: string;
  /**
   * What each row goes through, and so the roles the batch needs before any row is tried: a generic
   * operation (`toggle` names the toggle action, the first one when absent) or a row action's key.
   */
  runs: { operation: "toggle"; toggle?: string } | { operation: "delete" } | { action: string };
  /** An action's fixed input for every row (e.g. { decision: "approved" }). */
  input?: Record<string, Primitive>;
  /** Rows matching a condition are skipped with its reason without calling the procedure ("already active"). */
  skip?: readonly { when: Where; reason: Text }[];
  /** How many rows were done, a plural message with {count} ("12 approved"). */
  done: Text;
  /** Ask before running; a plural message with {count}. */
  confirm?: Text;
  /** Show every chosen row's picture (or text) first, in the bulk grid; run only once each has loaded (approve). */
  showFirst?: boolean;
}

export interface Toasts {
  created?: Text;
  updated?: Text;
  deleted?: Text;
  activated?: Text;
  deactivated?: Text;
  reordered?: Text;
}

/** The Export CSV button: every row matching the list's search and filters (admin.exportRows). */
export interface CsvSpec {
  filename: string;
  /** Explicit columns; otherwise every field with `csv` or a list column. */
  columns?: readonly { field: string; header: Text }[];
}

export interface SidebarEntry {
  /** Roles whose sidebar lists it (grouped as "Super Admin" / "Organization"). */
  roles: readonly Role[];
  order: number;
}

interface ModuleCommon {
  key: string;
  /**
   * `title`: the screen's heading when it is not the plural ("Media Management"); `description`: a line
   * under it; `search`: the search box's label when it says what is searched ("Search by name, email or event").
   */
  labels: { singular: Text; plural: Text; title?: Text; description?: Text; search?: Text };
  /** lucide-react icon name */
  icon: string;
  /** Route path under /admin/ ("" is /admin itself). */
  path: string;
  sidebar: SidebarEntry | null;
  /**
   * Where a screen truly differs from the generic one: the name of its view in src/admin/screens
   * (`customView: "reports"` is drawn by src/admin/screens/reports.tsx instead of the generic list). The
   * module says how it is drawn; nothing is found by file name alone.
   */
  customView?: string;
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
  /**
   * display order column for up/down reordering; `appendOnCreate`: a new row's order is the row count.
   * `within`: rows are ordered among those sharing this column's value (a course's lessons).
   */
  order?: { column: string; min: number; appendOnCreate?: boolean; within?: string };
  cards?: readonly SummaryCard[];
  /**
   * Filters that apply while the address names none for their field (Reports: the open ones); the
   * filter's "All" is then a choice of its own, kept in the address.
   */
  defaultFilters?: Readonly<Record<string, string>>;
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
  /** Pieces the generic screen adds where this module needs more than its fields (see ModuleSlots). */
  slots?: ModuleSlots;
}

/**
 * Declared slots (Payload's `admin.components`, as data so the module stays pure): the generic screen
 * draws its fields, columns and actions as always and adds these pieces in their place, so a screen that
 * needs one more thing says only that thing and never restates its module.
 */
export interface ModuleSlots {
  /** Drawn in a row's details (the `view` action's dialog), under its fields, in this order. */
  details?: readonly DetailPiece[];
}

/**
 * One piece of a row's details. Its `{name}`s are filled from the row: `params` maps each name to a
 * declared field (a "server" one too: the piece may say what the field list keeps out). The piece is
 * drawn only when the row has a value for every field it names.
 */
export type DetailPiece =
  /** A sentence ("Call note: {note}"). */
  | { key: string; kind: "sentence"; text: Text; params: Readonly<Record<string, string>> }
  /**
   * A link built from the row: `href` with `{field}`s (tel:{phone}, /events/{event_id}) and a label that
   * may name `params` ("Call {name}").
   */
  | { key: string; kind: "link"; label: Text; href: string; params?: Readonly<Record<string, string>> };

/**
 * An action of a screen that is about no row (remove the demo content, edit the site's settings): its roles
 * are decided by the server's action middleware (server/routers/module-procedures.ts) for the procedures
 * that name it, as a row action's are.
 */
export interface ScreenAction {
  key: string;
  label: Text;
  roles: readonly Role[];
}

/** A screen the generic renderer cannot draw (dashboard, content review, settings): sidebar and route only. */
export interface ScreenModule extends ModuleCommon {
  kind: "screen";
  /** A screen module has no generic rendering: it names its view. */
  customView: string;
  access: { view: readonly Role[] };
  actions?: readonly ScreenAction[];
}

export type AdminModule = TableModule | ScreenModule;

export function defineModule(module: Omit<TableModule, "kind"> & { kind?: "table" }): TableModule {
  return { ...module, kind: "table" };
}

export function defineScreen(module: Omit<ScreenModule, "kind"> & { kind?: "screen" }): ScreenModule {
  return { ...module, kind: "screen" };
}
