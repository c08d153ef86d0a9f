/**
 * Account security: changing a password, and resetting it by e-mailed one-time link. Real router, real
 * SQLite; without SMTP_URL the e-mail lands in <data folder>/outbox, where the test reads the link.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestEnv, errorOf, type TestEnv } from "../support/api";
import { type CapturedLogs, captureLogs } from "../support/logs";
import { LIMITS, resetRateLimits } from "../../server/auth/rate-limit";
import { hashToken } from "../../server/auth/session";
import { outboxDir } from "../../server/services/mail";
import { PASSWORD_RESET_LIFETIME_MS, passwordResetsSettled } from "../../server/services/password-reset";

let env: TestEnv;
let logs: CapturedLogs;

beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.cleanup());

beforeEach(async () => {
  await resetRateLimits(env.db);
  // Everything the server logs, at every level, is captured, so a test can prove no token reaches it.
  logs = captureLogs();
});
afterEach(() => logs.restore());

function outboxFiles(): string[] {
  const dir = outboxDir(env.config);
  return fs.existsSync(dir) ? fs.readdirSync(dir).map((name) => path.join(dir, name)) : [];
}

/** Asks for a reset and returns the token from the e-mail that was filed for this address. */
async function requestToken(email: string, ip = "10.0.0.1"): Promise<string> {
  const before = new Set(outboxFiles());
  const { api } = await env.caller({ ip });
  expect(await api.auth.requestPasswordReset({ email })).toEqual({ ok: true });
  await passwordResetsSettled();
  const added = outboxFiles().filter((file) => !before.has(file));
  expect(added).toHaveLength(1);
  const message = fs.readFileSync(added[0], "utf8");
  expect(message).toContain(`To: ${email}`);
  // The body is quoted-printable: undo soft line breaks and =XX escapes before reading the link.
  const body = message.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const match = /\/reset-password\?token=([a-z0-9]+)/.exec(body);
  expect(match).not.toBeNull();
  return match![1];
}

async function sessionUser(token: string) {
  const { api } = await env.caller({ token });
  return (await api.auth.session()).user;
}

async function signInToken(email: string, password: string): Promise<string> {
  const { api, jar } = await env.caller({ ip: "10.9.9.9" });
  await api.auth.signIn({ email, password });
  return jar.get("session")!;
}

describe("change password", () => {
  it("refuses a wrong current password and changes nothing", async () => {
    const me = await env.userCaller({ email: "wrong-current@example.org" });
    const error = await errorOf(me.api.auth.changePassword({ currentPassword: "not-my-password", newPassword: "brand-new-1" }));
    expect(error.code).toBe("BAD_REQUEST");
    expect(error.message).toBe("Your current password is not correct.");
    expect(await signInToken("wrong-current@example.org", "secret-password")).toBeTruthy();
  });

  it("refuses anonymous callers and a new password under 6 characters", async () => {
    const { api } = await env.caller();
    expect((await errorOf(api.auth.changePassword({ currentPassword: "secret-password", newPassword: "abcdef" }))).code).toBe("UNAUTHORIZED");
    const me = await env.userCaller();
    const short = await errorOf(me.api.auth.changePassword({ currentPassword: "secret-password", newPassword: "12345" }));
    expect(short.code).toBe("BAD_REQUEST");
    expect(short.message).toContain("Password must be at least 6 characters.");
  });

  it("ends every other session, keeps the current one, and the new password signs in", async () => {
    const me = await env.userCaller({ email: "changer@example.org" });
    const current = me.jar.get("session")!;
    const other1 = await signInToken("changer@example.org", "secret-password");
    const other2 = await signInToken("changer@example.org", "secret-password");
    const stranger = await env.userCaller();
    expect(await sessionUser(other1)).not.toBeNull();

    await me.api.auth.changePassword({ currentPassword: "secret-password", newPassword: "a-better-one" });

    expect((await me.api.auth.session()).user?.email).toBe("changer@example.org");
    expect(me.jar.get("session")).toBe(current);
    expect(await sessionUser(other1)).toBeNull();
    expect(await sessionUser(other2)).toBeNull();
    expect((await stranger.api.auth.session()).user).not.toBeNull();
    const old = await errorOf(signInToken("changer@example.org", "secret-password"));
    expect(old.code).toBe("UNAUTHORIZED");
    expect(await signInToken("changer@example.org", "a-better-one")).toBeTruthy();
  });
});

