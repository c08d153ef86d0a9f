import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestEnv, errorOf, type TestEnv } from "../support/api";
import { SESSION_COOKIE } from "../../server/auth/session";

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.cleanup());

async function count(table: "users" | "sessions" | "profiles") {
  const row = await env.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe("accounts", () => {
  it("signs up, then refuses the same e-mail in another case", async () => {
    const { api } = await env.caller();
    await api.auth.signUp({ username: "asha_p", email: "Asha@Example.org", password: "abcdef", ageRange: "18_plus" });
    expect(await count("users")).toBe(1);
    const profile = await env.db.selectFrom("profiles").selectAll().executeTakeFirstOrThrow();
    // Sign-up asks no real name: the username is public, the full name stays empty.
    expect([profile.username, profile.full_name, profile.age_range]).toEqual(["asha_p", null, "18_plus"]);

    const dup = await errorOf(api.auth.signUp({ username: "other_one", email: "asha@EXAMPLE.org", password: "abcdef", ageRange: "18_plus" }));
    expect(dup.code).toBe("CONFLICT");
    expect(dup.message).toBe("An account with this email already exists.");
    expect(await count("users")).toBe(1);
    expect(await count("profiles")).toBe(1);
  });

  it("refuses a short password and a missing name, writing nothing", async () => {
    const { api } = await env.caller();
    const before = await count("users");
    const short = await errorOf(api.auth.signUp({ username: "kid_one", email: "kid@example.org", password: "12345", ageRange: "18_plus" }));
    expect(short.code).toBe("BAD_REQUEST");
    const noName = await errorOf(api.auth.signUp({ username: "  ", email: "kid@example.org", password: "123456", ageRange: "18_plus" }));
    expect(noName.code).toBe("BAD_REQUEST");
    expect(await count("users")).toBe(before);
  });

  it("signs in with a new session cookie, and refuses a wrong password with the same message as an unknown e-mail", async () => {
    const { api, jar } = await env.caller();
    await api.auth.signUp({ username: "ravi", email: "ravi@example.org", password: "correct-horse", ageRange: "18_plus" });
    const wrong = await errorOf(api.auth.signIn({ email: "ravi@example.org", password: "wrong-horse" }));
    const unknown = await errorOf(api.auth.signIn({ email: "nobody@example.org", password: "wrong-horse" }));
    expect(wrong.message).toBe("Invalid email or password.");
    expect(unknown.message).toBe(wrong.message);
    expect(jar.get(SESSION_COOKIE)).toBeUndefined();

    await api.auth.signIn({ email: "RAVI@example.org", password: "correct-horse" });
    const token = jar.get(SESSION_COOKIE);
    expect(token).toMatch(/^[a-z2-7]{32}$/);
    const session = await api.auth.session();
    expect(session.user?.email).toBe("ravi@example.org");
    expect(session.role).toBeNull();
    expect(session.profile?.username).toBe("ravi");
    // Only the hash of the token is stored.
    const stored = await env.db.selectFrom("sessions").select("id").execute();
    expect(stored.map((s) => s.id)).not.toContain(token);
  });

  it("sign-out ends the session for good", async () => {
    const { api, jar } = await env.caller();
    await api.auth.signUp({ username: "mala", email: "mala@example.org", password: "secret1", ageRange: "18_plus" });
    await api.auth.signIn({ email: "mala@example.org", password: "secret1" });
    const token = jar.get(SESSION_COOKIE)!;
    await api.auth.signOut();
    expect(jar.get(SESSION_COOKIE)).toBeUndefined();
    const replay = await env.caller({ token });
    expect((await replay.api.auth.session()).user).toBeNull();
  });

  it("refuses a profile update without a user with 'Not authenticated'", async () => {
    const { api } = await env.caller();
    const error = await errorOf(api.auth.updateProfile({ full_name: "Hacker" }));
    expect(error.code).toBe("UNAUTHORIZED");
    expect(error.message).toBe("Not authenticated");
  });

  it("updates own profile; organization name only for organization users", async () => {
    const child = await env.userCaller({ name: "Child" });
    await child.api.auth.updateProfile({ full_name: "Nimal", phone: "0771234567" });
    const me = await child.api.auth.session();
    expect(me.profile?.full_name).toBe("Nimal");
    expect(me.profile?.phone).toBe("0771234567");
    const refused = await errorOf(child.api.auth.updateProfile({ organization_name: "Fake Org" }));
    expect(refused.code).toBe("FORBIDDEN");

    const org = await env.userCaller({ role: "organization" });
    await org.api.auth.updateProfile({ organization_name: "Green Kids" });
    expect((await org.api.auth.session()).profile?.organization_name).toBe("Green Kids");
  });

  it("locks sign-in for an e-mail after 5 failures", async () => {
    const { api } = await env.caller();
    await api.auth.signUp({ username: "lock", email: "lock@example.org", password: "right-one", ageRange: "18_plus" });
    for (let i = 0; i < 5; i++) {
      const e = await errorOf(api.auth.signIn({ email: "lock@example.org", password: "bad" }));
      expect(e.code).toBe("UNAUTHORIZED");
    }
    const locked = await errorOf(api.auth.signIn({ email: "lock@example.org", password: "right-one" }));
    expect(locked.code).toBe("TOO_MANY_REQUESTS");
  });
});
