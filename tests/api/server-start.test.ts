/**
 * `server/main.ts` as an operator starts it, as a real child process: a wrong environment variable stops
 * it with exit code 2 and one line naming the variable; its JSON log carries one line per request and no
 * cookie, token, password, e-mail or child's name; it takes a backup before applying a pending migration.
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildServerBundle } from "../../scripts/build.mjs";
import { createMigrator, knownMigrations } from "../../db/migrate";
import { openDatabase } from "../../db/open";
import { SESSION_COOKIE } from "../../server/auth/session";
import { finished, makeDataDir, openDb, removeDataDirs, ROOT, waitForOutput } from "./cli-support";

const PORT = Number(process.env.SERVER_START_TEST_PORT ?? 3452);
const running: ChildProcess[] = [];

const FROM_SOURCE = ["--import", "tsx", path.join("server", "main.ts")];

/** `env` adds to the test's environment; a name set to undefined is left out of it. */
function startServer(env: Record<string, string | undefined>, command: string[] = FROM_SOURCE): ChildProcess {
  const merged = { ...process.env, HOST: "127.0.0.1", PORT: String(PORT), NODE_ENV: "production", LOG_LEVEL: "info", ...env };
  const child = spawn(process.execPath, command, {
    cwd: ROOT,
    env: Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined)),
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.push(child);
  return child;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

afterEach(async () => {
  for (const child of running.splice(0)) await stop(child);
});
afterAll(() => removeDataDirs());

describe("a wrong environment variable stops the start: exit code 2, one line naming it", () => {
  const cases: [string, (dir: ReturnType<typeof makeDataDir>) => Record<string, string>, RegExp][] = [
    ["an unparseable PORT", () => ({ PORT: "80a" }), /^Configuration error: PORT must be a whole number from 0 to 65535 \(got "80a"\)\.$/],
    ["a PORT out of range", () => ({ PORT: "70000" }), /^Configuration error: PORT must be a whole number from 0 to 65535 \(got "70000"\)\.$/],
    [
      "a PUBLIC_URL without a scheme",
      () => ({ PUBLIC_URL: "example.org" }),
      /^Configuration error: PUBLIC_URL must be an address starting with http:\/\/ or https:\/\/.* \(got "example.org"\)\.$/,
    ],
    [
      "a data folder that cannot be written (DATABASE_FILE under a file)",
      (d) => {
        fs.writeFileSync(path.join(d.dir, "plain-file"), "x");
        return { DATABASE_FILE: path.join(d.dir, "plain-file", "app.db"), UPLOADS_DIR: d.uploadsDir };
      },
      /^Configuration error: DATABASE_FILE must be in a folder this process can create and write to \(got ".*plain-file\/app\.db"\)\.$/,
    ],
    [
      "an uploads folder that cannot be written",
      (d) => {
        fs.mkdirSync(d.dir, { recursive: true });
        fs.writeFileSync(path.join(d.dir, "uploads-file"), "x");
        return { DATABASE_FILE: d.databaseFile, UPLOADS_DIR: path.join(d.dir, "uploads-file", "inner") };
      },
      /^Configuration error: UPLOADS_DIR must be in a folder this process can create and write to/,
    ],
    [
      "a TRUST_PROXY that is not an address",
      () => ({ TRUST_PROXY: "my-proxy" }),
      /^Configuration error: TRUST_PROXY must be loopback, false, true, or a comma-separated list/,
    ],
    [
      "a LOG_LEVEL that does not exist",
      () => ({ LOG_LEVEL: "verbose" }),
      /^Configuration error: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent \(got "verbose"\)\.$/,
    ],
    [
      "a NODE_ENV that does not exist",
      () => ({ NODE_ENV: "prod" }),
      /^Configuration error: NODE_ENV must be production, development or test \(got "prod"\)\.$/,
    ],
    ["a DEMO that is not 0 or 1", () => ({ DEMO: "no" }), /^Configuration error: DEMO must be 1 or 0/],
    [
      // The password is not repeated on the terminal.
      "a DATABASE_URL that is not PostgreSQL's",
      () => ({ DATABASE_URL: "mysql://app:s3cret@db.example.org/app" }),
      /^Configuration error: DATABASE_URL must be a PostgreSQL address starting with postgres:\/\/ or postgresql:\/\/.* \(got "mysql:\/\/app:\*\*\*@db\.example\.org\/app"\)\.$/,
    ],
  ];

  it.each(cases)(
    "%s",
    async (_label, make, line) => {
      const data = makeDataDir("crh-start-");
      const result = await finished(startServer({ DATABASE_FILE: data.databaseFile, UPLOADS_DIR: data.uploadsDir, ...make(data) }));
      expect(result.code).toBe(2);
      expect(result.stdout).toBe("");
      const lines = result.stderr.trimEnd().split("\n");
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(line);
      // Nothing was created for a configuration that was refused.
      expect(fs.existsSync(data.databaseFile)).toBe(false);
    },
    90_000,
  );
});

/** Posts a tRPC mutation as the browser app does. */
function trpc(base: string, procedure: string, body: unknown, cookie?: string) {
  return fetch(`${base}/trpc/${procedure}`, {
    method: "POST",
    headers: { "content-type": "application/json", "sec-fetch-site": "same-origin", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

describe("the request log", () => {
  it("has one JSON line per request with id, method, path, status and time, and none of the secrets", async () => {
    const data = makeDataDir("crh-log-");
    const server = startServer({ DATABASE_FILE: data.databaseFile, UPLOADS_DIR: data.uploadsDir });
    let output = "";
    server.stdout!.on("data", (chunk) => (output += chunk));
    server.stderr!.on("data", (chunk) => (output += chunk));
    await waitForOutput(server, /Serving on http:\/\/127\.0\.0\.1:\d+/, 60_000);
    const base = `http://127.0.0.1:${PORT}`;

    const email = "log.parent@example.org";
    const password = "a-very-secret-password-42";
    const childName = "Thisaravi Wickramanayake";
    expect((await trpc(base, "auth.signUp", { username: "log_parent", email, password, ageRange: "adult_carer" })).status).toBe(200);
    // A child's sign-up sends the parent's consent e-mail (to the outbox): its address is not logged either.
    const parentEmail = "consent.parent.log@example.org";
    expect(
      (await trpc(base, "auth.signUp", { username: "log_child", email: "log.child@example.org", password, ageRange: "under_13", parentEmail })).status,
    ).toBe(200);
    const signIn = await trpc(base, "auth.signIn", { email, password });
    expect(signIn.status).toBe(200);
    const session = new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(signIn.headers.get("set-cookie") ?? "")?.[1];
    expect(session).toMatch(/^[a-z2-7]{32}$/);
    const cookie = `${SESSION_COOKIE}=${session}`;
    expect((await fetch(`${base}/trpc/auth.session`, { headers: { cookie } })).status).toBe(200);
    const registered = await trpc(
      base,
      "public.events.register",
      { eventId: 1, name: childName, age: 12, guardianName: "Log Guardian", consent: true, email: "guardian.log@example.org", notes: null },
      cookie,
    );
    expect(registered.status).toBe(200);
    const wrong = await trpc(base, "auth.signIn", { email, password: `${password}-wrong` });
    expect(wrong.status).toBe(401);
    const setupToken = "querytokenthatmustnotbelogged";
    await fetch(`${base}/setup?token=${setupToken}&email=${encodeURIComponent(email)}`);
    await fetch(`${base}/reset-password?token=${setupToken}`);
    // A public read asked twice: the second is the kept answer, sent before Express's routing, and is
    // logged all the same, under the id its answer names. The last request's line is written when its
    // answer finishes; the loop below waits for it.
    const keptIds: (string | null)[] = [];
    for (let i = 0; i < 2; i++) keptIds.push((await fetch(`${base}/trpc/public.settings`)).headers.get("x-request-id"));
    for (let i = 0; i < 100 && !(output.includes(String(keptIds[1])) && output.includes("a parent's e-mail was prepared")); i++) {
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(output).toContain("a parent's e-mail was prepared");
    await stop(server);

    const requestLines = output
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.msg === "request");
    expect(requestLines.length).toBeGreaterThanOrEqual(7);
    for (const line of requestLines) {
      expect(Object.keys(line).sort()).toEqual(["level", "method", "ms", "msg", "path", "reqId", "status", "time"]);
      expect(line.reqId).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(new Set(requestLines.map((l) => l.reqId)).size).toBe(requestLines.length);
    expect(requestLines).toContainEqual(expect.objectContaining({ method: "POST", path: "/trpc/auth.signIn", status: 401 }));
    expect(requestLines).toContainEqual(expect.objectContaining({ method: "GET", path: "/setup?token=[redacted]&email=[redacted]" }));
    for (const id of keptIds) {
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(requestLines).toContainEqual(expect.objectContaining({ reqId: id, method: "GET", path: "/trpc/public.settings", status: 200 }));
    }

    for (const secret of [session!, password, email, "guardian.log@example.org", childName, "Thisaravi", setupToken, "log.parent", parentEmail, "log.child@"]) {
      expect(output, secret).not.toContain(secret);
    }
  }, 120_000);
});

describe("a backup before a pending migration", () => {
  // The built server too, as `npm start` runs it: plain node, the backup tool found from dist/ and run
  // with tsx (it once looked for the tool beside the bundle, and an upgraded install would not start).
  const builtDir = path.join(ROOT, ".tmp", "server-start-build");
  const FROM_BUILD = [path.join(builtDir, "server", "main.js")];
  beforeAll(() => buildServerBundle(builtDir), 120_000);
  afterAll(() => fs.rmSync(builtDir, { recursive: true, force: true }));

  it.each([
    ["from source", FROM_SOURCE],
    ["from the built server", FROM_BUILD],
  ])(
    "is taken automatically at start (%s) when a database with data lacks the newest migration, and only then",
    async (_how, command) => {
      const data = makeDataDir("crh-premig-");
      const names = await knownMigrations();
      const previous = names.at(-2)!;
      fs.mkdirSync(path.dirname(data.databaseFile), { recursive: true });
      const opened = openDatabase(data.databaseFile);
      const to = await createMigrator(opened.db).migrateTo(previous);
      expect(to.error).toBeUndefined();
      opened.sqlite
        .prepare(
          "INSERT INTO site_settings (id, site_name, support_email, safety_email, partnerships_email) VALUES (1, 'Before the upgrade', 'a@example.org', 'b@example.org', 'c@example.org')",
        )
        .run();
      await opened.close();

      const first = startServer({ DATABASE_FILE: data.databaseFile, UPLOADS_DIR: data.uploadsDir, DEMO: "0" }, command);
      let output = "";
      first.stdout!.on("data", (chunk) => (output += chunk));
      await waitForOutput(first, /Serving on/, 80_000);
      await stop(first);

      const backupsDir = path.join(path.dirname(data.databaseFile), "backups");
      const backups = fs.readdirSync(backupsDir).filter((n) => n.startsWith("backup-"));
      expect(backups).toHaveLength(1);
      expect(output).toMatch(/"msg":"Backup taken before migrating"/);
      // The backup holds the database as it was before the migration; the live one has the new migration.
      const copy = openDb(path.join(backupsDir, backups[0], "app.db"));
      const live = openDb(data.databaseFile);
      try {
        const applied = (db: typeof copy) => (db.prepare("SELECT name FROM kysely_migration ORDER BY name").all() as { name: string }[]).map((r) => r.name);
        expect(applied(copy).at(-1)).toBe(previous);
        expect(applied(live).at(-1)).toBe(names.at(-1));
        expect((copy.prepare("SELECT site_name FROM site_settings").get() as { site_name: string }).site_name).toBe("Before the upgrade");
      } finally {
        copy.close();
        live.close();
      }

      // Nothing pending: a second start takes no backup.
      const second = startServer({ DATABASE_FILE: data.databaseFile, UPLOADS_DIR: data.uploadsDir, DEMO: "0" }, command);
      await waitForOutput(second, /Serving on/, 80_000);
      await stop(second);
      expect(fs.readdirSync(backupsDir).filter((n) => n.startsWith("backup-"))).toHaveLength(1);
    },
    180_000,
  );

  it("is not taken for a brand-new database, and DEMO=0 starts a site with no content but Sri Lanka's helplines", async () => {
    const data = makeDataDir("crh-fresh-");
    const server = startServer({ DATABASE_FILE: data.databaseFile, UPLOADS_DIR: data.uploadsDir, DEMO: "0" });
    await waitForOutput(server, /Serving on/, 80_000);
    await stop(server);
    expect(fs.existsSync(path.join(path.dirname(data.databaseFile), "backups"))).toBe(false);
    const db = openDb(data.databaseFile);
    try {
      for (const table of ["events", "courses", "resources", "media_submissions", "hubs", "announcements"]) {
        expect((db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n, table).toBe(0);
      }
      // Sri Lanka's helplines come with every new site (issue 27), written in English with Sinhala and Tamil.
      const lines = db.prepare("SELECT id, number FROM emergency_contacts ORDER BY display_order").all() as { id: number; number: string }[];
      expect(lines.map((l) => l.number)).toEqual(["119", "1929", "1333", "1926", "1990", "110", "117", "1938"]);
      const tamil = db.prepare(
        "SELECT text FROM content_translations WHERE entity = 'emergency_contacts' AND row_id = ? AND field = 'name' AND language = 'ta'",
      );
      expect((tamil.get(lines[1]!.id) as { text: string }).text).toBe("சிறுவர் உதவி அழைப்பு (தேசிய சிறுவர் பாதுகாப்பு அதிகாரசபை)");
      expect(
        (db.prepare("SELECT count(*) AS n FROM content_translations WHERE entity = 'emergency_contacts' AND language IN ('si', 'ta')").get() as { n: number })
          .n,
      ).toBe(8 * 4 * 2);
    } finally {
      db.close();
    }
  }, 120_000);
});

describe("memory at rest", () => {
  it("a server that has only answered reads has not loaded sharp's libvips (it loads at the first image)", async () => {
    // The pages are drawn from the client build (npm test builds before vitest runs).
    expect(fs.existsSync(path.join(ROOT, "dist", "client", "index.en.html")), "dist/client is missing: run `npm run build` first").toBe(true);
    const data = makeDataDir("crh-lazy-sharp-");
    // Started as the README's `npm start` is: no NODE_ENV. The libraries must still load their production
    // builds (React's development build for the server held about a megabyte more code and drew pages slower).
    const server = startServer({ DATABASE_FILE: data.databaseFile, UPLOADS_DIR: data.uploadsDir, DEMO: "0", NODE_ENV: undefined });
    const startLine = await waitForOutput(server, /\{[^\n]*Serving on[^\n]*\}/, 80_000);
    expect(JSON.parse(startLine).nodeEnv).toBe("production");
    const base = `http://127.0.0.1:${PORT}`;
    for (const address of ["/healthz", "/", "/en/resources", "/trpc/public.home"]) expect((await fetch(base + address)).status, address).toBeLessThan(500);
    // The process's mapped files: libvips (about 6 MiB of code, and its own allocations) is not among them.
    const maps = fs.readFileSync(`/proc/${server.pid}/maps`, "utf8");
    // (The SQLite driver's prebuilt binary is mapped: the list does show native modules.)
    expect(maps).toMatch(/node_modules\/better-sqlite3\/\S+\.node/);
    expect(maps).not.toMatch(/libvips/);
  }, 120_000);
});
