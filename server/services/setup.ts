/** The one-time link that lets the first super admin be created in the browser. */
import { encodeBase32LowerCaseNoPadding } from "@oslojs/encoding";
import type { DB } from "../../db/open";
import { hashToken } from "../auth/session";

export const SETUP_LIFETIME_MS = 24 * 60 * 60 * 1000;

export function randomToken(bytes = 20): string {
  const buffer = new Uint8Array(bytes);
  crypto.getRandomValues(buffer);
  return encodeBase32LowerCaseNoPadding(buffer);
}

export async function createOneTimeToken(db: DB, purpose: "setup" | "password_reset", lifetimeMs: number, userId: number | null = null): Promise<string> {
  const token = randomToken();
  await db
    .insertInto("one_time_tokens")
    .values({
      token_hash: hashToken(token),
      purpose,
      user_id: userId,
      expires_at: new Date(Date.now() + lifetimeMs).toISOString(),
      used_at: null,
    })
    .execute();
  return token;
}

/** Marks the token used in the same statement that checks it, so it works exactly once. */
export async function consumeOneTimeToken(db: DB, purpose: "setup" | "password_reset", token: string): Promise<{ userId: number | null } | null> {
  const now = new Date().toISOString();
  const row = await db
    .updateTable("one_time_tokens")
    .set({ used_at: now })
    .where("token_hash", "=", hashToken(token))
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .returning("user_id")
    .executeTakeFirst();
  return row ? { userId: row.user_id } : null;
}

export async function isOneTimeTokenValid(db: DB, purpose: "setup" | "password_reset", token: string): Promise<boolean> {
  const row = await db
    .selectFrom("one_time_tokens")
    .select("token_hash")
    .where("token_hash", "=", hashToken(token))
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .where("expires_at", ">", new Date().toISOString())
    .executeTakeFirst();
  return Boolean(row);
}
