/** Changing one's own password while signed in. */
import { TRPCError } from "@trpc/server";
import type { DB } from "../../db/open";
import { m } from "../../admin-modules/domain/i18n";
import { hashPassword, verifyPassword } from "../auth/password";
import { invalidateUserSessions } from "../auth/session";
import { sessionMemoFor } from "./session-memo";
import { clearSignInAttempts, enforceSignInAttempt } from "../auth/throttle";

export async function changePassword(
  db: DB,
  who: { userId: number; email: string; keepSessionId: string },
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  // Guesses at the current password (say, from a borrowed phone) count like failed sign-ins.
  await enforceSignInAttempt(db, who.email);
  const user = await db.selectFrom("users").select("password_hash").where("id", "=", who.userId).executeTakeFirstOrThrow();
  if (!(await verifyPassword(user.password_hash, input.currentPassword))) {
    throw new TRPCError({ code: "BAD_REQUEST", message: m["account.error.currentPasswordWrong"]() });
  }
  await clearSignInAttempts(db, who.email);
  if (input.currentPassword === input.newPassword) {
    throw new TRPCError({ code: "BAD_REQUEST", message: m["account.error.samePassword"]() });
  }
  const passwordHash = await hashPassword(input.newPassword);
  // The new password and the end of every other session land together, or not at all.
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("users").set({ password_hash: passwordHash }).where("id", "=", who.userId).execute();
    await invalidateUserSessions(trx, who.userId, who.keepSessionId);
  });
  // The ended sessions' kept answers go from memory (this one's were made under the old stamp anyway).
  sessionMemoFor(db).forgetUser(who.userId);
}
