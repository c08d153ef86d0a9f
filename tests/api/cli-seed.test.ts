import { afterAll, describe, expect, it } from "vitest";
import { count, isOneCleanLine, makeDataDir, openDb, removeDataDirs, runCli } from "./cli-support";

afterAll(removeDataDirs);

describe("npm run seed / migrate", () => {
  it("--scale N adds the promised rows, keeps every constraint and counter, and reports rows per second", async () => {
    const data = makeDataDir();
    const n = 60;
    const result = await runCli("seed", ["--scale", String(n)], data.env);
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    // Not a terminal: plain progress lines and a closing rate line.
    expect(result.stdout).toMatch(/^Seeding: 0 \/ 60 units$/m);
    expect(result.stdout).toMatch(/^Seeding: 60 \/ 60 units \(done\)$/m);
    // 1,024 rows and the 2 courses' 5 lessons (2 and 3).
    expect(result.stdout).toMatch(/^Added 1,029 rows in \d+\.\d\d s \([\d,]+ rows\/s\)\.$/m);

    const db = data.databaseFile;
    expect(count(db, "SELECT count(*) FROM users")).toBe(n);
    expect(count(db, "SELECT count(*) FROM profiles")).toBe(n);
    expect(count(db, "SELECT count(*) FROM content_submissions")).toBe(n);
    expect(count(db, "SELECT count(*) FROM course_enrollments")).toBe(2 * n);
    expect(count(db, "SELECT count(*) FROM events")).toBe(n);
    expect(count(db, "SELECT count(*) FROM event_registrations")).toBe(10 * n);
    expect(count(db, "SELECT count(*) FROM media_submissions")).toBe(n);
    expect(count(db, "SELECT count(*) FROM courses")).toBe(2);
    expect(count(db, "SELECT count(*) FROM course_lessons")).toBe(5);
    expect(count(db, "SELECT count(*) FROM user_roles")).toBe(2); // every 50th user is an organization

    const sqlite = openDb(db);
    try {
      expect(sqlite.pragma("foreign_key_check")).toEqual([]);
      expect(sqlite.pragma("integrity_check")).toEqual([{ integrity_check: "ok" }]);
    } finally {
      sqlite.close();
    }
    // Counters agree with the rows they count.
    expect(
      count(
        db,
        `SELECT count(*) FROM events e WHERE registered_count <>
      (SELECT count(*) FROM event_registrations r WHERE r.event_id = e.id AND r.status <> 'cancelled')`,
      ),
    ).toBe(0);
    expect(count(db, "SELECT count(*) FROM events WHERE registered_count > capacity")).toBe(0);
    expect(
      count(
        db,
        `SELECT count(*) FROM courses c WHERE enrolled_count <>
      (SELECT count(*) FROM course_enrollments e WHERE e.course_id = c.id)`,
      ),
    ).toBe(0);
    expect(count(db, "SELECT count(DISTINCT status) FROM event_registrations")).toBe(3);
    expect(count(db, "SELECT count(*) FROM media_submissions WHERE status = 'approved' AND published_at IS NULL")).toBe(0);

    // A second run adds next to the first one (new e-mails, new ids) instead of failing.
    const again = await runCli("seed", ["--scale", "5"], data.env);
    expect(again.code).toBe(0);
    expect(count(db, "SELECT count(*) FROM users")).toBe(n + 5);
    expect(count(db, "SELECT count(*) FROM event_registrations")).toBe(10 * (n + 5));
  });

  it("--demo fills an empty database once and then refuses with a clear message", async () => {
    const data = makeDataDir();
    const first = await runCli("seed", ["--demo"], data.env);
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/Added the demo content \(\d+ rows\)/);
    const events = count(data.databaseFile, "SELECT count(*) FROM events");
    expect(events).toBeGreaterThan(0);

    const second = await runCli("seed", ["--demo"], data.env);
    expect(second.code).toBe(1);
    expect(isOneCleanLine(second.stderr)).toBe(true);
    expect(second.stderr).toContain("already has content");
    expect(count(data.databaseFile, "SELECT count(*) FROM events")).toBe(events);

    const status = await runCli("migrate", ["--status"], data.env);
    expect(status.code).toBe(0);
    expect(status.stdout).toMatch(/^Applied \(\d+\):\n {2}0001_initial /m);
    expect(status.stdout).toMatch(/^Pending \(0\):$/m);
  });
});
