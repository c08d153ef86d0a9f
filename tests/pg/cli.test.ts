/**
 * The command-line tools on PostgreSQL (issue #16): with DATABASE_URL set they work on that database as
 * the server does, report it without its password, and keep SQLite's messages and exit codes. Runs under
 * `npm run test:pg` (tests/pg needs TEST_DATABASE_URL); the same tools on SQLite are in tests/api/cli-*.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DataDir, makeDataDir, removeDataDirs, runCli } from "../api/cli-support";
import { freshPostgresDatabase, type FreshPostgresDatabase } from "../support/postgres";

let data: DataDir;
let target: FreshPostgresDatabase;
let env: Record<string, string>;
let password: string;

beforeAll(async () => {
  data = makeDataDir("crh-pg-cli-");
  target = await freshPostgresDatabase();
  password = decodeURIComponent(new URL(target.url).password);
  env = { ...data.env, DATABASE_URL: target.url };
});
afterAll(async () => {
  await target?.close();
  removeDataDirs();
});

const shown = (url: string) => url.replace(`:${encodeURIComponent(password)}@`, ":***@");

describe("the tools on PostgreSQL", () => {
  it("migrate applies every migration and reports the database without its password; --status lists them", async () => {
    const migrated = await runCli("migrate", [], env);
    expect(migrated.stderr).toBe("");
    expect(migrated.code).toBe(0);
    expect(migrated.stdout).toContain(`migration(s) applied to ${shown(target.url)}.`);
    expect(migrated.stdout).not.toContain(password);
    const status = await runCli("migrate", ["--status"], env);
    expect(status.code).toBe(0);
    expect(status.stdout).toMatch(/Applied \(\d+\):\n {2}0001_initial /);
    expect(status.stdout).toContain("Pending (0):");
    const again = await runCli("migrate", [], env);
    expect(again.stdout).toContain(`Database ${shown(target.url)} is up to date.`);
  });

  it("seed --demo fills an empty database once", async () => {
    const seeded = await runCli("seed", ["--demo"], env);
    expect(seeded.code, seeded.stderr).toBe(0);
    expect(seeded.stdout).toMatch(/Added the demo content \(\d+ rows\)/);
    const events = await target.db.selectFrom("events").select("id").execute();
    expect(events.length).toBeGreaterThan(3);
    const twice = await runCli("seed", ["--demo"], env);
    expect(twice.code).toBe(1);
    expect(twice.stderr).toContain("already has content; demo content is only added to an empty database.");
  });

  it("seed --scale adds the promised rows next to the existing ones, with counters that agree and ids from the sequences", async () => {
    const count = async (query: string) => Number((await sql<{ n: string }>`${sql.raw(query)}`.execute(target.db)).rows[0]!.n);
    const before = { users: await count("SELECT count(*) AS n FROM users"), events: await count("SELECT count(*) AS n FROM events") };
    const scale = await runCli("seed", ["--scale", "60"], env);
    expect(scale.stderr).toBe("");
    expect(scale.code).toBe(0);
    // 1,024 rows and the 2 courses' 5 lessons.
    expect(scale.stdout).toMatch(/^Added 1,029 rows in \d+\.\d\d s/m);
    expect(await count("SELECT count(*) AS n FROM users")).toBe(before.users + 60);
    expect(await count("SELECT count(*) AS n FROM events")).toBe(before.events + 60);
    expect(
      await count(
        "SELECT count(*) AS n FROM event_registrations r JOIN events e ON e.id = r.event_id WHERE e.description = 'A synthetic event for benchmarks.'",
      ),
    ).toBe(600);
    expect(
      await count(`SELECT count(*) AS n FROM events e WHERE registered_count <>
        (SELECT count(*) FROM event_registrations r WHERE r.event_id = e.id AND r.status <> 'cancelled')`),
    ).toBe(0);
    expect(
      await count(
        "SELECT count(*) AS n FROM courses c WHERE c.description = 'A synthetic course for benchmarks.' AND enrolled_count <> (SELECT count(*) FROM course_enrollments e WHERE e.course_id = c.id)",
      ),
    ).toBe(0);
    // The server's next insert takes an id after the synthetic ones: they came from the sequence.
    const next = await target.db.insertInto("users").values({ email: "after-scale@example.org", password_hash: "x" }).returning("id").executeTakeFirstOrThrow();
    expect(next.id).toBeGreaterThan(await count("SELECT max(id) AS n FROM users WHERE email <> 'after-scale@example.org'"));
    const again = await runCli("seed", ["--scale", "5"], env);
    expect(again.code, again.stderr).toBe(0);
    expect(await count("SELECT count(*) AS n FROM events")).toBe(before.events + 65);
  });

  it("create-admin makes a staff account there and set-role changes its role", async () => {
    const created = await runCli("create-admin", ["--email", "asha@example.org", "--name", "Asha Perera", "--password", "s3cret-pass"], env);
    expect(created.code, created.stderr).toBe(0);
    expect(created.stdout).toMatch(
      new RegExp(`Created super_admin account asha@example.org \\(user \\d+\\) in ${shown(target.url).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\.`),
    );
    const user = await target.db.selectFrom("users").select("id").where("email", "=", "asha@example.org").executeTakeFirstOrThrow();
    const roles = async () => (await target.db.selectFrom("user_roles").select("role").where("user_id", "=", user.id).execute()).map((r) => r.role);
    expect(await roles()).toEqual(["super_admin"]);
    const changed = await runCli("set-role", ["--email", "asha@example.org", "--role", "organization"], env);
    expect(changed.code, changed.stderr).toBe(0);
    expect(changed.stdout).toContain("asha@example.org: roles super_admin -> organization");
    expect(await roles()).toEqual(["organization"]);
    const unknown = await runCli("set-role", ["--email", "nobody@example.org", "--role", "none"], env);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("No account with the e-mail nobody@example.org.");
  });

  it("sweep and audit work on it", async () => {
    const { id } = await target.db.insertInto("users").values({ email: "expired@example.org", password_hash: "x" }).returning("id").executeTakeFirstOrThrow();
    await target.db
      .insertInto("sessions")
      .values({ id: "e".repeat(64), user_id: id, expires_at: "2020-01-01T00:00:00.000Z" })
      .execute();
    const swept = await runCli("sweep", [], env);
    expect(swept.code, swept.stderr).toBe(0);
    expect(swept.stdout).toMatch(/^Sweep of .+: removed 1 expired sessions/m);
    expect(swept.stdout).not.toContain(password);
    expect(await target.db.selectFrom("sessions").select("id").execute()).toEqual([]);

    const pruned = await runCli("audit", ["--prune-older-than", "365d"], env);
    expect(pruned.code, pruned.stderr).toBe(0);
    expect(pruned.stdout).toMatch(/^Audit log of .+: removed 0 entries older than 365 days\.$/m);
  });

  it("seed --remove-demo removes the demo content", async () => {
    const removed = await runCli("seed", ["--remove-demo"], env);
    expect(removed.code, removed.stderr).toBe(0);
    expect(removed.stdout).toMatch(/Removed the demo content \(\d+ rows/);
    expect(await target.db.selectFrom("demo_rows").select("row_id").execute()).toEqual([]);
  });
});
