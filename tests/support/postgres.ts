/**
 * The API tests on PostgreSQL: with TEST_DATABASE_URL=postgres://role:password@host:port/database (a role
 * that may create databases; `node scripts/pg-test-server.mjs run -- …` starts a throwaway cluster and sets
 * it), each test file gets a database of its own, created empty and dropped when the file's env is cleaned up.
 */
import crypto from "node:crypto";
import type SQLite from "better-sqlite3";
import pg from "pg";
import { type DB, openPostgres } from "../../db/open";

export const testDatabaseUrl = (): string | null => process.env.TEST_DATABASE_URL || null;

export interface FreshPostgresDatabase {
  url: string;
  db: DB;
  /** Closes the pool and drops the database. */
  close(): Promise<void>;
}

async function asAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testDatabaseUrl()! });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function freshPostgresDatabase(): Promise<FreshPostgresDatabase> {
  const name = `crh_test_${process.pid}_${crypto.randomBytes(4).toString("hex")}`;
  await asAdmin((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(testDatabaseUrl()!);
  url.pathname = `/${name}`;
  const opened = openPostgres(url.href, { max: 4 });
  return {
    url: url.href,
    db: opened.db,
    async close() {
      await opened.close();
      await asAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/** Stands in for the raw SQLite handle on PostgreSQL: any use names the reason instead of failing obscurely. */
export function sqliteOnly(): SQLite.Database {
  return new Proxy({} as SQLite.Database, {
    get(_target, property) {
      throw new Error(`This test reads SQLite directly (env.sqlite.${String(property)}), which PostgreSQL has no equivalent of.`);
    },
  });
}
