/**
 * Sessions after Lucia's guide: a random token in the cookie, only its SHA-256 in the database,
 * 30 days of life, extended when used with fewer than 15 days left.
 */
import { sha256 } from "@oslojs/crypto/sha2";
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from "@oslojs/encoding";
import type { DB } from "../../db/open";

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
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
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

/** `renewed` says the expiry moved, so the cookie must be sent again; otherwise it is left alone. */
export type SessionValidation = { session: Session; user: SessionUser; renewed: boolean } | { session: null; user: null; renewed: false };

export async function validateSessionToken(db: DB, token: string): Promise<SessionValidation> {
  const id = hashToken(token);
  const row = await db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .select(["sessions.id", "sessions.user_id", "sessions.expires_at", "users.email"])
    .where("sessions.id", "=", id)
    .executeTakeFirst();
  if (!row) return { session: null, user: null, renewed: false };
  const session: Session = { id: row.id, userId: row.user_id, expiresAt: new Date(row.expires_at) };
  const now = Date.now();
  if (now >= session.expiresAt.getTime()) {
    await db.deleteFrom("sessions").where("id", "=", id).execute();
    return { session: null, user: null, renewed: false };
  }
  const renewed = now >= session.expiresAt.getTime() - SESSION_RENEW_BEFORE_MS;
  if (renewed) {
    session.expiresAt = new Date(now + SESSION_LIFETIME_MS);
    await db.updateTable("sessions").set({ expires_at: session.expiresAt.toISOString() }).where("id", "=", id).execute();
  }
  return { session, user: { id: row.user_id, email: row.email }, renewed };
}

export async function invalidateSession(db: DB, sessionId: string): Promise<void> {
  await db.deleteFrom("sessions").where("id", "=", sessionId).execute();
}

/** Ends every session of a user except, optionally, the one in use. */
export async function invalidateUserSessions(db: DB, userId: number, keepSessionId?: string): Promise<void> {
  let query = db.deleteFrom("sessions").where("user_id", "=", userId);
  if (keepSessionId) query = query.where("id", "!=", keepSessionId);
  await query.execute();
}
