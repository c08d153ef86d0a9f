/**
 * The two procedure middlewares of the back office, and the only places its roles are decided:
 *
 * - `moduleOperation(operation)`: signed in, the module the input names (or a fixed one), and the caller's
 *   role for the operation (a table module's `access`, a screen's `access.view` for "view"). The row scope
 *   (ownership, `readableWhen`, `editableWhen`) is then a floor of every query made with `ctx.caller`.
 * - `moduleAction(target)`: the same for a named action: a row action of a table module (its `roles`), a
 *   bulk action (the roles of what each row runs) or a screen's action. The row's scope and the action's
 *   `when` are judged by the action's `run`, per row, inside its transaction (so a bulk action's rows are
 *   judged by the very code of one row, under this one decision).
 *
 * Each goes after the procedure's `.input(...)`, so input is parsed first exactly as before; a fixed-key
 * procedure keeps `authedProcedure`'s sign-in check before its input.
 */
import { TRPCError } from "@trpc/server";
import { m } from "../admin-modules/domain/i18n";
import { allModules, bulkRoles, getModule, type Operation, rolesFor, type ScreenModule, type TableModule } from "../admin-modules/registry";
import type { Role } from "../db/types";
import { type Caller, forbidden, moduleForCaller, notFound, requireTableModule } from "./admin/access";
import { bulkActionOf } from "./admin/bulk";
import { runnableAction } from "./admin/action-table";
import type { Context } from "./context";
import { middleware } from "./trpc";

type ModuleFor<O> = O extends "view" ? ScreenModule : TableModule;
/** What the middlewares read of a procedure's parsed input. */
type Named = { module?: string; action?: string; matching?: unknown };

function signedIn(ctx: Context): Caller {
  if (!ctx.user) throw new TRPCError({ code: "UNAUTHORIZED", message: m["error.notAuthenticated"]() });
  return { userId: ctx.user.id, role: ctx.role };
}

function screenOf(key: string): ScreenModule {
  const screen = getModule(key);
  // A fixed screen key that the registry lacks is a programming error, not a caller's.
  if (screen?.kind !== "screen") throw new Error(`Screen ${key} is not declared in the registry`);
  return screen;
}

const allow = (roles: readonly Role[], caller: Caller) => {
  if (!caller.role || !roles.includes(caller.role)) throw forbidden();
};

/**
 * Which module an operation is on: the one the input names, a fixed key, or one found from the input
 * (a content submission's module by its type; NOT_FOUND when there is no such row).
 */
type ModuleKey = string | ((input: unknown, ctx: Context) => Promise<string>);

/** A module operation: the table module the input names (or `key`), or the screen `key` for "view". */
export const moduleOperation = <O extends Operation | "view">(operation: O, key?: ModuleKey) =>
  middleware(async ({ ctx, input, next }) => {
    if (operation === "view") {
      const caller = signedIn(ctx);
      const screen = screenOf(key as string);
      allow(screen.access.view, caller);
      return next({ ctx: { caller, module: screen as ModuleFor<O> } });
    }
    const named = typeof key === "function" ? await key(input, ctx) : (key ?? (input as Named).module!);
    // The module's own wording for a signed-out caller ("You must be logged in to delete resources").
    const { module, caller } = moduleForCaller(named, operation as Operation, ctx.user, ctx.role);
    allow(rolesFor(module, operation as Operation), caller);
    return next({ ctx: { caller, module: module as ModuleFor<O> } });
  });

/**
 * Which action a procedure takes: a fixed one (`module` + `action`, or `screen` + `action`), the action
 * the input names (`admin.action`: any declared action the action table runs), or the bulk action it names (`bulk`). `applies` answers
 * NOT_FOUND for a module the procedure does not serve (reviewRow on a module whose writes are not held).
 */
export type ActionTarget =
  | { module?: string; action?: string; applies?: (module: TableModule) => boolean }
  | { screen: string; action: string }
  | { bulk: true }
  | { reviewQueue: true };

