/**
 * Who may do what to which rows. Every admin procedure goes through here: sign-in, the module's roles
 * for the operation, and the row scope (the module's fixed scope plus, for owner-scoped roles, the
 * ownership rule) that is merged into every query, counts included.
 */
import { TRPCError } from "@trpc/server";
import type { Expression, ExpressionBuilder, SqlBool } from "kysely";
import { getTableModule, isOwnerScoped, type Operation, rolesFor, text, type TableModule, type Where } from "../../admin-modules/registry";
import { t } from "../../admin-modules/domain/messages";
import type { Role } from "../../db/types";
import { compileWhere, type DynamicValues, dynamicValues } from "./where";

/** The caller as the admin layer sees it (from the tRPC context). */
export interface Caller {
  userId: number;
  role: Role | null;
}

export const notFound = () => new TRPCError({ code: "NOT_FOUND", message: t("error.notFound") });
export const forbidden = (message = t("error.forbidden")) => new TRPCError({ code: "FORBIDDEN", message });

export function requireTableModule(key: string): TableModule {
  const module = getTableModule(key);
  if (!module) throw notFound();
  return module;
}

/**
 * The module a signed-in caller names, for an operation. Signed out: UNAUTHORIZED (with the module's own
 * wording when it has one, e.g. "You must be logged in to delete resources").
 */
export function moduleForCaller(key: string, operation: Operation, user: { id: number } | null, role: Role | null): { module: TableModule; caller: Caller } {
  if (!user) {
    const message = getTableModule(key)?.errors?.notSignedIn?.[operation];
    throw new TRPCError({ code: "UNAUTHORIZED", message: message ? text(message) : t("error.notAuthenticated") });
  }
  return { module: requireTableModule(key), caller: { userId: user.id, role } };
}

/** NOT_FOUND with the module's wording for the operation, if any. */
export function notFoundFor(module: TableModule, operation: Operation): TRPCError {
  const message = module.errors?.notFound?.[operation];
  return message ? new TRPCError({ code: "NOT_FOUND", message: text(message) }) : notFound();
}

/** Throws FORBIDDEN unless the caller's role may perform the operation on the module. */
export function assertAllowed(module: TableModule, operation: Operation, caller: Caller): void {
  if (!caller.role || !rolesFor(module, operation).includes(caller.role)) throw forbidden();
}

/** The rows this caller can see in this module: scope, and the ownership rule when it applies. */
export function visibleWhere(module: TableModule, caller: Caller): Where {
  const where: Where = { ...(module.scope ?? {}) };
  const ownership = module.ownership;
  if (ownership && isOwnerScoped(module, caller.role)) {
    where[ownership.column] = ownership.through
      ? { inSubquery: { table: ownership.through.table, select: ownership.through.key ?? "id", where: { [ownership.through.ownerColumn]: caller.userId } } }
      : caller.userId;
  }
  return where;
}

/** The rows this caller can change: visible, and for owner-scoped roles also `editableWhen`. */
export function editableWhere(module: TableModule, caller: Caller): Where {
  const visible = visibleWhere(module, caller);
  if (module.ownership?.editableWhen && isOwnerScoped(module, caller.role)) {
    return { ...visible, $or: [module.ownership.editableWhen] };
  }
  return visible;
}

export function scopeExpression(
  eb: ExpressionBuilder<any, any>,
  where: Where,
  caller: Caller,
  dyn: DynamicValues = dynamicValues(caller.userId),
): Expression<SqlBool> {
  return compileWhere(eb, where, dyn);
}
