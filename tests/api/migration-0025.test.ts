/**
 * Migration 0025 on a database that has lived under 0022 (issue 29): each event's contact JSON becomes the
 * phone, e-mail and website columns; nothing is lost (a JSON that held more is kept beside them); an edit
 * waiting for review proposes the columns instead of the JSON. On SQLite, and on PostgreSQL when
 * TEST_DATABASE_URL is set (npm run test:pg).
 */
import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMigrator } from "../../db/migrate";
import { freshPostgresDatabase, testDatabaseUrl } from "../support/postgres";

let db: Kysely<any>;
let close: () => Promise<void>;
const ids: Record<string, number> = {};

const EVENT = {
  type: "workshop",
  event_date: "2030-05-01",
  start_time: "09:00",
  end_time: "11:00",
  location: "Hall",
  district: "Kandy",
  capacity: 20,
  age_group: "all",
  organizer_name: "Club",
};

async function event(title: string, contact: string | null, pending: object | null = null): Promise<number> {
  const row = await db
    .insertInto("events")
    .values({ ...EVENT, title, contact_info: contact, pending_changes: pending ? JSON.stringify(pending) : null })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id as number;
}

beforeAll(async () => {
  if (testDatabaseUrl()) {
    const pg = await freshPostgresDatabase();
    db = pg.db as unknown as Kysely<any>;
    close = pg.close;
  } else {
    const sqlite = new SQLite(":memory:");
    sqlite.pragma("foreign_keys = ON");
    db = new Kysely({ dialect: new SqliteDialect({ database: sqlite }) });
    close = () => db.destroy();
  }
  const before = await createMigrator(db).migrateTo("0022_audit_row_label");
  expect(before.error).toBeUndefined();

  ids.all = await event("All three", JSON.stringify({ phone: "011 234 5678", email: "hi@club.lk", website: "https://club.lk" }));
  ids.some = await event("E-mail only", JSON.stringify({ email: " kids@club.lk ", phone: "" }));
  ids.more = await event("More keys", JSON.stringify({ phone: "077 123 4567", whatsapp: "077 765 4321" }));
  ids.number = await event("Phone as a number", JSON.stringify({ phone: 112345678 }));
  ids.none = await event("No contact", null);
  ids.pending = await event("Edit waiting", JSON.stringify({ phone: "011 111 1111" }), {
    title: "Edit waiting (new title)",
    contact_info: { phone: "011 222 2222", email: "new@club.lk" },
  });

  const after = await createMigrator(db).migrateToLatest();
  expect(after.error).toBeUndefined();
});

afterAll(() => close());

const read = async (id: number) =>
  (
    await sql<
      Record<string, string | null>
    >`SELECT contact_phone, contact_email, contact_website, legacy_contact_info, pending_changes FROM events WHERE id = ${id}`.execute(db)
  ).rows[0];

describe("migration 0025", () => {
  it("moves the three contact texts into their columns and empties the JSON they came from", async () => {
    expect(await read(ids.all)).toMatchObject({
      contact_phone: "011 234 5678",
      contact_email: "hi@club.lk",
      contact_website: "https://club.lk",
      legacy_contact_info: null,
    });
    expect(await read(ids.some)).toMatchObject({ contact_phone: null, contact_email: "kids@club.lk", contact_website: null, legacy_contact_info: null });
    expect(await read(ids.none)).toMatchObject({ contact_phone: null, contact_email: null, contact_website: null, legacy_contact_info: null });
  });

  it("keeps a JSON that held more than the three texts, whole, beside the columns", async () => {
    const more = await read(ids.more);
    expect(more.contact_phone).toBe("077 123 4567");
    expect(JSON.parse(more.legacy_contact_info!)).toEqual({ phone: "077 123 4567", whatsapp: "077 765 4321" });
    const number = await read(ids.number);
    expect(number.contact_phone).toBeNull();
    expect(JSON.parse(number.legacy_contact_info!)).toEqual({ phone: 112345678 });
  });

  it("rewrites an edit waiting for review to propose the columns", async () => {
    const pending = await read(ids.pending);
    expect(pending.contact_phone).toBe("011 111 1111");
    expect(JSON.parse(pending.pending_changes!)).toEqual({
      title: "Edit waiting (new title)",
      contact_phone: "011 222 2222",
      contact_email: "new@club.lk",
      contact_website: null,
    });
  });

  it("refuses a contact longer than its column holds", async () => {
    await expect(sql`UPDATE events SET contact_phone = ${"0".repeat(41)} WHERE id = ${ids.all}`.execute(db)).rejects.toThrow();
  });
});
