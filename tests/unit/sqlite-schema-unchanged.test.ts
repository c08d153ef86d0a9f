/**
 * The migrations serve SQLite and PostgreSQL (db/dialect.ts). Making a landed migration dialect-aware is
 * allowed only if, on SQLite, it still writes exactly the same schema: the fixture is sqlite_master (every
 * CREATE text, byte for byte) and the seeded rows as the SQLite-only migrations left them at commit d1b5440,
 * before they were made dialect-aware. Later migrations are not part of it: the fixture names its own list.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type SqliteSchema, sqliteSchemaAfter } from "../support/sqlite-schema";

const fixture = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, "fixtures", "sqlite-schema-0012.json"), "utf8")) as SqliteSchema;

describe("the dialect-aware migrations on SQLite", () => {
  it("write exactly the schema the SQLite-only migrations wrote", async () => {
    const now = await sqliteSchemaAfter(fixture.migrations);
    expect(now.objects.map((o) => `${o.type} ${o.name}`)).toEqual(fixture.objects.map((o) => `${o.type} ${o.name}`));
    for (const [i, object] of now.objects.entries()) expect(object, `${object.type} ${object.name}`).toEqual(fixture.objects[i]);
    expect(now.rows).toEqual(fixture.rows);
    expect(fixture.objects.length).toBeGreaterThan(100);
  });
});
