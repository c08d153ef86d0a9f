/**
 * Per-call context: who is calling (from the session cookie) and how to answer with cookies.
 * Built from an Express request in app.ts, or directly in tests through createCaller.
 */
import type { DB } from "../db/open";
import type { Role } from "../db/types";
import { type Config, isHttps } from "./config";
import { SESSION_COOKIE, type Session, type SessionUser } from "./auth/session";
import { type Caller, resolveCaller } from "./auth/caller";

/** The transport side of a call: reading the caller's cookie and writing ours. */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, options: { expires: Date; httpOnly: boolean; secure: boolean; sameSite: "lax"; path: string }): void;
  clear(name: string): void;
}

export interface Context {
  db: DB;
  config: Config;
  user: SessionUser | null;
  session: Session | null;
  role: Role | null;
  /** Everything the request's one session statement read (server/auth/caller.ts): profile, consent, kept answers' stamp. */
  caller: Caller | null;
  /** The caller's address, for rate limits; never stored with content. */
  ip: string;
  cookies: CookieJar;
  setSessionCookie(token: string, expiresAt: Date): void;
  clearSessionCookie(): void;
}

/** A cookie value that can be a session token (longer ones are not even looked up). */
export const sessionTokenOf = (value: string | undefined): string | null => (value && value.length <= 64 ? value : null);

/**
 * `caller`: the request's caller when it was already read for this request (server/http/request-caller.ts),
 * so the session statement runs once per request; otherwise it is read here from the cookie.
 */
export async function createContext(input: { db: DB; config: Config; ip: string; cookies: CookieJar; caller?: Promise<Caller | null> }): Promise<Context> {
  const { db, config, cookies } = input;
  const token = cookies.get(SESSION_COOKIE);
  // The role, the consent and the account are read at every request, so a demoted staff member or a
  // withdrawn consent counts at once.
  const caller = input.caller ? await input.caller : sessionTokenOf(token) ? await resolveCaller(db, token!) : null;
  if (caller) {
    // Only a renewed session sends its cookie again. Re-sending it on every answer would let a late
    // answer bring back a cookie the browser has just dropped (sign-out in another tab).
    if (caller.renewed) cookies.set(SESSION_COOKIE, token!, cookieOptions(config, caller.session.expiresAt));
  } else if (sessionTokenOf(token)) {
    cookies.clear(SESSION_COOKIE);
  }
  return {
    db,
    config,
    user: caller?.user ?? null,
    session: caller?.session ?? null,
    role: caller?.role ?? null,
    caller,
    ip: input.ip,
    cookies,
    setSessionCookie: (value, expiresAt) => cookies.set(SESSION_COOKIE, value, cookieOptions(config, expiresAt)),
    clearSessionCookie: () => cookies.clear(SESSION_COOKIE),
  };
}

function cookieOptions(config: Config, expires: Date) {
  return { expires, httpOnly: true, secure: isHttps(config), sameSite: "lax" as const, path: "/" };
}
