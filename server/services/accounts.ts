/** Creating users and their profiles; shared by sign-up, first-admin setup and the CLI. */
import { TRPCError } from "@trpc/server";
import { isUniqueViolation } from "../../db/errors";
import type { DB } from "../../db/open";
import type { AgeRange, StaffRole as Role } from "../../db/types";
import { m } from "../../admin-modules/domain/i18n";
import { hashPassword } from "../auth/password";
import { recordConsentRequest } from "./parental-consent";

export interface NewAccount {
  email: string;
  password: string;
  /** Optional and private (staff accounts, older accounts); sign-up asks none. */
  fullName?: string | null;
  /** The public name; "member_<id>" when not given. */
  username?: string | null;
  ageRange?: AgeRange | null;
  /** Set for a child below the consent age: a consent request is recorded with the account. */
  parentEmail?: string | null;
  role?: Role | null;
  organizationName?: string | null;
}

function isUsernameTaken(error: unknown): boolean {
  return isUniqueViolation(error) && /profiles_username_unique|profiles\.username/.test((error as Error).message);
}

/** Creates the user, the profile and the optional role in one transaction. */
export async function createAccount(db: DB, account: NewAccount): Promise<number> {
  const email = account.email.trim();
  const passwordHash = await hashPassword(account.password);
  try {
    return await db.transaction().execute(async (trx) => {
      const user = await trx.insertInto("users").values({ email, password_hash: passwordHash }).returning("id").executeTakeFirstOrThrow();
      await trx
        .insertInto("profiles")
        .values({
          user_id: user.id,
          username: account.username?.trim() || null,
          full_name: account.fullName?.trim() || null,
          age_range: account.ageRange ?? null,
          email,
          organization_name: account.organizationName ?? null,
        })
        .execute();
      if (account.parentEmail) await recordConsentRequest(trx, user.id, account.parentEmail);
      if (account.role) await trx.insertInto("user_roles").values({ user_id: user.id, role: account.role }).execute();
      return user.id;
    });
  } catch (error) {
    if (isUsernameTaken(error)) throw new TRPCError({ code: "CONFLICT", message: m["safety.username.taken"]() });
    if (isUniqueViolation(error)) throw new TRPCError({ code: "CONFLICT", message: m["error.emailTaken"]() });
    throw error;
  }
}

export async function findUserByEmail(db: DB, email: string) {
  return db
    .selectFrom("users")
    .select(["id", "email", "password_hash"])
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", email.trim().toLowerCase()))
    .executeTakeFirst();
}

export async function anyAccountExists(db: DB): Promise<boolean> {
  return Boolean(await db.selectFrom("users").select("id").limit(1).executeTakeFirst());
}

export async function superAdminExists(db: DB): Promise<boolean> {
  const row = await db.selectFrom("user_roles").select("id").where("role", "=", "super_admin").limit(1).executeTakeFirst();
  return Boolean(row);
}
