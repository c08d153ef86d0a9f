/**
 * Captures what the server logs (server/logger.ts) at every level, as the JSON lines it would print,
 * so a test can prove a cause is logged or a secret is not. restore() goes back to warnings only.
 */
import { configureLogging } from "../../server/logger";

export interface CapturedLogs {
  lines: string[];
  text(): string;
  restore(): void;
}

export function captureLogs(): CapturedLogs {
  const lines: string[] = [];
  configureLogging({ level: "trace", stream: { write: (line: string) => void lines.push(line) } });
  return {
    lines,
    text: () => lines.join(""),
    restore: () => configureLogging({ level: "warn", stream: process.stdout }),
  };
}
