/**
 * tRPC setup: the error shape every browser sees, and the procedures that check who may call.
 * The server is the only judge of permissions: every procedure starts from one of these.
 */
import { initTRPC, TRPCError } from "@trpc/server";
import { ZodError } from "zod";
import { m } from "../admin-modules/domain/i18n";
import { isPostgres } from "../db/dialect";
import type { Context } from "./context";
import { startMailDelivery } from "./services/notify";

/** Turns a zod error into one readable sentence and a per-field map for forms. */
export function describeZodError(error: ZodError) {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    fieldErrors[key] ??= issue.message;
  }
  const first = error.issues[0];
  const field = first?.path.length ? `${String(first.path[first.path.length - 1])}: ` : "";
  const looksWritten = first && /^[A-Z]/.test(first.message);
  const message = first ? (looksWritten ? first.message : `${field}${first.message}`) : "Invalid input";
  return { message, fieldErrors };
}

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error, ctx }) {
    // NODE_ENV=development (parsed with the rest of the configuration) shows stacks; nothing else does.
    const isDev = ctx?.config.nodeEnv === "development";
    const zod = error.cause instanceof ZodError ? describeZodError(error.cause) : null;
    const hidden = error.code === "INTERNAL_SERVER_ERROR" && !isDev;
    return {
      code: shape.code,
      message: zod ? zod.message : hidden ? m["error.internal"]() : shape.message,
      data: {
        code: shape.data.code,
        httpStatus: shape.data.httpStatus,
        path: shape.data.path,
        fieldErrors: zod?.fieldErrors ?? null,
        // A stack trace only ever leaves the server in explicit development mode.
        ...(isDev ? { stack: shape.data.stack } : {}),
      },
    };
  },
});

export const router = t.router;
export const middleware = t.middleware;
export const createCallerFactory = t.createCallerFactory;
/**
 * Whether any string in the input (keys included) holds U+0000; walked without recursion (inputs may nest
 * deeply), each object once (an input built in code may share one object many times over: walking every
 * path through such a value would take exponential time).
 */
function holdsNul(input: unknown): boolean {
  const stack = [input];
  const seen = new Set<object>();
  while (stack.length) {
    const value = stack.pop();
    if (typeof value === "string") {
      if (value.includes("\u0000")) return true;
    } else if (value !== null && typeof value === "object" && !seen.has(value)) {
      seen.add(value);
      for (const [key, child] of Object.entries(value)) {
        if (key.includes("\u0000")) return true;
        stack.push(child);
      }
    }
  }
  return false;
}

/**
 * What every call passes through, as one middleware (tRPC copies a call's options at each middleware, so
 * each one more costs every call; issue 30's class answering at once):
 * - PostgreSQL's text cannot hold U+0000 (SQLite's can): there, an input with one is bad input (400 with a
 *   clear message), not a server error halfway through a query. Nothing is done on SQLite.
 * - After a write, e-mails its transaction queued (server/services/notify.ts) go out in the background, so
 *   every write path, single or bulk, delivers without knowing the mail configuration.
 */
const everyCall = t.middleware(async ({ ctx, type, getRawInput, next }) => {
  if (ctx.db && isPostgres(ctx.db) && holdsNul(await getRawInput())) throw new TRPCError({ code: "BAD_REQUEST", message: m["error.invalidCharacter"]() });
  const result = await next();
  if (type === "mutation" && result.ok) startMailDelivery(ctx.db, ctx.config);
  return result;
});

const procedure = t.procedure.use(everyCall);
export const publicProcedure = procedure;

export const authedProcedure = procedure.use(({ ctx, next }) => {
  if (!ctx.user || !ctx.session || !ctx.caller) throw new TRPCError({ code: "UNAUTHORIZED", message: m["error.notAuthenticated"]() });
  return next({ ctx: { ...ctx, user: ctx.user, session: ctx.session, caller: ctx.caller } });
});

/** Staff: super_admin or organization. */
export const staffProcedure = authedProcedure.use(({ ctx, next }) => {
  if (ctx.role !== "super_admin" && ctx.role !== "organization") {
    throw new TRPCError({ code: "FORBIDDEN", message: m["error.forbidden"]() });
  }
  return next({ ctx: { ...ctx, role: ctx.role } });
});

/**
 * A teacher a super admin confirmed (issue 31; the role comes from teacher_accounts, server/auth/caller.ts).
 * A teacher who is waiting, a staff member or anyone else is refused: only a confirmed teacher sees children.
 */
export const teacherProcedure = authedProcedure.use(({ ctx, next }) => {
  if (ctx.role !== "teacher") throw new TRPCError({ code: "FORBIDDEN", message: m["classes.teacherOnly"]() });
  return next({ ctx: { ...ctx, role: ctx.role } });
});
