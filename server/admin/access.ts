/**
 * Who may do what to which rows. Every admin procedure goes through here: sign-in, the module's roles
 * for the operation, and the row scope (the module's fixed scope plus, for owner-scoped roles, the
 * ownership rule), AND-ed with every query, counts included: nothing a caller sends can lower it.
 */
import { TRPCError } from "@trpc/server";
import { allOf, getTableModule, isOwnerScoped, type Operation, text, type TableModule, type Where } from "../../admin-modules/registry";
import { m } from "../../admin-modules/domain/i18n";
import type { Role } from "../../db/types";

/** The caller as the admin layer sees it (from the tRPC context). */
export interface Caller {
  userId: number;
  role: Role | null;
}

export const notFound = () => new TRPCError({ code: "NOT_FOUND", message: m["error.notFound"]() });
export const forbidden = (message = m["error.forbidden"]()) => new TRPCError({ code: "FORBIDDEN", message });

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
    throw new TRPCError({ code: "UNAUTHORIZED", message: message ? text(message) : m["error.notAuthenticated"]() });
  }
  return { module: requireTableModule(key), caller: { userId: user.id, role } };
}

/** NOT_FOUND with the module's wording for the operation, if any. */
export function notFoundFor(module: TableModule, operation: Operation): TRPCError {
  const message = module.errors?.notFound?.[operation];
  return message ? new TRPCError({ code: "NOT_FOUND", message: text(message) }) : notFound();
}

/** The module's fixed scope (e.g. content_type), as a condition. */
const scopeWhere = (module: TableModule): Where => ({ ...(module.scope ?? {}) });

/** Rows whose owner is this caller (a role outside the ownership rule: no condition). */
function ownerWhere(module: TableModule, caller: Caller): Where | undefined {
  const ownership = module.ownership;
  if (!ownership || !isOwnerScoped(module, caller.role)) return undefined;
  return {
    [ownership.column]: ownership.through
      ? { inSubquery: { table: ownership.through.table, select: ownership.through.key ?? "id", where: { [ownership.through.ownerColumn]: caller.userId } } }
      : caller.userId,
  };
}

/*
 * Every condition below is built with allOf, never with an object spread: the parts come from different
 * rules (scope, ownership, readable, editable), and a spread would let one replace another's column.
 */

/** The rows this caller owns (or, without an ownership rule for its role, every row in scope). */
export function ownedWhere(module: TableModule, caller: Caller): Where {
  return allOf(scopeWhere(module), ownerWhere(module, caller));
}

/** The rows this caller can see: its own, and the others' rows its role may read (`readableWhen`). */
export function visibleWhere(module: TableModule, caller: Caller): Where {
  const mine = ownerWhere(module, caller);
  const readable = module.ownership?.readableWhen;
  if (!mine || !readable) return ownedWhere(module, caller);
  return allOf(scopeWhere(module), { $or: [mine, readable] });
}

/** Does this caller see rows it may not change (another owner's readable rows)? */
export const seesOthersRows = (module: TableModule, caller: Caller) => Boolean(module.ownership?.readableWhen && isOwnerScoped(module, caller.role));

/** The rows this caller can change: its own, and for owner-scoped roles only while `editableWhen` holds. */
export function editableWhere(module: TableModule, caller: Caller): Where {
  const editable = isOwnerScoped(module, caller.role) ? module.ownership?.editableWhen : undefined;
  return allOf(ownedWhere(module, caller), editable);
}
