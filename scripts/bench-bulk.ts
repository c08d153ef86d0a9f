/**
 * `npm run bench:bulk`: times a bulk approve of 500 pending items at the server (tRPC createCaller, no
 * HTTP): Content Review's bulk approve of 500 content submissions (each published into its public table)
 * and Media's bulk approve of 500 children's media. One request each, one transaction, every row through
 * its one-row review procedure. Each child's picture was shown to the reviewer first (issue 29: the approval
 * checks and uses up the reviewer's mark per picture; the marks are written before the timed request, as the
 * bulk grid writes them while the reviewer looks). Goal: under 2 s per request (the median; the machine's load shows in the max). Fresh pending rows for every run, on a
 * temporary database file that is removed afterwards.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { migrateToLatest } from "../db/migrate";
import { openDatabase } from "../db/open";
import { createSession, generateSessionToken, SESSION_COOKIE } from "../server/auth/session";
import { loadAdminModules } from "../server/admin/load-modules";
import { loadConfig } from "../server/config";
import { createContext } from "../server/context";
import { appRouter } from "../server/routers";
import { createAccount } from "../server/services/accounts";
import { createCallerFactory } from "../server/trpc";
import { CliError, intOption, runCommand, say } from "./lib/cli";

const usage = `Usage: npm run bench:bulk -- [--rows N] [--runs R]

Times one bulk approve request of N pending items (Content Review and Media) at the server.

Options:
  --rows N   items per request (default 500)
  --runs R   timed requests per kind (default 3)
  -h, --help show this help`;

const GOAL_MS = 2000;

runCommand({
  usage,
  options: { rows: { type: "string" }, runs: { type: "string" } },
  async run({ values }) {
    const rows = intOption(values.rows, "rows", 500, 1, 1000);
    const runs = intOption(values.runs, "runs", 3, 1, 100);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-bulk-"));
    const file = path.join(dir, "bench.db");
    const config = loadConfig({ ...process.env, DATABASE_FILE: file, NODE_ENV: "production" });
    const { db, close } = openDatabase(file);
    try {
      await migrateToLatest(db);
      await loadAdminModules();
      const password = randomBytes(12).toString("hex");
      const adminId = await createAccount(db, { email: "bench-admin@example.org", password, fullName: "Bench Admin", role: "super_admin" });
      const orgId = await createAccount(db, {
        email: "bench-org@example.org",
        password,
        fullName: "Bench Org",
        role: "organization",
        organizationName: "Bench",
      });
      const token = generateSessionToken();
      await createSession(db, token, adminId);
      const cookies = { get: (k: string) => (k === SESSION_COOKIE ? token : undefined), set: () => {}, clear: () => {} };
      const sa = createCallerFactory(appRouter)(() => createContext({ db, config, ip: "127.0.0.1", cookies }));

      const pendingSubmissions = async () => {
        const inserted = await db
          .insertInto("content_submissions")
          .values(
            Array.from({ length: rows }, (_, i) => ({
              title: `Bench resource ${i} ${randomBytes(3).toString("hex")}`,
              description: "A worksheet about the water cycle",
              content_type: "resource" as const,
              age_group: "11-14",
              tags: JSON.stringify(["science"]),
              content_data: JSON.stringify({ category: "education", file_type: "PDF", file_url: "https://example.org/w.pdf" }),
              submitted_by: orgId,
            })),
          )
          .returning("id")
          .execute();
        return inserted.map((r) => ({ module: "content-resource", id: r.id }));
      };
      const pendingMedia = async () => {
        const inserted = await db
          .insertInto("media_submissions")
          .values(
            Array.from({ length: rows }, (_, i) => ({
              title: `Bench drawing ${i}`,
              type: "artwork" as const,
              author_name: "Ama",
              status: "pending" as const,
              thumbnail: `/uploads/media/bench-${i}.png`,
            })),
          )
          .returning(["id", "thumbnail"])
          .execute();
        const shownAt = new Date().toISOString();
        await db
          .insertInto("review_shown_marks")
          .values(inserted.map((r) => ({ reviewer_id: adminId, module: "media", row_id: r.id, picture: r.thumbnail!, shown_at: shownAt })))
          .execute();
        return inserted.map((r) => r.id);
      };

      const kinds: [string, () => Promise<() => Promise<{ done: number; skipped: unknown[] }>>][] = [
        [
          "Content Review bulk approve (publishes each)",
          async () => {
            const items = await pendingSubmissions();
            return () => sa.adminWorkflows.bulkReview({ action: "approve", items });
          },
        ],
        [
          "Media bulk approve",
          async () => {
            const ids = await pendingMedia();
            return () => sa.admin.bulk({ module: "media", action: "approve", ids });
          },
        ],
      ];
      let worst = 0;
      for (const [name, prepare] of kinds) {
        // One untimed request first: the first call compiles code paths a running server has warm.
        await (await prepare())();
        const times: number[] = [];
        for (let run = 0; run < runs; run++) {
          const call = await prepare();
          const started = performance.now();
          const result = await call();
          times.push(performance.now() - started);
          if (result.done !== rows || result.skipped.length)
            throw new CliError(`${name}: expected ${rows} done, got ${result.done} and ${result.skipped.length} skipped`);
        }
        times.sort((a, b) => a - b);
        const median = times[Math.floor(times.length / 2)];
        const max = times[times.length - 1];
        worst = Math.max(worst, median);
        say(`${name}, ${rows} rows: median ${median.toFixed(0)} ms, max ${max.toFixed(0)} ms over ${runs} requests`);
      }
      say(worst < GOAL_MS ? `Within the goal (median < ${GOAL_MS} ms per request).` : `Over the goal of ${GOAL_MS} ms per request.`);
      if (worst >= GOAL_MS) throw new CliError(`bulk approve took ${worst.toFixed(0)} ms at the median (goal < ${GOAL_MS} ms)`);
    } finally {
      await close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  },
});
