/**
 * Demo content a real install can remove: every row the demo seed marked in demo_rows (migration 0007)
 * goes in one transaction, with what hangs on it (registrations and enrolments by cascade, reports on
 * demo media and events). Staff accounts and every row staff created are kept; so are site settings and
 * the helplines, which the seed does not mark. Uploaded files the demo rows pointed at are deleted after
 * the commit, unless a remaining row still uses them; so are the demo lessons' pictures (named in their
 * blocks) with their phone-sized copies and image_variants rows.
 */
import fs from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import type { DB } from "../../db/open";
import { DEMO_TABLES } from "../../db/seed/demo-tables";
import { recordAudit } from "../admin/audit";
import { blockFiles, parseBlocks } from "../../admin-modules/domain/lesson-blocks";
import { removeImageUpload } from "./images";

/** Columns that may hold an uploaded file: `/uploads/<path>` addresses, or a bare path for file_path. */
const FILE_COLUMNS = [
  { table: "resources", column: "file_path", bare: true },
  { table: "resources", column: "file_url", bare: false },
  { table: "courses", column: "thumbnail", bare: false },
  { table: "media_submissions", column: "thumbnail", bare: false },
  { table: "media_submissions", column: "media_url", bare: false },
  { table: "events", column: "thumbnail", bare: false },
  { table: "content_submissions", column: "image_url", bare: false },
] as const;

export interface DemoSummary {
  /** Demo rows per table (tables without demo rows are left out). */
  tables: Record<string, number>;
  total: number;
}

export async function demoSummary(db: DB): Promise<DemoSummary> {
  const rows = await db
    .selectFrom("demo_rows")
    .select(["table_name", (eb) => eb.fn.countAll<number>().as("n")])
    .groupBy("table_name")
    .execute();
  const tables = Object.fromEntries(rows.map((r) => [r.table_name, Number(r.n)]));
  return { tables, total: rows.reduce((sum, r) => sum + Number(r.n), 0) };
}

export interface RemovedDemo {
  rows: number;
  files: string[];
}

/** `actorId`: the super admin who asked (the audit log names them); absent from the seed command. */
export async function removeDemoContent(db: DB, options: { uploadsDir: string; actorId?: number }): Promise<RemovedDemo> {
  const uploadsDir = path.resolve(options.uploadsDir);
  const { rows, candidates, goingPictures } = await db.transaction().execute(async (trx) => {
    // Files the demo rows point at, as paths relative to the uploads folder.
    const candidates = new Set<string>();
    for (const { table, column, bare } of FILE_COLUMNS) {
      const found = await sql<{ value: string | null }>`
        SELECT ${sql.ref(column)} AS value FROM ${sql.table(table)}
        WHERE id IN (SELECT row_id FROM demo_rows WHERE table_name = ${table})`.execute(trx);
      for (const { value } of found.rows) {
        const relative = uploadedPath(value, bare);
        if (relative) candidates.add(relative);
      }
    }

    // The demo lessons' pictures (uploads named in their blocks; the lessons go with their courses).
    const lessons = await sql<{ blocks: string | null }>`
      SELECT blocks FROM course_lessons WHERE course_id IN (SELECT row_id FROM demo_rows WHERE table_name = 'courses')`.execute(trx);
    const pictures = [...new Set(lessons.rows.flatMap((lesson) => blockFiles(parseBlocks(lesson.blocks)).filter((src) => src.startsWith("/uploads/images/"))))];

    // Reports have no foreign key to what they report; those on demo rows go with them (a byline report
    // names the media item the person is shown on).
    await sql`DELETE FROM reports WHERE
      (target_type IN ('media', 'byline') AND target_id IN (SELECT row_id FROM demo_rows WHERE table_name = 'media_submissions'))
      OR (target_type = 'event' AND target_id IN (SELECT row_id FROM demo_rows WHERE table_name = 'events'))
      OR (target_type = 'course' AND target_id IN (SELECT row_id FROM demo_rows WHERE table_name = 'courses'))`.execute(trx);

    let rows = 0;
    for (const table of DEMO_TABLES) {
      const result = await sql`DELETE FROM ${sql.table(table)} WHERE id IN (SELECT row_id FROM demo_rows WHERE table_name = ${table})`.execute(trx);
      rows += Number(result.numAffectedRows ?? 0);
    }
    // A picture a staff lesson shows too stays.
    const goingPictures: string[] = [];
    for (const url of pictures) if (!(await lessonUses(trx, url))) goingPictures.push(url);
    if (goingPictures.length) await trx.deleteFrom("image_variants").where("url", "in", goingPictures).execute();
    // The triggers forgot every deleted row's marker; nothing should be left, but be sure.
    await trx.deleteFrom("demo_rows").execute();
    if (options.actorId !== undefined) {
      await recordAudit(trx, { actor: options.actorId, module: "dashboard", rowId: null, action: "removeDemoContent", before: { rows }, after: { rows: 0 } });
    }
    return { rows, candidates, goingPictures };
  });

  const files: string[] = [];
  for (const relative of candidates) {
    if (await isStillUsed(db, relative)) continue;
    const full = path.resolve(uploadsDir, relative);
    if (!full.startsWith(uploadsDir + path.sep)) continue; // never outside the uploads folder
    try {
      fs.rmSync(full);
      files.push(relative);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  // A picture goes with its copies; it is listed once, by its original.
  for (const url of goingPictures) {
    await removeImageUpload(uploadsDir, url);
    files.push(url.slice("/uploads/".length));
  }
  return { rows, files };
}

/** Whether a remaining lesson (a staff member's) shows this picture too. */
async function lessonUses(db: DB, url: string): Promise<boolean> {
  const row = await db
    .selectFrom("course_lessons")
    .select("id")
    .where("blocks", "like", `%${JSON.stringify(url).slice(1, -1)}%`)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** `files/a.pdf` (bare) or `/uploads/files/a.pdf` → `files/a.pdf`; anything else (links, /demo/…) → null. */
function uploadedPath(value: string | null, bare: boolean): string | null {
  if (!value) return null;
  if (value.startsWith("/uploads/")) return value.slice("/uploads/".length);
  if (bare && !/^[a-z]+:|^\//i.test(value)) return value;
  return null;
}

async function isStillUsed(db: DB, relative: string): Promise<boolean> {
  for (const { table, column, bare } of FILE_COLUMNS) {
    const values = bare ? [relative, `/uploads/${relative}`] : [`/uploads/${relative}`];
    const row = await sql`SELECT 1 FROM ${sql.table(table)} WHERE ${sql.ref(column)} IN (${sql.join(values)}) LIMIT 1`.execute(db);
    if (row.rows.length > 0) return true;
  }
  return false;
}
