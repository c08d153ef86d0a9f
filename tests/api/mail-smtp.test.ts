/**
 * With SMTP_URL set, a password-reset e-mail goes out over real SMTP (a local smtp-server on 127.0.0.1
 * stands in for the NGO's mail relay) and nothing is filed in the outbox. When the relay is down, the
 * visitor still gets the same neutral answer and the log names neither the token nor the address.
 */
import { captureLogs } from "../support/logs";
import fs from "node:fs";
import { type RelayedMail, type SmtpRelay, startSmtpRelay } from "../support/smtp-relay";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestEnv, type TestEnv } from "../support/api";
import { resetRateLimits } from "../../server/auth/rate-limit";
import { outboxDir } from "../../server/services/mail";
import { passwordResetsSettled } from "../../server/services/password-reset";

type Received = RelayedMail;

let env: TestEnv;
let relay: SmtpRelay;
const received: Received[] = [];

beforeAll(async () => {
  env = await createTestEnv();
  relay = await startSmtpRelay((mail) => {
    received.push(mail);
  });
});

afterAll(async () => {
  await relay.close();
  await env.cleanup();
});

async function askForReset(email: string, ip: string) {
  await resetRateLimits(env.db);
  const { api } = await env.caller({ ip });
  expect(await api.auth.requestPasswordReset({ email })).toEqual({ ok: true });
  await passwordResetsSettled();
}

describe("password-reset e-mail over SMTP", () => {
  it("reaches the relay with the link, from MAIL_FROM to the account's address, and files nothing", async () => {
    const user = await env.userCaller({ email: "smtp-parent@example.org" });
    expect(user.userId).toBeGreaterThan(0);
    env.config.smtpUrl = `smtp://127.0.0.1:${relay.port}`;
    try {
      await askForReset("smtp-parent@example.org", "10.1.1.1");
    } finally {
      env.config.smtpUrl = null;
    }
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail.to).toEqual(["smtp-parent@example.org"]);
    expect(mail.from).toBe(/<?([^<>\s]+@[^<>\s]+)>?$/.exec(env.config.mailFrom)![1]);
    const body = mail.data.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    expect(body).toMatch(/^Subject: .+/m);
    expect(body).toMatch(/http:\/\/127\.0\.0\.1:3999\/reset-password\?token=[a-z0-9]{20,}/);
    expect(fs.existsSync(outboxDir(env.config)) ? fs.readdirSync(outboxDir(env.config)) : []).toEqual([]);
  });

  it("a relay that is down leaves the same neutral answer and a log line without the token", async () => {
    await env.userCaller({ email: "smtp-down@example.org" });
    env.config.smtpUrl = "smtp://127.0.0.1:1"; // nothing listens on port 1
    const logs = captureLogs();
    const lines = logs.lines;
    try {
      await askForReset("smtp-down@example.org", "10.1.1.2");
    } finally {
      logs.restore();
      env.config.smtpUrl = null;
    }
    expect(lines.join("\n")).toMatch(/could not be sent/);
    expect(lines.join("\n")).not.toContain("smtp-down@example.org");
    for (const line of lines) expect(line).not.toMatch(/reset-password\?token=/);
  });
});
