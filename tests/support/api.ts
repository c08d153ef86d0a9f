/**
 * API test support: a fresh, migrated SQLite file per test file (or, with TEST_DATABASE_URL=postgres://…,
 * a fresh PostgreSQL database per test file: see tests/support/postgres.ts), and tRPC callers acting as
 * anonymous visitors, plain users, organization users and super admins. Nothing here is mocked:
 * the callers run the real router against the real database.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { TRPCError } from "@trpc/server";
import { openDatabase, type OpenedDatabase } from "../../db/open";
import type { SqlDialect } from "../../db/dialect";
import { freshPostgresDatabase, sqliteOnly, testDatabaseUrl } from "./postgres";
import { migrateToLatest } from "../../db/migrate";
import { seedDemo } from "../../db/seed/demo";
import { demoPictureStore } from "../../server/services/demo-pictures";
import type { Role } from "../../db/types";
import { loadConfig, type Config } from "../../server/config";
import { createContext, type CookieJar } from "../../server/context";
import { appRouter } from "../../server/routers";
import { loadAdminModules } from "../../server/admin/load-modules";
import { createCallerFactory } from "../../server/trpc";
import { createAccount } from "../../server/services/accounts";
import { createSession, generateSessionToken, SESSION_COOKIE } from "../../server/auth/session";

const createCaller = createCallerFactory(appRouter);

export interface TestEnv extends OpenedDatabase {
  /** sqlite, or postgres when TEST_DATABASE_URL is set (then `sqlite` throws: the test reads SQLite directly). */
  dialect: SqlDialect;
  dir: string;
  config: Config;
  /** A caller with its own cookie jar, like one browser. */
  caller(options?: { token?: string; ip?: string }): Promise<TestCaller>;
  /** Creates a user (with an optional role) and returns a signed-in caller for it. */
  /** A signed-in account; role "teacher" makes a teacher a super admin has confirmed (teacher_accounts, migration 0027). */
  userCaller(options?: { role?: Role | null; email?: string; name?: string; organizationName?: string }): Promise<TestCaller & { userId: number }>;
  cleanup(): Promise<void>;
}

export interface TestCaller {
  api: ReturnType<typeof createCaller>;
  jar: Map<string, string>;
}

export function memoryJar(initial: Record<string, string> = {}): { jar: Map<string, string>; cookies: CookieJar } {
  const jar = new Map(Object.entries(initial));
  return {
    jar,
    cookies: {
      get: (name) => jar.get(name),
      set: (name, value) => void jar.set(name, value),
      clear: (name) => void jar.delete(name),
    },
  };
}

let counter = 0;

export async function createTestEnv(options: { seed?: boolean } = {}): Promise<TestEnv> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "crh-test-"));
  const postgres = testDatabaseUrl() ? await freshPostgresDatabase() : null;
  const config = loadConfig({
    DATABASE_FILE: path.join(dir, "app.db"),
    DATABASE_URL: postgres?.url,
    UPLOADS_DIR: path.join(dir, "uploads"),
    PUBLIC_URL: "http://127.0.0.1:3999",
    NODE_ENV: "production",
  });
  const opened: OpenedDatabase & { dialect: SqlDialect } = postgres
    ? { db: postgres.db, sqlite: sqliteOnly(), dialect: "postgres", close: postgres.close }
    : { ...openDatabase(config.databaseFile), dialect: "sqlite" };
  await migrateToLatest(opened.db);
  await loadAdminModules();
  if (options.seed) await seedDemo(opened.db, { uploadsDir: config.uploadsDir, storePicture: demoPictureStore(config.uploadsDir) });

  const makeCaller = async (opts: { token?: string; ip?: string } = {}): Promise<TestCaller> => {
    const { jar, cookies } = memoryJar(opts.token ? { [SESSION_COOKIE]: opts.token } : {});
    // The context is rebuilt per call, as the HTTP adapter does per request, so cookies set by one
    // call (sign-in) are seen by the next.
    const api = createCaller(() => createContext({ db: opened.db, config, ip: opts.ip ?? "127.0.0.1", cookies }));
    return { api, jar };
  };

  return {
    ...opened,
    dir,
    config,
    caller: makeCaller,
    async userCaller(opts = {}) {
      counter += 1;
      const email = opts.email ?? `user${counter}-${Date.now()}@example.org`;
      const userId = await createAccount(opened.db, {
        email,
        password: "secret-password",
        fullName: opts.name ?? `Test User ${counter}`,
        role: opts.role === "teacher" ? null : (opts.role ?? null),
        organizationName: opts.organizationName ?? null,
      });
      if (opts.role === "teacher")
        await opened.db.insertInto("teacher_accounts").values({ user_id: userId, school: "Test School", confirmed_at: new Date().toISOString() }).execute();
      const token = generateSessionToken();
      await createSession(opened.db, token, userId);
      return { ...(await makeCaller({ token })), userId };
    },
    async cleanup() {
      await opened.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The tRPC error a call failed with; fails the test when the call succeeds. */
export async function errorOf(promise: Promise<unknown>): Promise<TRPCError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof TRPCError) return error;
    throw error;
  }
  throw new Error("expected the call to fail");
}
