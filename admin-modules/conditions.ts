/**
 * Conditions as data (ownership, scope, cards, bulk skips, "when" of actions). One evaluator decides
 * them: the server compiles them to SQL (server/admin/where.ts); the browser reads the server's
 * per-row answers instead of evaluating them again. Column names only ever come from declarations.
 */

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
  /** column IN (SELECT select FROM table WHERE where). */
  inSubquery?: { table: string; select: string; where: Where };
}

/**
 * Column -> value (equality) or comparison; all entries must hold. `$or` holds when any branch holds,
 * `$and` when every part holds.
 */
export type Where = { [column: string]: Operand | Comparison | readonly Where[] | undefined } & { $or?: readonly Where[]; $and?: readonly Where[] };

/**
 * Every condition at once: the one way to combine conditions from different sources (a scope, an
 * ownership rule, a caller's filters). Each part stays whole inside `$and`, so no part can replace
 * another's condition on the same column, the way an object spread `{ ...rule, ...filters }` lets the
 * last one win: a filter on the ownership column narrows what the caller sees and never widens it.
 */
export function allOf(...parts: readonly (Where | undefined)[]): Where {
  const kept = parts.filter((part): part is Where => part !== undefined && Object.keys(part).length > 0);
  return kept.length ? { $and: kept } : {};
}

export function isDynamic(value: unknown): value is Dynamic {
  return typeof value === "object" && value !== null && "$" in value && !Array.isArray(value);
}

/** Column names a Where mentions. */
export function whereColumns(where: Where | undefined): string[] {
  if (!where) return [];
  const out: string[] = [];
  for (const [key, value] of Object.entries(where)) {
    if (key === "$or" || key === "$and") for (const branch of (value as readonly Where[]) ?? []) out.push(...whereColumns(branch));
    else out.push(key);
  }
  return out;
}

/**
 * What the server decided about one listed row for the caller, sent with the row under ROW_DECISIONS:
 * may the caller change it (its own row, still within `editableWhen`), and which row actions' `when`
 * conditions hold. The browser draws its buttons from these answers and never evaluates a Where itself.
 */
export interface RowDecisions {
  editable: boolean;
  when: Record<string, boolean>;
}

export const ROW_DECISIONS = "_decided";

/** A listed row's decisions; a row without them (not from admin.list) allows nothing. */
export function rowDecisions(row: Record<string, unknown>): RowDecisions {
  return (row[ROW_DECISIONS] as RowDecisions | undefined) ?? { editable: false, when: {} };
}
