/**
 * Users (super_admin): switching a role between organization, super_admin and none (a member again), and editing a user's name,
 * e-mail (unique regardless of case; users.email and profiles.email change together) and organization.
 * The last super admin cannot be demoted, so the installation always keeps one.
 */
import { inTransaction } from "../transaction";
import { TRPCError } from "@trpc/server";
import type { DB } from "../../../db/open";
import type { StaffRole as Role } from "../../../db/types";
import { m, pickMessage } from "../../../admin-modules/domain/i18n";
import { isUniqueViolation } from "../../../db/errors";
import { notFound } from "../access";
import { forgetEmailProof } from "../../services/email-verification";
import { recordAudit } from "../audit";
import { sessionMemoFor } from "../../services/session-memo";

/** `actorId`: the super admin making the change (the audit log names them). */
export async function setUserRole(db: DB, input: { userId: number; role: Role | "none" }, actorId: number) {
  const result = await inTransaction(db, async (trx) => {
    const target = await trx.selectFrom("admin_users").select(["user_id", "role"]).where("user_id", "=", input.userId).executeTakeFirst();
    if (!target) throw notFound();
    if (target.role === "super_admin" && input.role !== "super_admin") {
      const admins = await trx
        .selectFrom("user_roles")
        .select((eb) => eb.fn.count<number>("user_id").distinct().as("n"))
        .where("role", "=", "super_admin")
        .executeTakeFirstOrThrow();
      if (Number(admins.n) <= 1) throw new TRPCError({ code: "BAD_REQUEST", message: m["admin.users.lastSuperAdmin"]() });
    }
    await trx.deleteFrom("user_roles").where("user_id", "=", input.userId).execute();
    if (input.role !== "none") await trx.insertInto("user_roles").values({ user_id: input.userId, role: input.role }).execute();
    const role = input.role === "none" ? null : input.role;
    await recordAudit(trx, { actor: actorId, module: "users", rowId: input.userId, action: "setRole", before: { role: target.role }, after: { role } });
    const message = role
      ? m["admin.users.roleUpdated"]({
          role: pickMessage(`admin.role.${role}`, {
            "admin.role.super_admin": m["admin.role.super_admin"],
            "admin.role.organization": m["admin.role.organization"],
            "admin.role.none": m["admin.role.none"],
          }),
        })
      : m["admin.users.roleRemoved"]();
    return { userId: input.userId, role, message };
  });
  // Their kept answers show the old role: never served again (the stamp moved), and gone from memory now.
  sessionMemoFor(db).forgetUser(input.userId);
  return result;
}

export interface UserDetails {
  userId: number;
  full_name?: string;
  email?: string;
  organization_name?: string | null;
}

export async function updateUser(db: DB, input: UserDetails, actorId: number) {
  try {
    return await inTransaction(db, async (trx) => {
      const target = await trx.selectFrom("users").select(["id", "email"]).where("id", "=", input.userId).executeTakeFirst();
      if (!target) throw notFound();
      const before = await trx
        .selectFrom("profiles")
        .select(["full_name", "email", "organization_name"])
        .where("user_id", "=", input.userId)
        .executeTakeFirst();
      const now = new Date().toISOString();
      if (input.email !== undefined) {
        const taken = await trx
          .selectFrom("users")
          .select("id")
          .where((eb) => eb(eb.fn("lower", ["email"]), "=", input.email!.toLowerCase()))
          .where("id", "<>", input.userId)
          .executeTakeFirst();
        if (taken) throw new TRPCError({ code: "CONFLICT", message: m["error.emailTaken"]() });
        await trx.updateTable("users").set({ email: input.email }).where("id", "=", input.userId).execute();
        // A new address is not proved by the old one's proof (issue #26): its owner verifies it again.
        if (input.email.trim().toLowerCase() !== target.email.trim().toLowerCase()) await forgetEmailProof(trx, input.userId);
      }
      const profile: Record<string, string | null> = {};
      if (input.full_name !== undefined) profile.full_name = input.full_name;
      if (input.email !== undefined) profile.email = input.email;
      if (input.organization_name !== undefined) profile.organization_name = input.organization_name || null;
      await trx
        .updateTable("profiles")
        .set({ ...profile, updated_at: now })
        .where("user_id", "=", input.userId)
        .execute();
      const after = await trx.selectFrom("profiles").select(["full_name", "email", "organization_name"]).where("user_id", "=", input.userId).executeTakeFirst();
      await recordAudit(trx, { actor: actorId, module: "users", rowId: input.userId, action: "editUser", before, after });
      return { userId: input.userId, message: m["admin.users.detailsUpdated"]() };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new TRPCError({ code: "CONFLICT", message: m["error.emailTaken"]() });
    throw error;
  }
}
