/**
 * Issue #26, finding 2: nothing is linked to an account by an e-mail address until the account has proved
 * it. A parent registers two children for an event while signed out with perera.family@example.org; a new
 * account with that address (nobody proved it) sees none of it in "Download my data", cancels nothing with
 * "Delete my account", and a parent's view of a child with that address shows none of it. Once the address
 * is proved (the sign-up link, or a used password-reset link), the same data is the account's.
 * Real router, real SQLite, real e-mails in the outbox.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMigrator } from "../../db/migrate";
import { openDatabase } from "../../db/open";
import { createAccount } from "../../server/services/accounts";
import { emailVerificationsSettled } from "../../server/services/email-verification";
import { parentEmailsSettled } from "../../server/services/parental-consent";
import { passwordResetsSettled } from "../../server/services/password-reset";
import { runWithLocale } from "../../server/http/locale";
import { createTestEnv, errorOf, type TestEnv } from "../support/api";
import { linkToken, mailsTo } from "../support/outbox";
import { uniqueUsername } from "../support/unique-username";
import { eventValues, futureDate, insertRow } from "./admin-helpers";

const PASSWORD = "family-password";
let env: TestEnv;

beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.cleanup());

/** A fresh upcoming event, and the parent's two children registered for it while signed out with `address`. */
async function familyRegistered(address: string) {
  const eventId = await insertRow(env, "events", eventValues(null, { capacity: 30, event_date: futureDate(20) }));
  const parent = await env.caller({ ip: "192.0.2.61" });
  for (const [name, age] of [
    ["Nimal Perera", 9],
    ["Kamala Perera", 11],
  ] as const) {
    await parent.api.public.events.register({ eventId, name, age, guardianName: "Sunil Perera", consent: true, email: address, notes: "peanut allergy" });
  }
  return eventId;
}

const places = async (eventId: number) =>
  (await env.db.selectFrom("events").select("registered_count").where("id", "=", eventId).executeTakeFirstOrThrow()).registered_count;
const registrationsWith = async (address: string) =>
  (await env.db.selectFrom("event_registrations").select("name").where("email", "=", address).orderBy("id").execute()).map((r) => r.name);

/** Signs up an adult with the address and signs them in. */
async function adultSignUp(address: string) {
  const visitor = await env.caller();
  const answer = await visitor.api.auth.signUp({ username: uniqueUsername("acct_"), email: address, password: PASSWORD, ageRange: "18_plus" });
  expect(answer).toEqual({ ok: true, waitingForParent: false, verificationSent: true });
  await visitor.api.auth.signIn({ email: address, password: PASSWORD });
  await emailVerificationsSettled();
  return visitor;
}

