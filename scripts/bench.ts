/**
 * `npm run bench`: times every admin list procedure, the dashboard and the public pages' queries at the
 * server (tRPC createCaller, no HTTP) over a scaled database: N events with 10 registrations each, N media
 * items and N users (default N = 10,000: 100,000 registrations). The database is seeded once and reused by later runs.
 * Prints median and p95 milliseconds per procedure, for a super admin and for an organization user.
 * Then, when the app is built (dist/client), times the registrations export in Chromium: from the click on
 * Export CSV to the finished download of every registration, as a staff member would wait for it.
 */
import { randomBytes } from "node:crypto";
import path from "node:path";
import { migrateToLatest } from "../db/migrate";
import { openDatabase } from "../db/open";
import { seedScale } from "../db/seed/scale";
import { sqliteScaleStore } from "../db/seed/scale-store";
import { allModules } from "../admin-modules/registry";
import { slugWithId } from "../admin-modules/domain/slug";
import { hashPassword } from "../server/auth/password";
import { createSession, generateSessionToken, SESSION_COOKIE } from "../server/auth/session";
import { loadAdminModules } from "../server/admin/load-modules";
import { loadConfig } from "../server/config";
import { createContext } from "../server/context";
import { appRouter } from "../server/routers";
import { createAccount } from "../server/services/accounts";
import { createCallerFactory } from "../server/trpc";
import { formatCount, intOption, runCommand, say } from "./lib/cli";
import { timeBrowserExport } from "./lib/bench-browser-export";
import { startProgress } from "./lib/progress";

const usage = `Usage: npm run bench -- [--n N] [--runs R] [--file PATH]

Times the back office's list procedures, the dashboard and the public pages' queries over a large database.

Options:
  --n N        scale: N events (10 registrations each), N media, N users (default 10000)
  --runs R     timed calls per procedure, after 3 warm-up calls (default 30)
  --file PATH  database file, seeded on first use and reused after (default ./data/bench-N.db)
  -h, --help   show this help`;

const GOAL_MS = 100;

