/**
 * /healthz and /readyz on the real Express app over a real SQLite file (or, under `npm run test:pg`, a
 * real PostgreSQL database, whose server is asked instead of the file being checked). The tests run as root, so
 * chmod cannot make the file unreadable; instead the file is broken the ways a server meets: moved away
 * (a restore or a lost disk under a live server), its header overwritten (not a database any more), the
 * uploads folder replaced by a file, and the connection closed. Each recovers when undone.
 */
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestEnv, type TestEnv } from "../support/api";
import { testDatabaseUrl } from "../support/postgres";
import { captureLogs } from "../support/logs";
import { serve, type Served } from "../security/support";

let env: TestEnv;
const onPostgres = testDatabaseUrl() !== null;
let http: Served;

beforeAll(async () => {
  env = await createTestEnv();
  fs.mkdirSync(env.config.uploadsDir, { recursive: true });
  http = await serve(env);
});
afterAll(async () => {
  await http.close();
  await env.cleanup();
});

async function ready(): Promise<{ status: number; body: { ok: boolean; checks: Record<string, string> } }> {
  const res = await fetch(`${http.base}/readyz`);
  return { status: res.status, body: (await res.json()) as { ok: boolean; checks: Record<string, string> } };
}

describe("/healthz and /readyz", () => {
  it("/healthz answers while the process is up, without touching the database", async () => {
    const res = await fetch(`${http.base}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });

  it("/readyz is 200 with every check ok on a sound install", async () => {
    expect(await ready()).toEqual({ status: 200, body: { ok: true, checks: { database: "ok", uploads: "ok" } } });
  });

  // The file checks are SQLite's; on PostgreSQL the readiness check asks the database server instead.
  if (!onPostgres) {
    it("503 while the database file is moved away, 200 again once it is back, and the cause is logged", async () => {
      const file = env.config.databaseFile;
      const logs = captureLogs();
      fs.renameSync(file, `${file}.away`);
      try {
        const broken = await ready();
        expect(broken.status).toBe(503);
        expect(broken.body).toEqual({ ok: false, checks: { database: "failed", uploads: "ok" } });
        // The health endpoint itself still answers: the process is up.
        expect((await fetch(`${http.base}/healthz`)).status).toBe(200);
      } finally {
        fs.renameSync(`${file}.away`, file);
        logs.restore();
      }
      expect(logs.text()).toContain('"check":"database"');
      expect(logs.text()).toContain("readiness check failed");
      expect((await ready()).status).toBe(200);
    });

    it("503 while the file's header does not read as SQLite (unreadable data), 200 once repaired", async () => {
      const file = env.config.databaseFile;
      const fd = fs.openSync(file, "r+");
      const header = Buffer.alloc(16);
      fs.readSync(fd, header, 0, 16, 0);
      try {
        fs.writeSync(fd, Buffer.alloc(16, 0xff), 0, 16, 0);
        const broken = await ready();
        expect(broken.status).toBe(503);
        expect(broken.body.checks.database).toBe("failed");
      } finally {
        fs.writeSync(fd, header, 0, 16, 0);
        fs.closeSync(fd);
      }
      expect(await ready()).toEqual({ status: 200, body: { ok: true, checks: { database: "ok", uploads: "ok" } } });
    });

    it("503 while the file at DATABASE_FILE is another file than the one the server opened", async () => {
      const file = env.config.databaseFile;
      fs.renameSync(file, `${file}.orig`);
      fs.copyFileSync(`${file}.orig`, file); // same content, different file: writes would go to the old one
      try {
        expect((await ready()).status).toBe(503);
      } finally {
        fs.rmSync(file);
        fs.renameSync(`${file}.orig`, file);
      }
      expect((await ready()).status).toBe(200);
    });
  } else {
    it("503 while the database server refuses new connections, 200 once it accepts them again", async () => {
      const name = new URL(env.config.databaseUrl!).pathname.slice(1);
      const admin = new pg.Client({ connectionString: testDatabaseUrl()! });
      await admin.connect();
      const logs = captureLogs();
      try {
        // What a fail-over or a database server being stopped looks like to the app.
        await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
        await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()", [name]);
        const broken = await ready();
        expect(broken.status).toBe(503);
        expect(broken.body).toEqual({ ok: false, checks: { database: "failed", uploads: "ok" } });
        expect((await fetch(`${http.base}/healthz`)).status).toBe(200);
      } finally {
        await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
        await admin.end();
        logs.restore();
      }
      expect(logs.text()).toContain("readiness check failed");
      // The pool opens new connections once the server takes them again.
      await expect.poll(async () => (await ready()).status, { timeout: 10_000 }).toBe(200);
    });
  }

  it("503 while the uploads folder cannot take a write, 200 once it can", async () => {
    const dir = env.config.uploadsDir;
    fs.renameSync(dir, `${dir}.away`);
    fs.writeFileSync(dir, "not a folder");
    try {
      expect(await ready()).toEqual({ status: 503, body: { ok: false, checks: { database: "ok", uploads: "failed" } } });
    } finally {
      fs.rmSync(dir);
      fs.renameSync(`${dir}.away`, dir);
    }
    expect((await ready()).status).toBe(200);
  });

  it("503 when the database connection is closed", async () => {
    const own = await createTestEnv();
    fs.mkdirSync(own.config.uploadsDir, { recursive: true });
    const served = await serve(own);
    try {
      expect((await fetch(`${served.base}/readyz`)).status).toBe(200);
      // SQLite: the file's handle; PostgreSQL: the pool of connections to the server.
      if (own.dialect === "postgres") await own.db.destroy();
      else own.sqlite.close();
      const res = await fetch(`${served.base}/readyz`);
      expect(res.status).toBe(503);
      expect(((await res.json()) as { checks: Record<string, string> }).checks.database).toBe("failed");
    } finally {
      await served.close();
      if (own.dialect === "postgres") await own.cleanup();
      fs.rmSync(path.dirname(own.config.databaseFile), { recursive: true, force: true });
    }
  });
});