describe("an address nobody has proved claims nothing", () => {
  it("export and delete: a new unverified account with the family's address gets none of the children and cancels none of their places", async () => {
    const address = "perera.family@example.org";
    const eventId = await familyRegistered(address);
    expect(await places(eventId)).toBe(2);

    const stranger = await adultSignUp(address);
    expect((await stranger.api.auth.session()).user).toMatchObject({ email: address, emailVerified: false });
    const data = await stranger.api.account.exportData();
    expect(data.eventRegistrations).toEqual([]);
    expect(JSON.stringify(data)).not.toMatch(/Nimal|Kamala|peanut|Sunil/);

    expect(await stranger.api.account.deleteAccount({ password: PASSWORD })).toEqual({ ok: true });
    expect(await registrationsWith(address)).toEqual(["Nimal Perera", "Kamala Perera"]);
    expect(await places(eventId)).toBe(2);
  });

  it("becomes the account's only once the address is proved with the e-mailed link", async () => {
    const address = "de.silva.family@example.org";
    const eventId = await familyRegistered(address);
    const owner = await adultSignUp(address);
    expect((await owner.api.account.exportData()).eventRegistrations).toEqual([]);

    const mails = mailsTo(env.config, address);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain("Subject: Please confirm your e-mail address for");
    const token = linkToken(mails[0]!, "/verify-email");
    // The link is checked, used by a button (any browser, signed in or not), and works once.
    const elsewhere = await env.caller();
    expect(await elsewhere.api.auth.emailVerificationStatus({ token })).toEqual({ valid: true });
    expect(await elsewhere.api.auth.verifyEmail({ token })).toEqual({ ok: true });
    expect((await errorOf(elsewhere.api.auth.verifyEmail({ token }))).code).toBe("BAD_REQUEST");
    expect((await owner.api.auth.session()).user).toMatchObject({ emailVerified: true });

    const data = await owner.api.account.exportData();
    expect(data.eventRegistrations.map((r) => [r.name, r.notes])).toEqual([
      ["Nimal Perera", "peanut allergy"],
      ["Kamala Perera", "peanut allergy"],
    ]);
    await owner.api.account.deleteAccount({ password: PASSWORD });
    expect(await registrationsWith(address)).toEqual([]);
    expect(await places(eventId)).toBe(0);
  });

  it("the parent's view of a child with the address shows the family's registrations only after the child proves it (a used reset link)", async () => {
    const address = "fernando.kids@example.org";
    await familyRegistered(address);
    const child = await env.caller();
    const username = uniqueUsername("kid_");
    const parentEmail = `guardian.${username}@example.net`;
    const answer = await child.api.auth.signUp({ username, email: address, password: PASSWORD, ageRange: "13_15", parentEmail });
    // Below the consent age the parent's consent is the child's flow: no link of the child's own.
    expect(answer).toEqual({ ok: true, waitingForParent: true, verificationSent: false });
    await parentEmailsSettled();
    await emailVerificationsSettled();
    expect(mailsTo(env.config, address)).toEqual([]);
    await child.api.auth.signIn({ email: address, password: PASSWORD });
    expect((await errorOf(child.api.auth.resendVerification())).message).toBe(
      "Your parent or guardian looks after your account, so there is no address to confirm.",
    );

    const parentToken = linkToken(mailsTo(env.config, parentEmail)[0]!, "/parent");
    const parent = await env.caller();
    await parent.api.parent.decide({ token: parentToken, decision: "agree" });
    expect((await parent.api.parent.view({ token: parentToken })).registrations).toEqual([]);
    expect((await parent.api.parent.exportData({ token: parentToken })).eventRegistrations).toEqual([]);

    // The child resets the password with the link sent to the address: that proves it.
    await child.api.auth.requestPasswordReset({ email: address });
    await passwordResetsSettled();
    await child.api.auth.resetPassword({ token: linkToken(mailsTo(env.config, address).at(-1)!, "/reset-password"), newPassword: "new-family-password" });
    const view = await parent.api.parent.view({ token: parentToken });
    expect(view.registrations.map((r) => r.status)).toEqual(["pending", "pending"]);
  });

  it("sends the link in the visitor's language, and again on request; a proved account is told so", async () => {
    const address = `sinhala.${uniqueUsername("s")}@example.org`;
    const visitor = await env.caller();
    await runWithLocale("si", () => visitor.api.auth.signUp({ username: uniqueUsername("si_"), email: address, password: PASSWORD, ageRange: "18_plus" }));
    await emailVerificationsSettled();
    const [mail] = mailsTo(env.config, address);
    expect(mail).toContain("/si/verify-email?token=");
    expect(mail).toContain("ඔබේ ඊමේල් ලිපිනය තහවුරු කරන්න");

    await visitor.api.auth.signIn({ email: address, password: PASSWORD });
    expect(await visitor.api.auth.resendVerification()).toEqual({ ok: true });
    await emailVerificationsSettled();
    const again = mailsTo(env.config, address);
    expect(again).toHaveLength(2);
    // Either link works (the first was not broken by the second); after one is used both are gone.
    await visitor.api.auth.verifyEmail({ token: linkToken(again[0]!, "/verify-email") });
    expect(await visitor.api.auth.emailVerificationStatus({ token: linkToken(again[1]!, "/verify-email") })).toEqual({ valid: false });
    expect((await errorOf(visitor.api.auth.resendVerification())).code).toBe("BAD_REQUEST");
  });

  it("a link sent before a super admin changed the address proves nothing, and the change takes the old proof away", async () => {
    const address = `moved.${uniqueUsername("m")}@example.org`;
    const visitor = await adultSignUp(address);
    const oldLink = linkToken(mailsTo(env.config, address)[0]!, "/verify-email");
    const admin = await env.userCaller({ role: "super_admin" });
    const userId = (await env.db.selectFrom("users").select("id").where("email", "=", address).executeTakeFirstOrThrow()).id;
    await admin.api.adminWorkflows.updateUser({ userId, email: `new.${address}` });
    expect((await errorOf(visitor.api.auth.verifyEmail({ token: oldLink }))).code).toBe("BAD_REQUEST");
    expect((await visitor.api.auth.session()).user).toMatchObject({ emailVerified: false });

    await env.db.updateTable("users").set({ email_verified_at: new Date().toISOString() }).where("id", "=", userId).execute();
    await admin.api.adminWorkflows.updateUser({ userId, email: `third.${address}` });
    expect((await env.db.selectFrom("users").select("email_verified_at").where("id", "=", userId).executeTakeFirstOrThrow()).email_verified_at).toBeNull();
  });
});

