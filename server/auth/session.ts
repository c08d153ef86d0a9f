/**
 * Sessions after Lucia's guide: a random token in the cookie, only its SHA-256 in the database,
 * 30 days of life, extended when used with fewer than 15 days left.
 */
import { createHash } from "node:crypto";
import { encodeBase32LowerCaseNoPadding } from "@oslojs/encoding";
import type { DB } from "../../db/open";
import { sessionMemoFor } from "../services/session-memo";

export const SESSION_COOKIE = "session";
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_RENEW_BEFORE_MS = 15 * 24 * 60 * 60 * 1000;

export interface SessionUser {
  id: number;
  email: string;
}

export interface Session {
  id: string;
  userId: number;
  expiresAt: Date;
}

export function generateSessionToken(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

export function hashToken(token: string): string {
  // Node's native SHA-256 gives the same hex as @oslojs/crypto's, in a tenth of the time: it runs at every
  // signed-in request (issue #34: 5 % of a signed-in page's time in bench:http's CPU profile).
  return createHash("sha256").update(token).digest("hex");
}

export async function createSession(db: DB, token: string, userId: number): Promise<Session> {
  const session: Session = {
    id: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + SESSION_LIFETIME_MS),
  };
  await db.insertInto("sessions").values({ id: session.id, user_id: userId, expires_at: session.expiresAt.toISOString() }).execute();
  return session;
}

/** Ends a session: its row, and the answers this process kept for it (server/services/session-memo.ts). */
export async function invalidateSession(db: DB, sessionId: string): Promise<void> {
  await db.deleteFrom("sessions").where("id", "=", sessionId).execute();
  sessionMemoFor(db).forgetSession(sessionId);
}

/**
 * Ends every session of a user except, optionally, the one in use. Called inside the caller's transaction:
 * after its commit, the caller drops the account's kept answers (sessionMemoFor(db).forgetUser).
 */
export async function invalidateUserSessions(db: DB, userId: number, keepSessionId?: string): Promise<void> {
  let query = db.deleteFrom("sessions").where("user_id", "=", userId);
  if (keepSessionId) query = query.where("id", "!=", keepSessionId);
  await query.execute();
}
