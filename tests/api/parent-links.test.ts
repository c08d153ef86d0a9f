/**
 * Issue #26, finding 4: anyone who knows a parent's e-mail could break the parent's working link by asking
 * for a new one (parent.requestLink replaced the only token). Now a request adds a link and leaves the
 * working ones alone; the parent's page lists every working link and stops any of them, and only links of
 * the same child. Real router, real SQLite, the e-mails from the outbox.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parentEmailsSettled } from "../../server/services/parental-consent";
import { sweepExpired } from "../../server/services/sweep";
import { createTestEnv, errorOf, type TestEnv } from "../support/api";
import { linkToken, mailsTo } from "../support/outbox";
import { uniqueUsername } from "../support/unique-username";

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.cleanup());

/** A child below the consent age whose parent has agreed; answers the parent's e-mail and first link. */
async function agreedChild() {
  const username = uniqueUsername("kid_");
  const parentEmail = `parent.${username}@guardians.example.net`;
  await (await env.caller()).api.auth.signUp({ username, email: `${username}@example.org`, password: "kid-password", ageRange: "under_13", parentEmail });
  await parentEmailsSettled();
  const token = linkToken(mailsTo(env.config, parentEmail)[0]!, "/parent");
  await (await env.caller()).api.parent.decide({ token, decision: "agree" });
  return { parentEmail, token };
}

describe("a parent's links", () => {
  it("asking for a new link (anyone can, with the parent's e-mail) adds one and leaves the working link alone", async () => {
    const { parentEmail, token } = await agreedChild();
    const stranger = await env.caller({ ip: "198.51.100.7" });
    expect(await stranger.api.parent.requestLink({ email: parentEmail })).toEqual({ ok: true });
    await parentEmailsSettled();
    const mails = mailsTo(env.config, parentEmail);
    expect(mails).toHaveLength(2);
    const second = linkToken(mails[1]!, "/parent");

    const parent = await env.caller();
    const view = await parent.api.parent.view({ token });
    expect(view.consent.status).toBe("granted");
    expect((await parent.api.parent.view({ token: second })).consent.status).toBe("granted");
    expect(view.links).toHaveLength(2);
    expect(view.links.filter((l) => l.current)).toHaveLength(1);
    expect(view.links.every((l) => new Date(l.expiresAt) > new Date())).toBe(true);
  });

  it("the parent stops another link from the page; this one keeps working; stopping this one ends it", async () => {
    const { parentEmail, token } = await agreedChild();
    await (await env.caller()).api.parent.requestLink({ email: parentEmail });
    await parentEmailsSettled();
    const unwanted = linkToken(mailsTo(env.config, parentEmail).at(-1)!, "/parent");
    const parent = await env.caller();
    const other = (await parent.api.parent.view({ token })).links.find((l) => !l.current)!;

    expect(await parent.api.parent.revoke({ token, linkId: other.id })).toEqual({ ok: true, current: false });
    expect((await errorOf(parent.api.parent.view({ token: unwanted }))).code).toBe("NOT_FOUND");
    const after = await parent.api.parent.view({ token });
    expect(after.links.map((l) => l.current)).toEqual([true]);

    expect(await parent.api.parent.revoke({ token })).toEqual({ ok: true, current: true });
    expect((await errorOf(parent.api.parent.view({ token }))).code).toBe("NOT_FOUND");
  });

  it("a link of another child cannot be stopped (or seen) through this child's page", async () => {
    const mine = await agreedChild();
    const theirs = await agreedChild();
    const parent = await env.caller();
    const theirLink = (await parent.api.parent.view({ token: theirs.token })).links[0]!;
    expect((await parent.api.parent.view({ token: mine.token })).links.map((l) => l.id)).not.toContain(theirLink.id);
    const refused = await errorOf(parent.api.parent.revoke({ token: mine.token, linkId: theirLink.id }));
    expect([refused.code, refused.message]).toEqual(["NOT_FOUND", "That link is not working any more."]);
    expect((await parent.api.parent.view({ token: theirs.token })).consent.status).toBe("granted");
  });

  it("expired links stop working and the sweep removes them", async () => {
    const { token } = await agreedChild();
    await env.db
      .updateTable("parent_links")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect((await errorOf((await env.caller()).api.parent.view({ token }))).code).toBe("NOT_FOUND");
    await sweepExpired(env.db);
    expect(await env.db.selectFrom("parent_links").select("id").execute()).toEqual([]);
  });
});
