/**
 * Plain SQL reads for tests, on either database: the statement is written once with `?` placeholders
 * (numbered $1, $2… for PostgreSQL), and the catalogue questions (which tables, which columns) are asked
 * of sqlite_master / PRAGMA on SQLite and of information_schema on PostgreSQL.
 */
import { CompiledQuery } from "kysely";
import type { TestEnv } from "./api";

type Env = Pick<TestEnv, "db" | "dialect">;

function compile(env: Env, text: string, params: readonly unknown[]): CompiledQuery {
  let n = 0;
  return CompiledQuery.raw(env.dialect === "postgres" ? text.replace(/\?/g, () => `$${++n}`) : text, [...params]);
}

export async function queryRows<T = Record<string, unknown>>(env: Env, text: string, params: readonly unknown[] = []): Promise<T[]> {
  return (await env.db.executeQuery<T>(compile(env, text, params))).rows;
}

export async function queryFirst<T = Record<string, unknown>>(env: Env, text: string, params: readonly unknown[] = []): Promise<T | undefined> {
  return (await queryRows<T>(env, text, params))[0];
}

/** Every table of the app's own (and Kysely's migration tables), by name. */
export async function tableNames(env: Env): Promise<string[]> {
  const text =
    env.dialect === "postgres"
      ? "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY 1"
      : "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name";
  return (await queryRows<{ name: string }>(env, text)).map((r) => r.name);
}

export async function columnNames(env: Env, table: string): Promise<string[]> {
  const rows =
    env.dialect === "postgres"
      ? await queryRows<{ name: string }>(
          env,
          "SELECT column_name AS name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ? ORDER BY ordinal_position",
          [table],
        )
      : await queryRows<{ name: string }>(env, `SELECT name FROM pragma_table_info(?)`, [table]);
  return rows.map((r) => r.name);
}

/** Where `needle` starts in `haystack` (1-based, 0 when absent): SQLite's instr(), PostgreSQL's strpos(). */
export const textPosition = (env: Env): string => (env.dialect === "postgres" ? "strpos" : "instr");

/**
 * Runs `work` with the table's CHECK constraints off, to store a row today's schema would refuse. SQLite:
 * ignore_check_constraints for the connection. PostgreSQL: the table's CHECKs are dropped and put back
 * NOT VALID, so rows written meanwhile are not checked again (as SQLite never checks them again either).
 */
export async function withoutCheckConstraints(env: Env & Pick<TestEnv, "sqlite">, table: string, work: () => Promise<void>): Promise<void> {
  if (env.dialect === "sqlite") {
    env.sqlite.pragma("ignore_check_constraints = ON");
    try {
      await work();
    } finally {
      env.sqlite.pragma("ignore_check_constraints = OFF");
    }
    return;
  }
  const checks = await queryRows<{ name: string; definition: string }>(
    env,
    "SELECT conname AS name, pg_get_constraintdef(oid) AS definition FROM pg_constraint WHERE conrelid = ?::regclass AND contype = 'c'",
    [table],
  );
  for (const check of checks) await queryRows(env, `ALTER TABLE "${table}" DROP CONSTRAINT "${check.name}"`);
  try {
    await work();
  } finally {
    for (const check of checks) await queryRows(env, `ALTER TABLE "${table}" ADD CONSTRAINT "${check.name}" ${check.definition} NOT VALID`);
  }
}
