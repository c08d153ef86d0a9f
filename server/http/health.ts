/**
 * For a monitor or a container orchestrator:
 *   /healthz  the process is up and answers (no database work).
 *   /readyz   the site can serve: the database answers a query, the file at DATABASE_FILE is still the
 *             one the server opened and reads as an SQLite database, and the uploads folder takes a
 *             write. 200 when all pass, 503 otherwise; the body names each check "ok" or "failed" and
 *             the cause goes to the log.
 *
 * Why the file check: an open SQLite connection keeps working on a file that was deleted or replaced
 * underneath it (a restore under a live server, a lost disk), and every write after that is lost.
 * On PostgreSQL (DATABASE_URL) the database check is a query to the server; there is no file of ours.
 */
import fs from "node:fs";
import path from "node:path";
import express, { type Router } from "express";
import { sql } from "kysely";
import type { DB } from "../../db/open";
import type { Config } from "../config";
import { log } from "../logger";

const SQLITE_HEADER = "SQLite format 3\0";

type Check = () => Promise<void> | void;

function postgresCheck(db: DB): Check {
  return async () => {
    await sql`SELECT 1`.execute(db);
  };
}

function databaseChecks(db: DB, databaseFile: string): Check {
  const openedInode = inodeOf(databaseFile);
  return async () => {
    await sql`SELECT count(*) FROM sqlite_master`.execute(db);
    const header = Buffer.alloc(SQLITE_HEADER.length);
    const fd = fs.openSync(databaseFile, "r");
    try {
      fs.readSync(fd, header, 0, header.length, 0);
      if (openedInode !== null && fs.fstatSync(fd).ino !== openedInode)
        throw new Error(`${databaseFile} is not the file the server opened (replaced or moved)`);
    } finally {
      fs.closeSync(fd);
    }
    if (header.toString("latin1") !== SQLITE_HEADER) throw new Error(`${databaseFile} does not read as an SQLite database`);
  };
}

function uploadsCheck(uploadsDir: string): Check {
  return () => {
    // A real write: access() says yes to root even on a read-only file system.
    const probe = path.join(uploadsDir, `.ready-${process.pid}`);
    fs.writeFileSync(probe, "");
    fs.rmSync(probe);
  };
}

function inodeOf(file: string): number | null {
  try {
    return fs.statSync(file).ino;
  } catch {
    return null;
  }
}

export function healthRoutes(deps: { db: DB; config: Config }): Router {
  const routes = express.Router();
  const checks: Record<string, Check> = {
    database: deps.config.databaseUrl ? postgresCheck(deps.db) : databaseChecks(deps.db, deps.config.databaseFile),
    uploads: uploadsCheck(deps.config.uploadsDir),
  };

  routes.get("/healthz", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json({ ok: true });
  });

  routes.get("/readyz", async (_req, res) => {
    const results: Record<string, "ok" | "failed"> = {};
    for (const [name, check] of Object.entries(checks)) {
      try {
        await check();
        results[name] = "ok";
      } catch (error) {
        results[name] = "failed";
        log.warn({ check: name, err: error }, "readiness check failed");
      }
    }
    const ok = Object.values(results).every((r) => r === "ok");
    res.setHeader("Cache-Control", "no-store");
    res.status(ok ? 200 : 503).json({ ok, checks: results });
  });

  return routes;
}