/** What Content Review's bulk approve or reject names: its items (each of a reviewed module), or every item waiting of a type. */
type QueueInput = { action?: string; items?: { module: string }[]; matching?: { type?: string } };

/**
 * The roles a bulk review of Content Review's mixed queue needs: the named bulk action's roles in every
 * module it may touch (the items' modules; for "every item waiting", every reviewed module of the type).
 */
function reviewQueueRoles(input: QueueInput): readonly Role[] {
  const keys = input.items
    ? [...new Set(input.items.map((item) => item.module))]
    : allModules()
        .filter((module) => module.kind === "table" && module.review && (!input.matching?.type || module.review.queueType === input.matching.type))
        .map((module) => module.key);
  let roles: readonly Role[] | null = null;
  for (const key of keys) {
    const module = getModule(key);
    if (module?.kind !== "table" || !module.review) throw notFound();
    const needed = bulkRoles(module, bulkActionOf(module, input.action!));
    roles = roles === null ? needed : roles.filter((role) => needed.includes(role));
  }
  return roles ?? [];
}

/**
 * Whether a role may take a screen's action: the rule `moduleAction({ screen, action })` applies, for the
 * routes outside tRPC (the uploads) that must decide before reading a request's body.
 */
export function mayTakeScreenAction(screenKey: string, actionKey: string, role: Role | null): boolean {
  const action = screenOf(screenKey).actions?.find((a) => a.key === actionKey);
  if (!action) throw new Error(`Screen action ${screenKey}.${actionKey} is not declared in the registry`);
  return role !== null && action.roles.includes(role);
}

/** Whether the caller may open a screen (a badge or link to it is shown only then): the rule `moduleOperation("view")` applies. */
export function mayView(screenKey: string, caller: Caller): boolean {
  const screen = getModule(screenKey);
  return screen?.kind === "screen" && caller.role !== null && screen.access.view.includes(caller.role);
}

/** The caller and the roles the target action needs (NOT_FOUND for an action the module lacks). */
function decideTarget(target: ActionTarget, input: Named, ctx: Context): { caller: Caller; roles: readonly Role[] } {
  if ("screen" in target) {
    const action = screenOf(target.screen).actions?.find((a) => a.key === target.action);
    if (!action) throw new Error(`Screen action ${target.screen}.${target.action} is not declared in the registry`);
    return { caller: signedIn(ctx), roles: action.roles };
  }
  if ("reviewQueue" in target) return { caller: signedIn(ctx), roles: reviewQueueRoles(input as QueueInput) };
  // Signed out: UNAUTHORIZED, in the module's own words where it has them (a bulk action starts from the list).
  const key = ("module" in target && target.module) || input.module!;
  const { module, caller } = moduleForCaller(key, "bulk" in target ? "list" : "update", ctx.user, ctx.role);
  if ("bulk" in target) {
    const roles = bulkRoles(module, bulkActionOf(module, input.action!));
    // "Every row matching the list's filters" reads the list: only for roles that may list it.
    return { caller, roles: input.matching ? roles.filter((role) => rolesFor(module, "list").includes(role)) : roles };
  }
  if (target.applies && !target.applies(module)) throw notFound();
  if (!target.action) return { caller, roles: runnableAction(module, input.action!).roles ?? [] };
  const action = module.actions?.find((a) => a.kind === "workflow" && a.key === target.action);
  if (!action) throw new Error(`Action ${module.key}.${target.action} is not declared in the registry`);
  return { caller, roles: action.roles ?? [] };
}

/** A module action: signed in, the module, the action, and the action's roles. */
export const moduleAction = (target: ActionTarget) =>
  middleware(({ ctx, input, next }) => {
    const { caller, roles } = decideTarget(target, (input ?? {}) as Named, ctx);
    allow(roles, caller);
    return next({ ctx: { caller } });
  });

/** The table module a procedure's input names, after a middleware decided on it (NOT_FOUND when unknown). */
export const namedModule = (input: Named) => requireTableModule(input.module!);
