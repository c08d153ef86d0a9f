/**
 * Per-call context: who is calling (from the session cookie) and how to answer with cookies.
 * Built from an Express request in app.ts, or directly in tests through createCaller.
 */
import type { DB } from "../db/open";
import type { Role } from "../db/types";
import { type Config, isHttps } from "./config";
import { SESSION_COOKIE, type Session, type SessionUser, validateSessionToken } from "./auth/session";
import { loadRole } from "./auth/roles";

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
  /** The caller's address, for rate limits; never stored with content. */
  ip: string;
  cookies: CookieJar;
  setSessionCookie(token: string, expiresAt: Date): void;
  clearSessionCookie(): void;
}

export async function createContext(input: { db: DB; config: Config; ip: string; cookies: CookieJar }): Promise<Context> {
  const { db, config, cookies } = input;
  const token = cookies.get(SESSION_COOKIE);
  let user: SessionUser | null = null;
  let session: Session | null = null;
  let role: Role | null = null;
  if (token && token.length <= 64) {
    const result = await validateSessionToken(db, token);
    if (result.session) {
      user = result.user;
      session = result.session;
      // The role is read on every request, so a demoted staff member loses access at once.
      role = await loadRole(db, user.id);
      // Only a renewed session sends its cookie again. Re-sending it on every answer would let a
      // late answer bring back a cookie the browser has just dropped (sign-out in another tab).
      if (result.renewed) cookies.set(SESSION_COOKIE, token, cookieOptions(config, session.expiresAt));
    } else {
      cookies.clear(SESSION_COOKIE);
    }
  }
  return {
    db,
    config,
    user,
    session,
    role,
    ip: input.ip,
    cookies,
    setSessionCookie: (value, expiresAt) => cookies.set(SESSION_COOKIE, value, cookieOptions(config, expiresAt)),
    clearSessionCookie: () => cookies.clear(SESSION_COOKIE),
  };
}

function cookieOptions(config: Config, expires: Date) {
  return { expires, httpOnly: true, secure: isHttps(config), sameSite: "lax" as const, path: "/" };
}
