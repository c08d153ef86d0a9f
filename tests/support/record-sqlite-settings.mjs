/**
 * Preloaded (`node --import`) into the real server and command-line tools by tests/security/durability.test.ts:
 * records, for every better-sqlite3 connection the process uses, the settings in force when it closes (or
 * when the process exits with it still open) — journal mode, synchronous, foreign keys, busy timeout — as one
 * JSON line in the file named by SQLITE_SETTINGS_LOG. Observes only; changes nothing.
 */
import fs from "node:fs";
import { createRequire } from "node:module";

const log = process.env.SQLITE_SETTINGS_LOG;
const Database = createRequire(import.meta.url)("better-sqlite3");
const seen = new Set();

function record(db, when) {
  if (!log || !db.open) return;
  const simple = (name) => db.pragma(name, { simple: true });
  const line = {
    process: process.argv[1],
    file: db.name,
    readonly: db.readonly,
    when,
    journal_mode: simple("journal_mode"),
    synchronous: simple("synchronous"),
    foreign_keys: simple("foreign_keys"),
    busy_timeout: simple("busy_timeout"),
  };
  fs.appendFileSync(log, `${JSON.stringify(line)}\n`);
}

// Every connection is used through one of these before it matters; the first use registers it.
for (const method of ["prepare", "exec", "pragma", "backup", "transaction"]) {
  const original = Database.prototype[method];
  Database.prototype[method] = function (...args) {
    seen.add(this);
    return original.apply(this, args);
  };
}
const close = Database.prototype.close;
Database.prototype.close = function (...args) {
  seen.delete(this);
  record(this, "close");
  return close.apply(this, args);
};
process.on("exit", () => {
  for (const db of seen) record(db, "exit");
});
