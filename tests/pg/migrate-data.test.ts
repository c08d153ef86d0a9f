/**
 * `npm run migrate-data` (issue #16) on a real PostgreSQL database: runs only under `npm run test:pg`
 * (vite.config.ts includes tests/pg when TEST_DATABASE_URL is set). A demo database with scaled content
 * is copied into a new empty database; every table then holds the same rows on both sides, an id
 * assigned after the copy follows the largest copied one, and a second copy into the same target is
 * refused without writing.
 */
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshPostgresDatabase, type FreshPostgresDatabase } from "../support/postgres";
import { type DataDir, makeDataDir, openDb, removeDataDirs, runCli } from "../api/cli-support";

let data: DataDir;
let target: FreshPostgresDatabase;

beforeAll(async () => {
  data = makeDataDir("crh-migrate-data-");
  for (const args of [["--demo"], ["--scale", "300"]]) {
    const seeded = await runCli("seed", args, data.env);
    expect(seeded.code, seeded.stderr).toBe(0);
  }
  target = await freshPostgresDatabase();
}, 120_000);
afterAll(async () => {
  await target?.close();
  removeDataDirs();
});

/** Each table's rows as sorted JSON lines, read the same way from either database. */
async function rowsOf(table: string): Promise<{ sqlite: string[]; postgres: string[] }> {
  const sqlite = openDb(data.databaseFile);
  try {
    const fromSqlite = (sqlite.prepare(`SELECT * FROM "${table}"`).all() as Record<string, unknown>[]).map((row) => JSON.stringify(row)).sort();
    const fromPostgres = (await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)}`.execute(target.db)).rows
      .map((row) => JSON.stringify(row))
      .sort();
    return { sqlite: fromSqlite, postgres: fromPostgres };
  } finally {
    sqlite.close();
  }
}

describe("npm run migrate-data", () => {
  it("copies every table into an empty PostgreSQL database, row for row", async () => {
    const copied = await runCli("migrate-data", ["--from", `sqlite:${data.databaseFile}`, "--to", target.url], data.env);
    expect(copied.stderr).toBe("");
    expect(copied.code).toBe(0);
    expect(copied.stdout).toMatch(/every count matches/);

    const sqlite = openDb(data.databaseFile);
    const tables = (
      sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'kysely_%' ORDER BY name").all() as {
        name: string;
      }[]
    ).map((row) => row.name);
    sqlite.close();
    expect(tables.length).toBeGreaterThan(25);
    let rows = 0;
    for (const table of tables) {
      const { sqlite: before, postgres: after } = await rowsOf(table);
      // table_versions and personal_versions count writes: the copy itself is a write on the target.
      if (table === "table_versions" || table === "personal_versions") expect(after.length, table).toBe(before.length);
      else expect(after, table).toEqual(before);
      rows += before.length;
    }
    expect(rows).toBeGreaterThan(3000);

    // The report names each table with both counts.
    expect(copied.stdout).toMatch(/^events\s+308\s+308$/m);
  }, 180_000);

  it("continues ids after the largest copied one", async () => {
    const { max } = (await sql<{ max: number }>`SELECT max(id) AS max FROM events`.execute(target.db)).rows[0]!;
    const inserted = await sql<{ id: number }>`
      INSERT INTO categories (name, hub_type) VALUES ('Copied later', 'events') RETURNING id`.execute(target.db);
    const { max: categoriesMax } = (await sql<{ max: number }>`SELECT max(id) AS max FROM categories WHERE name <> 'Copied later'`.execute(target.db)).rows[0]!;
    expect(inserted.rows[0]!.id).toBe(categoriesMax + 1);
    expect(max).toBeGreaterThan(300);
  });

  it("refuses a target that already holds data, and writes nothing", async () => {
    const before = (await rowsOf("users")).postgres;
    const again = await runCli("migrate-data", ["--from", `sqlite:${data.databaseFile}`, "--to", target.url], data.env);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/^Error: The target database already holds data \(.+\): migrate-data copies only into an empty database\.\n$/);
    expect((await rowsOf("users")).postgres).toEqual(before);
  });

  it("refuses a source that is not SQLite, with the usage exit code", async () => {
    const wrong = await runCli("migrate-data", ["--from", path.join(data.dir, "app.db"), "--to", target.url], data.env);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toMatch(/--from must be sqlite:FILE/);
  });
});