describe("password reset", () => {
  it("answers an unknown e-mail exactly like a known one, and files nothing for it", async () => {
    await env.userCaller({ email: "known@example.org" });
    const before = outboxFiles().length;
    const tokensBefore = await env.db.selectFrom("one_time_tokens").select("token_hash").execute();
    const { api } = await env.caller({ ip: "10.0.0.2" });
    const unknown = await api.auth.requestPasswordReset({ email: "nobody-here@example.org" });
    const known = await api.auth.requestPasswordReset({ email: "known@example.org" });
    await passwordResetsSettled();
    expect(unknown).toEqual(known);
    expect(outboxFiles().length).toBe(before + 1);
    const tokensAfter = await env.db.selectFrom("one_time_tokens").select("token_hash").execute();
    expect(tokensAfter.length).toBe(tokensBefore.length + 1);
  });

  it("stores only the hash, for one hour; the token works once and ends every session", async () => {
    const me = await env.userCaller({ email: "forgetful@example.org" });
    const other = await signInToken("forgetful@example.org", "secret-password");
    const started = Date.now();
    const token = await requestToken("forgetful@example.org");

    const row = await env.db.selectFrom("one_time_tokens").selectAll().where("token_hash", "=", hashToken(token)).executeTakeFirstOrThrow();
    expect(row.purpose).toBe("password_reset");
    expect(row.user_id).toBe(me.userId);
    const life = Date.parse(row.expires_at) - started;
    expect(life).toBeGreaterThan(PASSWORD_RESET_LIFETIME_MS - 60_000);
    expect(life).toBeLessThanOrEqual(PASSWORD_RESET_LIFETIME_MS + 1000);
    expect(await env.db.selectFrom("one_time_tokens").select("token_hash").where("token_hash", "=", token).executeTakeFirst()).toBeUndefined();

    const { api } = await env.caller();
    expect(await api.auth.passwordResetStatus({ token })).toEqual({ valid: true });
    await api.auth.resetPassword({ token, newPassword: "fresh-start" });

    expect((await me.api.auth.session()).user).toBeNull();
    expect(await sessionUser(other)).toBeNull();
    expect(await api.auth.passwordResetStatus({ token })).toEqual({ valid: false });
    const again = await errorOf(api.auth.resetPassword({ token, newPassword: "second-try" }));
    expect(again.code).toBe("BAD_REQUEST");
    expect(again.message).toBe("This reset link is invalid, used or expired. Please ask for a new one.");
    expect((await errorOf(signInToken("forgetful@example.org", "secret-password"))).code).toBe("UNAUTHORIZED");
    expect(await signInToken("forgetful@example.org", "fresh-start")).toBeTruthy();
  });

  it("refuses an expired token, and an older link once a newer one has been used", async () => {
    await env.userCaller({ email: "slow@example.org" });
    const expired = await requestToken("slow@example.org");
    await env.db
      .updateTable("one_time_tokens")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("token_hash", "=", hashToken(expired))
      .execute();
    const { api } = await env.caller();
    expect((await errorOf(api.auth.resetPassword({ token: expired, newPassword: "too-late-1" }))).code).toBe("BAD_REQUEST");
    expect((await errorOf(api.auth.resetPassword({ token: "made-up-token", newPassword: "too-late-1" }))).code).toBe("BAD_REQUEST");

    const older = await requestToken("slow@example.org");
    const newer = await requestToken("slow@example.org");
    await api.auth.resetPassword({ token: newer, newPassword: "on-time-1" });
    expect((await errorOf(api.auth.resetPassword({ token: older, newPassword: "on-time-2" }))).code).toBe("BAD_REQUEST");
    expect(await signInToken("slow@example.org", "on-time-1")).toBeTruthy();
  });

  it("never writes the token or the link to the log", async () => {
    await env.userCaller({ email: "private@example.org" });
    const token = await requestToken("private@example.org");
    const { api } = await env.caller();
    await api.auth.resetPassword({ token, newPassword: "quiet-one" });
    await errorOf(api.auth.resetPassword({ token, newPassword: "quiet-two" }));
    const output = logs.text();
    expect(output).toContain("a password reset e-mail was prepared");
    expect(output).not.toContain(token);
    expect(output).not.toContain("reset-password?token");
    expect(output).not.toContain("private@example.org");
  });

  it("files the e-mail readable by the server's user only", async () => {
    await env.userCaller({ email: "mode@example.org" });
    await requestToken("mode@example.org");
    const newest = outboxFiles().sort().at(-1)!;
    expect(fs.statSync(newest).mode & 0o777).toBe(0o600);
  });

  it("limits requests per address and per e-mail without telling which", async () => {
    await env.userCaller({ email: "flooded@example.org" });
    const { api } = await env.caller({ ip: "10.0.0.50" });
    for (let i = 0; i < LIMITS.passwordResetPerAddress.max; i += 1) await api.auth.requestPasswordReset({ email: `someone${i}@example.org` });
    const limited = await errorOf(api.auth.requestPasswordReset({ email: "flooded@example.org" }));
    expect(limited.code).toBe("TOO_MANY_REQUESTS");

    const before = outboxFiles().length;
    for (let i = 0; i < 7; i += 1) {
      const other = await env.caller({ ip: `10.1.0.${i}` });
      expect(await other.api.auth.requestPasswordReset({ email: "flooded@example.org" })).toEqual({ ok: true });
    }
    await passwordResetsSettled();
    expect(outboxFiles().length).toBe(before + LIMITS.passwordResetPerEmail.max);
  });
});