describe("existing accounts (migration 0014)", () => {
  it("count as unverified unless a used reset link or a consent sent to the same address proved it", async () => {
    const opened = openDatabase(`${env.dir}/before-0014.db`);
    try {
      await createMigrator(opened.db).migrateTo("0013_media_view_marks");
      const user = async (email: string) => {
        await sql`INSERT INTO users (email, password_hash) VALUES (${email}, 'x')`.execute(opened.db);
        return Number((await sql<{ id: number }>`SELECT id FROM users WHERE email = ${email}`.execute(opened.db)).rows[0]!.id);
      };
      const plain = await user("plain@example.org");
      const reset = await user("reset@example.org");
      const unusedReset = await user("unused@example.org");
      const sameAsParent = await user("family@example.org");
      const otherParent = await user("child@example.org");
      const token = (n: number) => n.toString(16).padStart(64, "0");
      await sql`INSERT INTO one_time_tokens (token_hash, purpose, user_id, expires_at, used_at) VALUES
        (${token(1)}, 'password_reset', ${reset}, '2030-01-01T00:00:00.000Z', '2026-01-02T03:04:05.000Z'),
        (${token(2)}, 'password_reset', ${unusedReset}, '2030-01-01T00:00:00.000Z', NULL)`.execute(opened.db);
      await sql`INSERT INTO parental_consents (user_id, parent_email, status, consented_at) VALUES
        (${sameAsParent}, 'FAMILY@example.org', 'granted', '2026-02-03T04:05:06.000Z'),
        (${otherParent}, 'mother@example.org', 'granted', '2026-02-03T04:05:06.000Z')`.execute(opened.db);
      await createMigrator(opened.db).migrateToLatest();
      const rows = await sql<{ id: number; email_verified_at: string | null }>`SELECT id, email_verified_at FROM users ORDER BY id`.execute(opened.db);
      expect(Object.fromEntries(rows.rows.map((r) => [Number(r.id), r.email_verified_at]))).toEqual({
        [plain]: null,
        [reset]: "2026-01-02T03:04:05.000Z",
        [unusedReset]: null,
        [sameAsParent]: "2026-02-03T04:05:06.000Z",
        [otherParent]: null,
      });
    } finally {
      opened.close();
    }
  });

  it("an account made by an operator (create-admin, setup) starts unverified too and proves its address from My Account", async () => {
    const userId = await createAccount(env.db, { email: `staff.${uniqueUsername("o")}@example.org`, password: PASSWORD, role: "organization" });
    expect((await env.db.selectFrom("users").select("email_verified_at").where("id", "=", userId).executeTakeFirstOrThrow()).email_verified_at).toBeNull();
  });
});