runCommand({
  usage,
  options: { n: { type: "string" }, runs: { type: "string" }, file: { type: "string" } },
  async run({ values }) {
    const n = intOption(values.n, "n", 10_000, 1, 1_000_000);
    const runs = intOption(values.runs, "runs", 30, 1, 10_000);
    const file = path.resolve(values.file ?? `data/bench-${n}.db`);
    const config = loadConfig({ ...process.env, DATABASE_FILE: file, NODE_ENV: "production" });
    const { db, sqlite, close } = openDatabase(file);
    try {
      await migrateToLatest(db);
      await loadAdminModules();

      const registrations = Number((sqlite.prepare("SELECT count(*) AS n FROM event_registrations").get() as { n: number }).n);
      if (registrations < 10 * n) {
        say(`Seeding ${formatCount(n)} units into ${file} ...`);
        const progress = startProgress("Seeding", n, "units");
        const passwordHash = await hashPassword(randomBytes(16).toString("hex"));
        await seedScale(sqliteScaleStore(sqlite), { n, passwordHash, onProgress: (done) => progress.update(done) });
        progress.stop();
        sqlite.pragma("optimize");
      } else {
        say(`Reusing ${file} (${formatCount(registrations)} registrations).`);
      }
      const count = (table: string) => formatCount(Number((sqlite.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n));
      say(
        `Rows: ${count("event_registrations")} registrations, ${count("events")} events, ${count("media_submissions")} media, ${count("users")} users, ${count("content_submissions")} submissions.`,
      );

      // The two callers: a super admin, and the organization user who owns the most events.
      const createCaller = createCallerFactory(appRouter);
      const sessionFor = async (userId: number) => {
        const token = generateSessionToken();
        await createSession(db, token, userId);
        return token;
      };
      /** A caller with the given session cookie, or none (a visitor). */
      const callerWithToken = (token?: string) => {
        const jar = new Map(token ? [[SESSION_COOKIE, token]] : []);
        const cookies = { get: (k: string) => jar.get(k), set: (k: string, v: string) => void jar.set(k, v), clear: (k: string) => void jar.delete(k) };
        return createCaller(() => createContext({ db, config, ip: "127.0.0.1", cookies }));
      };
      const callerFor = async (userId: number) => callerWithToken(await sessionFor(userId));
      const admin = await db.selectFrom("users").select("id").where("email", "=", "bench-admin@example.org").executeTakeFirst();
      const adminId =
        admin?.id ??
        (await createAccount(db, {
          email: "bench-admin@example.org",
          password: randomBytes(12).toString("hex"),
          fullName: "Bench Admin",
          role: "super_admin",
        }));
      const owner = await db
        .selectFrom("events")
        .innerJoin("user_roles", "user_roles.user_id", "events.created_by")
        .where("user_roles.role", "=", "organization")
        .select(["events.created_by as id", (eb) => eb.fn.countAll<number>().as("n")])
        .groupBy("events.created_by")
        .orderBy("n", "desc")
        .limit(1)
        .executeTakeFirst();
      const orgId =
        owner?.id ??
        (await createAccount(db, {
          email: `bench-org-${Date.now()}@example.org`,
          password: randomBytes(12).toString("hex"),
          fullName: "Bench Org",
          role: "organization",
        }));
      const sa = await callerFor(adminId);
      const org = await callerFor(orgId!);

      type Call = [string, () => Promise<unknown>];
      const calls: Call[] = [];
      for (const module of allModules()) {
        if (module.kind !== "table") continue;
        const key = module.key;
        const searchable = Object.values(module.fields).some((f) => f.searchable);
        calls.push([`admin.list ${key}`, () => sa.admin.list({ module: key })]);
        calls.push([`admin.list ${key} page 50`, () => sa.admin.list({ module: key, page: 50 })]);
        if (searchable) calls.push([`admin.list ${key} search`, () => sa.admin.list({ module: key, search: "an" })]);
        calls.push([`admin.summary ${key}`, () => sa.admin.summary({ module: key })]);
        if (module.access.list.includes("organization")) {
          calls.push([`admin.list ${key} (organization)`, () => org.admin.list({ module: key })]);
          calls.push([`admin.summary ${key} (organization)`, () => org.admin.summary({ module: key })]);
        }
      }
      calls.push(["admin.list event-registrations status=confirmed", () => sa.admin.list({ module: "event-registrations", filters: { status: "confirmed" } })]);
      calls.push(["admin.list media status=pending", () => sa.admin.list({ module: "media", filters: { status: "pending" } })]);
      calls.push(["admin.list users role=organization", () => sa.admin.list({ module: "users", filters: { role: "organization" } })]);
      calls.push(["adminWorkflows.reviewQueue", () => sa.adminWorkflows.reviewQueue()]);
      calls.push(["adminWorkflows.pendingCounts", () => sa.adminWorkflows.pendingCounts()]);
      calls.push(["adminWorkflows.dashboard", () => sa.adminWorkflows.dashboard()]);
      calls.push(["adminWorkflows.dashboard (organization)", () => org.adminWorkflows.dashboard()]);

      // The public pages' queries, as a visitor (and a learner with enrolments) calls them on the same data.
      const visitor = callerWithToken();
      const learnerRow = await db.selectFrom("course_enrollments").select("user_id").orderBy("user_id", "desc").executeTakeFirst();
      const learner = learnerRow ? await callerFor(learnerRow.user_id) : visitor;
      const popularMedia = await db
        .selectFrom("media_submissions")
        .select(["id", "title"])
        .where("status", "=", "approved")
        .orderBy("likes", "desc")
        .executeTakeFirstOrThrow();
      const anEvent = await db.selectFrom("events").select(["id", "title"]).where("is_active", "=", 1).orderBy("id", "desc").executeTakeFirstOrThrow();
      const thisMonth = new Date().toISOString().slice(0, 7);
      calls.push(["public.home", () => visitor.public.home()]);
      calls.push(["public.media.list", () => visitor.public.media.list({})]);
      calls.push(["public.media.list type=story", () => visitor.public.media.list({ type: "story" })]);
      calls.push(["public.media.list page 50", () => visitor.public.media.list({ page: 50 })]);
      calls.push(["public.media.detail", () => visitor.public.media.detail({ slug: slugWithId(popularMedia.title, popularMedia.id) })]);
      calls.push(["public.events.list", () => visitor.public.events.list({})]);
      calls.push(["public.events.list past", () => visitor.public.events.list({ when: "past" })]);
      calls.push(["public.events.list workshop", () => visitor.public.events.list({ category: "workshop" })]);
      calls.push([`public.events.list month=${thisMonth}`, () => visitor.public.events.list({ month: thisMonth })]);
      calls.push(["public.events.detail", () => visitor.public.events.detail({ slug: slugWithId(anEvent.title, anEvent.id) })]);
      calls.push(["public.learning.list", () => visitor.public.learning.list()]);
      calls.push(["public.learning.list (learner)", () => learner.public.learning.list()]);
      calls.push(["public.resources.list search", () => visitor.public.resources.list({ q: "an" })]);
      calls.push(["public.emergency.list", () => visitor.public.emergency.list()]);

      const results: { name: string; median: number; p95: number }[] = [];
      for (const [name, call] of calls) {
        for (let i = 0; i < 3; i++) await call();
        const times: number[] = [];
        for (let i = 0; i < runs; i++) {
          const start = performance.now();
          await call();
          times.push(performance.now() - start);
        }
        times.sort((a, b) => a - b);
        const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!;
        results.push({ name, median: at(0.5), p95: at(0.95) });
      }

      // Export of every registration is not a list page; timed once, for the record.
      const exportStart = performance.now();
      const exported = await sa.admin.exportRows({ module: "event-registrations" });
      const exportMs = performance.now() - exportStart;

      const width = Math.max(...results.map((r) => r.name.length));
      say(`\n${"procedure".padEnd(width)}  median ms     p95 ms`);
      for (const r of results) {
        const flag = r.p95 > GOAL_MS ? "  over goal" : "";
        say(`${r.name.padEnd(width)}  ${r.median.toFixed(1).padStart(9)}  ${r.p95.toFixed(1).padStart(9)}${flag}`);
      }
      say(`\nadmin.exportRows event-registrations (all ${formatCount(exported.rows.length)} rows): ${exportMs.toFixed(0)} ms`);
      const browser = await timeBrowserExport({ db, config, sessionToken: await sessionFor(adminId) });
      say(
        browser.ok
          ? `Export CSV in Chromium (${formatCount(exported.rows.length)} rows, ${(browser.bytes / 1e6).toFixed(1)} MB file): ${browser.ms.toFixed(0)} ms from click to download`
          : `Export CSV in Chromium: skipped (${browser.reason})`,
      );
      const over = results.filter((r) => r.p95 > GOAL_MS);
      say(over.length ? `${over.length} procedure(s) over the ${GOAL_MS} ms goal at p95.` : `Every procedure is under ${GOAL_MS} ms at p95.`);
    } finally {
      await close();
    }
  },
});
