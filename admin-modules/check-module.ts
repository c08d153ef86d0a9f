/** The self-check run when a module is registered. */
import { whereColumns } from "./conditions";
import { detailPieceFields, fieldOptions, inputsSetBy, modeOf, primaryKeyOf } from "./derived";
import { ORIGINAL_LANGUAGE_COLUMN } from "./translations";
import type { AdminModule } from "./types";

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
  for (const [name, value] of Object.entries(module.defaultFilters ?? {})) {
    if (!module.fields[name]?.filterable) problems.push(`default filter "${name}" is not a filterable field`);
    else if (module.fields[name].options && !fieldOptions(module.fields[name]).some((o) => o.value === value))
      problems.push(`default filter "${name}" is none of its options`);
  }
  for (const [name, field] of Object.entries(module.fields)) {
    const link = typeof field.list === "object" ? field.list.link : undefined;
    const addresses = link === undefined ? [] : typeof link === "string" ? [link] : Object.values(link);
    for (const address of addresses) for (const [, column] of address.matchAll(/\{(\w+)\}/g)) knownColumn(column, `field ${name} link`);
  }
  const pieceKeys = new Set<string>();
  for (const piece of module.slots?.details ?? []) {
    if (pieceKeys.has(piece.key)) problems.push(`detail piece "${piece.key}" is declared twice`);
    pieceKeys.add(piece.key);
    for (const name of detailPieceFields(piece)) {
      if (!module.fields[name]) problems.push(`detail piece "${piece.key}" names "${name}", which is not a declared field`);
    }
  }
  for (const action of module.actions ?? []) {
    if (action.kind === "toggle") knownColumn(action.column, `action ${action.key} column`);
    for (const c of whereColumns(action.when)) knownColumn(c, `action ${action.key} condition`);
    // Input no column takes is kept in the audit entry under its own name: a column's name would read as that column's change.
    const taken = inputsSetBy(action);
    for (const name of Object.keys(action.fields ?? {})) {
      if (!NAME.test(name)) problems.push(`action ${action.key} field "${name}" is not a plain name`);
      else if (!taken.has(name) && known.has(name))
        problems.push(`action ${action.key} field "${name}" is kept in the audit entry only, and shares a column's name`);
    }
  }
  for (const [name, field] of Object.entries(module.fields)) {
    if (!field.within) continue;
    if (module.fields[field.within]?.kind !== "json") problems.push(`field "${name}" is kept within "${field.within}", which is not a json field`);
    if (field.list || field.searchable || field.sortable || field.filterable || field.translatable)
      problems.push(`field "${name}" is kept within JSON: it cannot be a list column, searched, sorted, filtered or translated`);
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
    if (review.activeSwitch) {
      knownColumn(review.activeSwitch.offBy, "review activeSwitch.offBy");
      if (!module.actions?.some((a) => a.kind === "toggle" && a.column === review.activeSwitch!.column)) {
        problems.push(`review.activeSwitch column "${review.activeSwitch.column}" is no toggle action's column`);
      }
    }
    const action = module.actions?.find((a) => a.key === review.action);
    if (action?.kind !== "workflow") problems.push(`review.action "${review.action}" is not a workflow action of the module`);
  }
  for (const bulk of module.bulkActions ?? []) {
    for (const rule of bulk.skip ?? []) for (const c of whereColumns(rule.when)) knownColumn(c, `bulk action ${bulk.key} condition`);
    const runs = bulk.runs;
    if ("action" in runs && !module.actions?.some((a) => a.kind === "workflow" && a.key === runs.action)) {
      problems.push(`bulk action ${bulk.key} names no workflow action of the module`);
    }
    if ("operation" in runs && runs.operation === "toggle" && !module.actions?.some((a) => a.kind === "toggle" && (!runs.toggle || a.key === runs.toggle))) {
      problems.push(`bulk action ${bulk.key} names no toggle action of the module`);
    }
    if ("operation" in runs && bulk.input) problems.push(`bulk action ${bulk.key}: a generic operation takes no input`);
  }
  if (module.actions?.some((a) => a.kind === "reorder") && !module.order) problems.push("a reorder action needs `order`");
  if (module.order) knownColumn(module.order.within, "order within");
  for (const [name, field] of Object.entries(module.fields)) {
    const mode = modeOf(field);
    // Times are stamped by the database or a workflow, never typed into the back office.
    if (field.kind === "datetime" && mode === "editable")
      problems.push(`datetime field "${name}" is stamped, never typed: declare mode "readOnly" or "server"`);
    if (mode === "creator" && field.kind !== "number") problems.push(`field "${name}" holds the creator's account id: it must be a number field`);
    if (mode === "computed" && !module.listFrom) problems.push(`computed field "${name}" needs the module's listFrom, which computes it`);
  }
  const translatable = Object.entries(module.fields).filter(([, f]) => f.translatable);
  for (const [name, field] of translatable) {
    if (field.kind !== "text" && field.kind !== "textarea") problems.push(`translatable field "${name}" must be text or textarea`);
    // A blocks field's texts (`textsOf`) are derived by the server from the blocks, and translated key by key.
    const mode = modeOf(field);
    if (mode !== "editable" && !(mode === "server" && field.textsOf)) problems.push(`translatable field "${name}" must be an input field`);
    if (field.textsOf && module.fields[field.textsOf]?.kind !== "blocks")
      problems.push(`field "${name}" holds the texts of "${field.textsOf}", which is not a blocks field`);
  }
  if (translatable.length && module.fields[ORIGINAL_LANGUAGE_COLUMN]?.kind !== "select") {
    problems.push(`a module with translatable fields needs its "${ORIGINAL_LANGUAGE_COLUMN}" field (originalLanguageField())`);
  }
  for (const a of module.actions ?? []) {
    if (a.kind === "toggle" && !a.column) problems.push(`toggle action ${a.key} needs a column`);
    if (a.kind === "delete" && !a.confirm) problems.push(`delete action ${a.key} needs confirm text`);
    if (a.kind === "workflow" && (!a.roles || !a.label)) problems.push(`workflow action ${a.key} needs roles and label`);
    if (a.kind === "link" && (!a.href || !a.label)) problems.push(`link action ${a.key} needs href and label`);
    if (a.set) {
      if (a.kind !== "workflow") problems.push(`action ${a.key} declares set: it is a workflow action`);
      for (const [column, value] of Object.entries(a.set)) {
        knownColumn(column, `action ${a.key} sets`);
        const input = value && typeof value === "object" && "input" in value ? value.input : undefined;
        if (input !== undefined && !a.fields?.[input]) problems.push(`action ${a.key} sets ${column} from an input it does not declare`);
      }
    }
  }
  return problems;
}

/**
 * The row actions the server's action table (server/admin/action-table.ts) must run, against the entries
 * it has, checked at start: a declared workflow action with no entry (and no `set`, from which its entry
 * is derived) has nothing to run it; an entry no module declares (or that shadows a `set` action) would
 * run what no module offers. `implemented` holds the table's keys, "<module>.<action>".
 */
export function checkActionImplementations(modules: readonly AdminModule[], implemented: readonly string[]): string[] {
  const problems: string[] = [];
  const declared = new Map<string, boolean>();
  for (const module of modules) {
    if (module.kind !== "table") continue;
    for (const action of module.actions ?? []) if (action.kind === "workflow") declared.set(`${module.key}.${action.key}`, Boolean(action.set));
  }
  const entries = new Set(implemented);
  for (const [key, derived] of declared) {
    if (!derived && !entries.has(key)) problems.push(`action ${key} is declared but the action table has no entry for it`);
    if (derived && entries.has(key)) problems.push(`action ${key} declares set, and the action table has an entry for it too`);
  }
  for (const key of entries) if (!declared.has(key)) problems.push(`the action table's entry ${key} is declared by no module`);
  return problems;
}
