/**
 * The audit log: one entry per staff write, written by the write path itself inside the write's own
 * transaction, so a change and its entry are committed (or rolled back) together, and a bulk action that
 * calls the same per-row functions leaves one entry per row. Entries hold who, when, module, row id,
 * action and the changed fields' before/after values; secrets (passwords, hashes, tokens) never.
 * The table refuses updates (migration 0012); only `npm run audit -- --prune-older-than` deletes.
 */
import type { Kysely } from "kysely";
import type { AUDIT_ACTIONS } from "../../admin-modules/domain/audit";
import { sriLankaDate } from "../../admin-modules/domain/time";
import { getTableModule, isRecordedAuditAction, primaryKeyOf, titleColumnOf } from "../../admin-modules/registry";

/** The generic kinds of write; with the modules' own actions they make recordedAuditActions(), the Audit Log filter's options. */
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditEntry {
  /** The staff member's user id (from the session). */
  actor: number;
  /** The registry module key the row belongs to ("settings" and "dashboard" for screens). */
  module: string;
  rowId: number | null;
  /** One of AUDIT_ACTIONS, or the key of a registered module's own action (admin.action): recordedAuditActions(). */
  action: AuditAction | (string & {});
  /** The row (or the fields that matter) before and after; null for a create / a delete. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** Field names whose values are never written to the log, whatever the module. */
const SECRET = /pass(word)?|hash|token|secret|salt|api[_-]?key|session/i;

/** Fields whose value differs between before and after (all of them on create and delete), secrets left out. */
export function changedFields(before: Record<string, unknown> | null | undefined, after: Record<string, unknown> | null | undefined) {
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  const names = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const name of names) {
    if (SECRET.test(name)) continue;
    const was = normalise(before?.[name]);
    const is = normalise(after?.[name]);
    if (JSON.stringify(was) === JSON.stringify(is)) continue;
    // A create lists what it set, a delete what was there: empty values say nothing.
    if (!before && is === null) continue;
    if (!after && was === null) continue;
    changes[name] = { before: before ? was : null, after: after ? is : null };
  }
  return changes;
}

/** Booleans as stored (0/1 and true/false compare equal); undefined as null; JSON text left as text. */
function normalise(value: unknown): unknown {
  if (value === undefined) return null;
  if (typeof value === "boolean") return value ? 1 : 0;
  return value;
}

/** One label per actor per transaction: a bulk action of 500 rows looks the name up once. */
const labels = new WeakMap<object, Map<number, string>>();

async function actorLabel(trx: Kysely<any>, actor: number): Promise<string> {
  let known = labels.get(trx);
  if (!known) {
    known = new Map();
    labels.set(trx, known);
  }
  const cached = known.get(actor);
  if (cached) return cached;
  const who = (await trx.selectFrom("profiles").select(["full_name", "email"]).where("user_id", "=", actor).executeTakeFirst()) as
    | { full_name: string | null; email: string }
    | undefined;
  const label = who ? (who.full_name ? `${who.full_name} <${who.email}>` : who.email) : `#${actor}`;
  known.set(actor, label);
  return label;
}

/**
 * The title of the row an entry is about, as it is now (issue #29): from the values written or removed,
 * else read from its table (a toggle writes only is_active). Null for screens and rows without a title.
 */
async function rowLabel(trx: Kysely<any>, entry: AuditEntry): Promise<string | null> {
  const module = getTableModule(entry.module);
  if (!module || entry.rowId === null) return null;
  const column = titleColumnOf(module);
  const written = entry.after?.[column] ?? entry.before?.[column];
  if (written !== undefined && written !== null && written !== "") return String(written).slice(0, 200);
  const row = (await trx.selectFrom(module.table).select(column).where(primaryKeyOf(module), "=", entry.rowId).executeTakeFirst()) as
    | Record<string, unknown>
    | undefined;
  const value = row?.[column];
  return value === undefined || value === null || value === "" ? null : String(value).slice(0, 200);
}

/**
 * Writes one audit entry inside the caller's transaction. A write that changed nothing (same values)
 * still leaves its entry, with no fields, except where the caller skips it (an approval repeated).
 */
export async function recordAudit(trx: Kysely<any>, entry: AuditEntry): Promise<void> {
  // An entry the Audit Log's action filter could not find is a programming error: the write rolls back.
  if (!isRecordedAuditAction(entry.action)) throw new Error(`Audit action "${entry.action}" is not in the audit log's list (admin-modules/audit-actions.ts)`);
  const now = new Date();
  const changes = changedFields(entry.before ?? null, entry.after ?? null);
  await trx
    .insertInto("audit_log")
    .values({
      created_at: now.toISOString(),
      day: sriLankaDate(now),
      actor_id: entry.actor,
      actor_label: await actorLabel(trx, entry.actor),
      module: entry.module,
      row_id: entry.rowId,
      row_label: await rowLabel(trx, entry),
      action: entry.action,
      changes: Object.keys(changes).length ? JSON.stringify(changes) : null,
    })
    .execute();
}

/** Deletes entries older than the given number of days; answers how many went. */
export async function pruneAudit(db: Kysely<any>, olderThanDays: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - olderThanDays * 86_400_000).toISOString();
  const result = await db.deleteFrom("audit_log").where("created_at", "<", cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
