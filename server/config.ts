/**
 * Configuration comes from the environment only, parsed by ONE zod schema; the README's table lists every
 * variable. A wrong value stops the start with one line naming the variable and the form it expects
 * (`ConfigError`, exit code 2): a typo in PUBLIC_URL or DATABASE_FILE must not turn up later as a puzzle.
 * The operator-facing wording of those lines lives here and nowhere else.
 */
import fs from "node:fs";
import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Express's "trust proxy": false (believe no proxy header), true (every hop) or a list of addresses. */
export type TrustProxy = boolean | string[];

export interface Config {
  port: number;
  host: string;
  databaseFile: string;
  /** postgres://… : the app's data lives in that PostgreSQL database instead of the SQLite file. */
  databaseUrl: string | null;
  uploadsDir: string;
  /** Public address of the site: decides the cookies' Secure flag, HSTS and links in e-mails. */
  publicUrl: string;
  nodeEnv: "production" | "development" | "test";
  /** smtp://user:pass@host:port; without it, e-mails are filed in the outbox folder. */
  smtpUrl: string | null;
  mailFrom: string;
  /** Where the built React app lives. */
  clientDir: string;
  /** Whose X-Forwarded-For / X-Forwarded-Proto headers are believed (default: loopback only). */
  trustProxy: TrustProxy;
  logLevel: LogLevel;
  /** Seed the demo content into an empty database at start (DEMO=0: start with an empty site). */
  demo: boolean;
}

/** One line for the operator: which variable, what it should look like, what it was. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    expected: string,
    got: string | undefined,
  ) {
    super(`Configuration error: ${variable} must be ${expected}${got === undefined ? "" : ` (got "${got}")`}.`);
    this.name = "ConfigError";
  }
}

/** The form each variable expects, in the operator's words; the zod schema below uses the same texts. */
export const EXPECTED = {
  PORT: "a whole number from 0 to 65535",
  HOST: "an address to listen on, such as 127.0.0.1, 0.0.0.0 or ::",
  DATABASE_FILE: "a file path such as /srv/data/app.db",
  DATABASE_URL: "a PostgreSQL address starting with postgres:// or postgresql://, such as postgres://app:secret@db.example.org:5432/app",
  UPLOADS_DIR: "a folder path such as /srv/data/uploads",
  PUBLIC_URL: "an address starting with http:// or https://, such as https://example.org",
  NODE_ENV: "production, development or test",
  SMTP_URL: "an address starting with smtp:// or smtps://, such as smtp://user:pass@mail.example.org:587",
  MAIL_FROM: "an e-mail address, optionally with a name: Site <no-reply@example.org>",
  CLIENT_DIR: "a folder path",
  TRUST_PROXY: "loopback, false, true, or a comma-separated list of proxy addresses (IP or IP/prefix)",
  LOG_LEVEL: `one of ${LOG_LEVELS.join(", ")}`,
  DEMO: "1 or 0 (also true or false)",
  writable: "in a folder this process can create and write to",
} as const;

const text = (variable: keyof typeof EXPECTED) => z.string({ error: EXPECTED[variable] }).trim().min(1, { error: EXPECTED[variable] });

const PROXY_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);
function parseTrustProxy(value: string): TrustProxy | null {
  const v = value.trim().toLowerCase();
  if (v === "false" || v === "0" || v === "none") return false;
  if (v === "true") return true;
  const parts = v.split(",").map((p) => p.trim());
  const valid = parts.every((p) => {
    if (PROXY_NAMES.has(p)) return true;
    const [address, prefix, extra] = p.split("/");
    if (extra !== undefined || isIP(address) === 0) return false;
    return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (isIP(address) === 4 ? 32 : 128));
  });
  return valid ? parts : null;
}

/** postgres://user:password@host:port/database (host may instead be a socket folder in ?host=). */
function isPostgresUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "postgres:" || url.protocol === "postgresql:") && (url.hostname !== "" || url.searchParams.has("host")) && !url.hash;
  } catch {
    return false;
  }
}

function isHttpUrl(value: string, schemes: string[]): boolean {
  try {
    const url = new URL(value);
    return schemes.includes(url.protocol) && url.hostname !== "" && !url.search && !url.hash;
  } catch {
    return false;
  }
}

