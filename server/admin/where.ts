/**
 * Compiles the registry's conditions-as-data into Kysely expressions. Column names reach SQL only from
 * module declarations (checked to be plain identifiers when registered) or after being matched against
 * a module's declared fields; values are always bound parameters.
 */
import { type Expression, type ExpressionBuilder, sql, type SqlBool } from "kysely";
import { type Comparison, type Dynamic, isDynamic, type Operand, type Primitive, type Where } from "../../admin-modules/registry";
import { addDays, sriLankaDate, sriLankaMonthRange } from "../../admin-modules/domain/time";

export type DynamicValues = Record<Dynamic["$"], Primitive>;

/** Sri Lankan midnight of a YYYY-MM-DD date, as a UTC instant. */
function sriLankaMidnight(date: string): string {
  return new Date(`${date}T00:00:00+05:30`).toISOString();
}

export function dynamicValues(userId: number | null, at: Date = new Date()): DynamicValues {
  const month = sriLankaMonthRange(at);
  return {
    userId,
    now: at.toISOString(),
    today: sriLankaDate(at),
    monthStart: month.first,
    monthEnd: month.last,
    monthStartInstant: sriLankaMidnight(month.first),
    nextMonthStartInstant: sriLankaMidnight(addDays(month.last, 1)),
  };
}

function toSql(value: Primitive): string | number | null {
  return typeof value === "boolean" ? (value ? 1 : 0) : value;
}

function resolve(operand: Operand, dyn: DynamicValues): string | number | null {
  return toSql(isDynamic(operand) ? dyn[operand.$] : operand);
}

function isComparison(value: unknown): value is Comparison {
  return typeof value === "object" && value !== null && !Array.isArray(value) && !isDynamic(value);
}

// Kysely's builder is typed per table; here tables are chosen at run time from the registry.
type EB = ExpressionBuilder<any, any>;

export function compileWhere(eb: EB, where: Where | undefined, dyn: DynamicValues): Expression<SqlBool> {
  const parts: Expression<SqlBool>[] = [];
  for (const [column, condition] of Object.entries(where ?? {})) {
    if (condition === undefined) continue;
    if (column === "$or") {
      parts.push(eb.or((condition as readonly Where[]).map((branch) => compileWhere(eb, branch, dyn))));
      continue;
    }
    if (column === "$and") {
      parts.push(eb.and((condition as readonly Where[]).map((part) => compileWhere(eb, part, dyn))));
      continue;
    }
    const ref = eb.ref(column);
    if (!isComparison(condition)) {
      const value = resolve(condition as Operand, dyn);
      parts.push(value === null ? eb(ref, "is", null) : eb(ref, "=", value));
      continue;
    }
    const c = condition;
    const compare = (operand: Operand | undefined, op: "=" | "<>" | ">" | ">=" | "<" | "<=") => {
      if (operand === undefined) return;
      const value = resolve(operand, dyn);
      if (value === null) parts.push(eb(ref, op === "=" ? "is" : "is not", null));
      else if (op === "<>") parts.push(eb.or([eb(ref, "<>", value), eb(ref, "is", null)]));
      else parts.push(eb(ref, op, value));
    };
    compare(c.eq, "=");
    compare(c.ne, "<>");
    compare(c.gt, ">");
    compare(c.gte, ">=");
    compare(c.lt, "<");
    compare(c.lte, "<=");
    if (c.in) parts.push(c.in.length ? eb(ref, "in", c.in.map(toSql)) : sql<SqlBool>`0 = 1`);
    if (c.notIn?.length) parts.push(eb(ref, "not in", c.notIn.map(toSql)));
    if (c.isNull !== undefined) parts.push(eb(ref, c.isNull ? "is" : "is not", null));
    if (c.inSubquery) {
      const sub = c.inSubquery;
      parts.push(
        eb(
          ref,
          "in",
          eb
            .selectFrom(sub.table)
            .select(sub.select)
            .where((inner) => compileWhere(inner, sub.where, dyn)),
        ),
      );
    }
  }
  return eb.and(parts);
}
