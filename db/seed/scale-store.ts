/**
 * Where `seed --scale` (db/seed/scale.ts) writes its rows: an SQLite file through better-sqlite3's raw
 * handle, or PostgreSQL through Kysely. The generator decides what the rows are; a store only decides how
 * they reach its database quickly and whose ids they get.
 */
import type SQLite from "better-sqlite3";
import { type Kysely, sql } from "kysely";

export interface ScaleStore {
  /** Runs `work` in one write transaction (a batch): every call below made meanwhile belongs to it. */
  inTransaction<T>(work: () => Promise<T>): Promise<T>;
  /** `count` ids of `table` that no one else will take. */
  reserveIds(table: "users" | "events" | "courses", count: number): Promise<number[]>;
  insertRows(table: string, columns: readonly string[], rows: unknown[][]): Promise<void>;
  /** courses.enrolled_count = the course's enrolments, for these courses. */
  recountEnrolments(courseIds: number[]): Promise<void>;
}

/**
 * SQLite: one INSERT ... SELECT over a JSON array of rows per table and batch instead of one statement per
 * row, so the per-statement work (including the ephemeral tables SQLite builds for the CHECK ... IN lists)
 * is paid once per batch. jsonb_each hands each row over as binary JSON, so `->>` reads its fields without
 * parsing text again (a third faster than json_each). Ids continue after the largest one, read inside the
 * batch's IMMEDIATE transaction, which holds the write lock.
 */
export function sqliteScaleStore(sqlite: SQLite.Database): ScaleStore {
  const statements = new Map<string, SQLite.Statement>();
  const prepared = (text: string) => {
    const known = statements.get(text);
    if (known) return known;
    const statement = sqlite.prepare(text);
    statements.set(text, statement);
    return statement;
  };
  return {
    async inTransaction(work) {
      // The statements below are synchronous, so nothing else runs on this handle between BEGIN and COMMIT.
      sqlite.exec("BEGIN IMMEDIATE");
      try {
        const result = await work();
        sqlite.exec("COMMIT");
        return result;
      } catch (error) {
        if (sqlite.inTransaction) sqlite.exec("ROLLBACK");
        throw error;
      }
    },
    async reserveIds(table, count) {
      const { id } = prepared(`SELECT coalesce(max(id), 0) AS id FROM ${table}`).get() as { id: number };
      return Array.from({ length: count }, (_, i) => id + 1 + i);
    },
    async insertRows(table, columns, rows) {
      if (!rows.length) return;
      prepared(`INSERT INTO ${table} (${columns.join(", ")}) SELECT ${columns.map((_, i) => `value ->> ${i}`).join(", ")} FROM jsonb_each(?)`).run(
        JSON.stringify(rows),
      );
    },
    async recountEnrolments(courseIds) {
      prepared(
        `UPDATE courses SET enrolled_count = (SELECT count(*) FROM course_enrollments e WHERE e.course_id = courses.id)
         WHERE id IN (SELECT value FROM json_each(?))`,
      ).run(JSON.stringify(courseIds));
    },
  };
}

/** PostgreSQL accepts at most 65,535 parameters per statement. */
const PARAMETERS_PER_STATEMENT = 30_000;

/**
 * PostgreSQL: multi-row INSERTs through Kysely, split under the parameter limit. Ids come from each
 * table's identity sequence (nextval), so a live server inserting meanwhile never collides with them.
 */
export function postgresScaleStore(db: Kysely<any>): ScaleStore {
  let current: Kysely<any> = db;
  const asObjects = (columns: readonly string[], rows: unknown[][]) => rows.map((row) => Object.fromEntries(columns.map((column, i) => [column, row[i]])));
  return {
    inTransaction(work) {
      return db.transaction().execute(async (trx) => {
        current = trx;
        try {
          return await work();
        } finally {
          current = db;
        }
      });
    },
    async reserveIds(table, count) {
      const { rows } = await sql<{ id: string }>`SELECT nextval(pg_get_serial_sequence(${table}, 'id')) AS id FROM generate_series(1, ${count})`.execute(
        current,
      );
      return rows.map((row) => Number(row.id));
    },
    async insertRows(table, columns, rows) {
      const size = Math.max(1, Math.floor(PARAMETERS_PER_STATEMENT / columns.length));
      for (let i = 0; i < rows.length; i += size) {
        await current
          .insertInto(table)
          .values(asObjects(columns, rows.slice(i, i + size)))
          .execute();
      }
    },
    async recountEnrolments(courseIds) {
      if (!courseIds.length) return;
      await sql`UPDATE courses SET enrolled_count = (SELECT count(*) FROM course_enrollments e WHERE e.course_id = courses.id)
        WHERE id = ANY(${courseIds})`.execute(current);
    },
  };
}