const schema = z.object({
  PORT: z
    .string()
    .trim()
    .regex(/^\d{1,5}$/, { error: EXPECTED.PORT })
    .transform(Number)
    .refine((n) => n <= 65535, { error: EXPECTED.PORT })
    .default(3000),
  HOST: text("HOST")
    .refine((h) => !/[\s/]/.test(h), { error: EXPECTED.HOST })
    .default("127.0.0.1"),
  DATABASE_FILE: text("DATABASE_FILE").default("./data/app.db"),
  DATABASE_URL: text("DATABASE_URL").refine(isPostgresUrl, { error: EXPECTED.DATABASE_URL }).optional(),
  UPLOADS_DIR: text("UPLOADS_DIR").default("./data/uploads"),
  PUBLIC_URL: text("PUBLIC_URL")
    .refine((u) => isHttpUrl(u, ["http:", "https:"]), { error: EXPECTED.PUBLIC_URL })
    .optional(),
  NODE_ENV: z.enum(["production", "development", "test"], { error: EXPECTED.NODE_ENV }).default("production"),
  SMTP_URL: z
    .string()
    .trim()
    .refine((u) => u === "" || isHttpUrl(u, ["smtp:", "smtps:"]), { error: EXPECTED.SMTP_URL })
    .optional(),
  MAIL_FROM: text("MAIL_FROM")
    .regex(/^[^@\s<>]+@[^@\s<>]+$|^[^<>]*<[^@\s<>]+@[^@\s<>]+>$/, { error: EXPECTED.MAIL_FROM })
    .default("no-reply@localhost"),
  CLIENT_DIR: text("CLIENT_DIR").default("./dist/client"),
  TRUST_PROXY: z
    .string()
    .transform((v, ctx) => {
      const parsed = parseTrustProxy(v);
      if (parsed === null) ctx.addIssue({ code: "custom", message: EXPECTED.TRUST_PROXY });
      return parsed ?? false;
    })
    .default(["loopback"]),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: EXPECTED.LOG_LEVEL }).default("info"),
  DEMO: z
    .enum(["1", "0", "true", "false"], { error: EXPECTED.DEMO })
    .transform((v) => v === "1" || v === "true")
    .default(true),
});

/** The value with the password part of user:password@ hidden: the line goes to a terminal or a log. */
export function withoutPassword(value: string | undefined): string | undefined {
  return value?.replace(/^([^:/]*:\/\/[^:/@]*:)[^@]*@/, "$1***@");
}

/**
 * Parses the environment. Empty variables count as unset (a blank `PORT=` in a unit file means "the
 * default"), except where noted. Throws ConfigError for the first wrong variable.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const input: Record<string, string> = {};
  for (const key of Object.keys(schema.shape)) {
    const value = env[key];
    if (value !== undefined && value.trim() !== "") input[key] = value;
  }
  const result = schema.safeParse(input);
  if (!result.success) {
    const issue = result.error.issues[0];
    const variable = String(issue.path[0]) as keyof typeof EXPECTED;
    throw new ConfigError(variable, EXPECTED[variable] ?? issue.message, variable === "DATABASE_URL" ? withoutPassword(input[variable]) : input[variable]);
  }
  const e = result.data;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseFile: path.resolve(e.DATABASE_FILE),
    databaseUrl: e.DATABASE_URL ?? null,
    uploadsDir: path.resolve(e.UPLOADS_DIR),
    publicUrl: (e.PUBLIC_URL ?? `http://${e.HOST.includes(":") ? `[${e.HOST}]` : e.HOST}:${e.PORT}`).replace(/\/+$/, ""),
    nodeEnv: e.NODE_ENV,
    smtpUrl: e.SMTP_URL || null,
    mailFrom: e.MAIL_FROM,
    clientDir: path.resolve(e.CLIENT_DIR),
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    demo: e.DEMO,
  };
}

/**
 * The server's start-up check of its data folders: the database's folder and the uploads folder are
 * created if missing and must be writable. Throws ConfigError naming the variable.
 */
export function checkDataFolders(config: Pick<Config, "databaseFile" | "uploadsDir">): void {
  const folders: [keyof typeof EXPECTED, string, string][] = [
    ["DATABASE_FILE", path.dirname(config.databaseFile), config.databaseFile],
    ["UPLOADS_DIR", config.uploadsDir, config.uploadsDir],
  ];
  for (const [variable, folder, value] of folders) {
    try {
      fs.mkdirSync(folder, { recursive: true });
      fs.accessSync(folder, fs.constants.W_OK);
      // access() says yes to root on a read-only file system; a real file answers for sure.
      const probe = path.join(folder, `.write-test-${process.pid}`);
      fs.writeFileSync(probe, "");
      fs.rmSync(probe);
    } catch {
      throw new ConfigError(variable, EXPECTED.writable, value);
    }
  }
}

export function isHttps(config: Pick<Config, "publicUrl">): boolean {
  return config.publicUrl.startsWith("https://");
}
