/**
 * The frame every command-line tool runs in: argument parsing with node:util parseArgs, `--help`, and
 * the exit codes the operator can rely on in cron and shell scripts:
 *   0 done, 1 failed, 2 bad arguments (the usage is printed too).
 * A failure is one clear line on standard error, never a stack trace.
 */
import { parseArgs, type ParseArgsConfig } from "node:util";
import { ConfigError } from "../../server/config";

/** Bad arguments: exit 2 with the usage. */
export class UsageError extends Error {}

/** An expected failure with a message written for the operator: exit 1. */
export class CliError extends Error {}

export interface Command<O extends NonNullable<ParseArgsConfig["options"]>> {
  usage: string;
  options: O;
  /** How many positional arguments the command takes (default none). */
  positionals?: { min: number; max: number };
  run: (args: { values: ParsedValues<O>; positionals: string[] }) => Promise<void> | void;
}

type ParsedValues<O extends NonNullable<ParseArgsConfig["options"]>> = ReturnType<
  typeof parseArgs<{ options: O; strict: true; allowPositionals: true }>
>["values"];

/** Parses process.argv, runs the command and exits with the right code. Never returns. */
export function runCommand<O extends NonNullable<ParseArgsConfig["options"]>>(command: Command<O>): void {
  const argv = process.argv.slice(2);
  if (argv.includes("--help") || argv.includes("-h")) {
    process.stdout.write(`${command.usage.trimEnd()}\n`);
    process.exit(0);
  }

  let parsed: { values: ParsedValues<O>; positionals: string[] };
  try {
    parsed = parseArgs({ args: argv, options: command.options, strict: true, allowPositionals: true }) as typeof parsed;
    const { min, max } = command.positionals ?? { min: 0, max: 0 };
    if (parsed.positionals.length > max) throw new UsageError(`Unexpected argument "${parsed.positionals[max]}".`);
    if (parsed.positionals.length < min) throw new UsageError("A required argument is missing (see the usage below).");
  } catch (error) {
    fail(error, command.usage);
  }

  Promise.resolve()
    .then(() => command.run(parsed))
    .then(
      () => process.exit(0),
      (error: unknown) => fail(error, command.usage),
    );
}

function fail(error: unknown, usage: string): never {
  const isUsage = error instanceof UsageError || isParseArgsError(error);
  // A wrong environment variable is a bad argument too (exit 2), but the usage would not help.
  const isConfig = error instanceof ConfigError;
  process.stderr.write(`Error: ${firstLine(error)}\n`);
  if (isUsage) process.stderr.write(`\n${usage.trimEnd()}\n`);
  process.exit(isUsage || isConfig ? 2 : 1);
}

function isParseArgsError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && code.startsWith("ERR_PARSE_ARGS_");
}

function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  // parseArgs appends a long hint about "--" to unknown options; the option name is what matters.
  return message.split("\n")[0].split(". To specify a positional")[0].trim() || "Unknown error.";
}

/** A whole number option, or a UsageError naming the option. */
export function intOption(value: string | undefined, name: string, fallback: number, min: number, max = Number.MAX_SAFE_INTEGER): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value.trim())) throw new UsageError(`--${name} must be a whole number, got "${value}".`);
  const n = Number(value);
  if (n < min || n > max) throw new UsageError(`--${name} must be between ${min} and ${max}, got ${n}.`);
  return n;
}

export function requireOption<T>(value: T | undefined, name: string): T {
  if (value === undefined || value === "") throw new UsageError(`--${name} is required.`);
  return value;
}

export function say(line = ""): void {
  process.stdout.write(`${line}\n`);
}

/** 2026-11-22T10-00-00Z: an ISO time that is also a safe file name and sorts in time order. */
export function fileTimestamp(date = new Date()): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/:/g, "-");
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ["KB", "MB", "GB", "TB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

export function formatCount(n: number): string {
  return Math.round(n).toLocaleString("en-US");
}

export function formatSeconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)} s`;
}

/** The error code of a Node file-system error, if it is one. */
export function errnoCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : undefined;
}
