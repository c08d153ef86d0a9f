/**
 * What the server needs of the demo at every start and in the back office: which tables hold demo rows, and
 * whether the database has no content yet. Kept apart from demo.ts, whose lessons and texts in three
 * languages (about 200 KB of code and the objects it builds) are loaded only when a brand-new site is
 * seeded (issue 34: the server's memory).
 */
import type { Kysely } from "kysely";
import type { Database, DemoTable } from "../types";

/**
 * Tables whose seeded rows are demo content. Site settings and the emergency helplines are seeded too
 * but are not demo: the helplines are Sri Lanka's real national numbers, and a children's site must
 * never be left without them (staff edit them in the back office).
 */
export const DEMO_TABLES: readonly DemoTable[] = [
  // Children first: a registration before its event, a submission before what it published.
  "event_registrations",
  "media_submissions",
  "events",
  "courses",
  "resources",
  "content_submissions",
  "announcements",
  "hubs",
  "categories",
  "tags",
];

/** No content yet (the helplines every new site gets do not count). */
export async function isDatabaseEmpty(db: Kysely<Database>): Promise<boolean> {
  const counts = await Promise.all([
    db.selectFrom("hubs").select("id").limit(1).executeTakeFirst(),
    db.selectFrom("resources").select("id").limit(1).executeTakeFirst(),
    db.selectFrom("events").select("id").limit(1).executeTakeFirst(),
  ]);
  return counts.every((row) => row === undefined);
}
