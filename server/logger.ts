/**
 * The server's log: JSON lines (pino) on standard output, one per request and one per notable event;
 * readable coloured lines instead when standard output is a terminal. The level comes from LOG_LEVEL.
 *
 * What never reaches the log: cookies, tokens, passwords, e-mail addresses, children's names. Request
 * lines carry only an id, the method, the path, the query's parameter names (values redacted), the
 * status and the time; nothing logs a request body. The redact list below is a second net for objects
 * logged by mistake.
 *
 * Until main.ts calls configureLogging (tests, scripts), warnings and errors only.
 */
import { createRequire } from "node:module";
import pino, { type DestinationStream, type Logger } from "pino";
import type { LogLevel } from "./config";

const SECRET_KEYS = ["cookie", "authorization", "password", "newPassword", "currentPassword", "token", "email", "phone", "name", "author_name", "fullName"];
const REDACT_PATHS = [...SECRET_KEYS, ...SECRET_KEYS.map((key) => `*.${key}`), 'headers["set-cookie"]', '*.headers["set-cookie"]'];

/**
 * pino's isoTime (`,"time":"2026-11-27T12:00:00.000Z"`), written out once per millisecond: a busy server
 * logs many requests in each, and toISOString was 2 % of a signed-in answer's instructions (issue 34).
 */
let lastTime = { ms: Number.NaN, text: "" };
function isoTime(): string {
  const ms = Date.now();
  if (ms !== lastTime.ms) lastTime = { ms, text: `,"time":"${new Date(ms).toISOString()}"` };
  return lastTime.text;
}

function build(level: LogLevel, destination: DestinationStream, options: { redact: boolean }): Logger {
  return pino(
    {
      level,
      base: undefined,
      timestamp: isoTime,
      // "level":"info" rather than 30: read by people with grep and jq as often as by machines.
      formatters: { level: (label) => ({ level: label }) },
      ...(options.redact ? { redact: { paths: REDACT_PATHS, censor: "[redacted]" } } : {}),
      serializers: { err: pino.stdSerializers.err },
    },
    destination,
  );
}

let current = build("warn", process.stdout, { redact: true });
// Request lines are built by requestLog from safe fields only, so they skip the redact pass: it was half
// the cost of logging a request (issue #10, measured with node --cpu-prof under autocannon).
let requests = build("warn", process.stdout, { redact: false });

/** pino-pretty is for a person at a terminal: loaded only then, so a server's start does not pay for it. */
function prettyStream(): DestinationStream {
  const PinoPretty = createRequire(import.meta.url)("pino-pretty") as typeof import("pino-pretty");
  return PinoPretty({ colorize: true, sync: true, translateTime: "SYS:HH:MM:ss", ignore: "pid,hostname" });
}

/**
 * Standard output, written asynchronously and in batches: lines wait until about 4 KB (some twenty
 * requests' lines) are ready, or a quarter of a second has passed, and go out in one write. pino flushes
 * what is left at exit (a process killed outright loses at most those last lines, as an unfinished
 * asynchronous write would). Measured under issue 34's signed-in auth.session (20 connections, the server's CPU
 * time per request, old and new builds taking turns): a blocking write per line was 5 % of a signed-in
 * page's time; one write whenever the last had finished, still every few lines, cost about 9 % more than
 * these batches (each write is a round trip through libuv's thread pool).
 *
 * Each line is handed over as bytes (sonic-boom's buffer mode). In its text mode sonic-boom measures the
 * UTF-8 length of the whole text waiting to be written at every line, up to 16 KB, which copies it flat
 * each time: callgrind counted 46,000 instructions per request line that way, 28,000 this way.
 */
function standardOutput(): DestinationStream {
  const output = pino.destination({ dest: 1, sync: false, contentMode: "buffer", minLength: 4096, periodicFlush: 250 });
  // sonic-boom's types name only text; in buffer mode it takes bytes.
  return { write: (line: string) => output.write(Buffer.from(line) as unknown as string) };
}

/** Sets the level and where lines go: a given stream (tests), pretty lines on a terminal, else JSON. */
export function configureLogging(options: { level: LogLevel; stream?: DestinationStream; pretty?: boolean }): void {
  const pretty = options.pretty ?? (options.stream === undefined && process.stdout.isTTY === true);
  const destination = options.stream ?? (pretty ? prettyStream() : standardOutput());
  current = build(options.level, destination, { redact: true });
  requests = build(options.level, destination, { redact: false });
}

/** The server's logger; always the configured one, so modules can import it before configuration. */
export const log = {
  fatal: (...args: Parameters<Logger["fatal"]>) => current.fatal(...args),
  error: (...args: Parameters<Logger["error"]>) => current.error(...args),
  warn: (...args: Parameters<Logger["warn"]>) => current.warn(...args),
  info: (...args: Parameters<Logger["info"]>) => current.info(...args),
  debug: (...args: Parameters<Logger["debug"]>) => current.debug(...args),
  /** One finished request: only the fields requestLog chooses (id, method, redacted path, status, ms). */
  request: (line: { reqId: string; method: string; path: string; status: number; ms: number }) =>
    line.status >= 500 ? requests.warn(line, "request") : requests.info(line, "request"),
};

/** `/setup?token=abc&x=1` → `/setup?token=[redacted]&x=[redacted]`: a query may carry a token or an e-mail. */
export function redactUrl(url: string): string {
  const q = url.indexOf("?");
  if (q === -1) return url;
  const names = url
    .slice(q + 1)
    .split("&")
    .filter(Boolean)
    .map((pair) => `${pair.split("=")[0]}=[redacted]`);
  return `${url.slice(0, q)}?${names.join("&")}`;
}

/** Error texts from mail servers may quote the recipient; the log keeps the rest. */
export function scrubEmails(text: string): string {
  return text.replace(/[^\s<>"'@]+@[^\s<>"'@]+/g, "[e-mail]");
}
