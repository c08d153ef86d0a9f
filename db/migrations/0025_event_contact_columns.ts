/**
 * Issue 29: an event's contact is three fields (phone, e-mail, website), not one JSON text staff had to
 * write by hand. Each becomes a column of its own, filled from the JSON of every existing event, and the
 * proposed changes of an event awaiting review are rewritten the same way, so an approval after this
 * migration writes the new columns.
 *
 * Nothing is lost: the old column is kept as legacy_contact_info, emptied only on the rows whose JSON held
 * nothing more than the three texts (within their lengths); a row whose JSON held more (another key, a
 * number, a text too long) keeps it whole beside the columns, for staff to read. The same statements
 * serve SQLite and PostgreSQL; the JSON is read in TypeScript, so both dialects convert alike.
 */
import { type Kysely, sql } from "kysely";

/** The columns and their longest text (the back-office form and the public form say the same). */
export const CONTACT_COLUMNS = {
  phone: { column: "contact_phone", max: 40 },
  email: { column: "contact_email", max: 254 },
  website: { column: "contact_website", max: 2000 },
} as const;
type ContactKey = keyof typeof CONTACT_COLUMNS;
const KEYS = Object.keys(CONTACT_COLUMNS) as ContactKey[];

function parseObject(value: unknown): Record<string, unknown> | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "object" && !Array.isArray(value)) return value as Record<string, unknown>;
  if (typeof value !== "string") return null;
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * The three columns read from a contact JSON, and whether the JSON held anything else (then it is kept).
 * A blank text is no value.
 */
export function splitContact(json: unknown): { columns: Record<string, string | null>; heldMore: boolean } {
  const columns: Record<string, string | null> = { contact_phone: null, contact_email: null, contact_website: null };
  const object = parseObject(json);
  if (object === null) return { columns, heldMore: json !== null && json !== undefined };
  let heldMore = false;
  for (const [key, value] of Object.entries(object)) {
    const known = KEYS.includes(key as ContactKey) ? CONTACT_COLUMNS[key as ContactKey] : null;
    if (known && typeof value === "string" && value.trim().length <= known.max) columns[known.column] = value.trim() || null;
    else if (known && (value === null || value === "")) continue;
    else heldMore = true;
  }
  return { columns, heldMore };
}

export async function up(db: Kysely<any>): Promise<void> {
  for (const { column, max } of Object.values(CONTACT_COLUMNS)) {
    await sql.raw(`ALTER TABLE events ADD COLUMN ${column} TEXT CHECK (${column} IS NULL OR length(${column}) <= ${max})`).execute(db);
  }
  await sql.raw("ALTER TABLE events RENAME COLUMN contact_info TO legacy_contact_info").execute(db);

  const rows = await db
    .selectFrom("events")
    .select(["id", "legacy_contact_info", "pending_changes"])
    .where((eb) => eb.or([eb("legacy_contact_info", "is not", null), eb("pending_changes", "is not", null)]))
    .execute();
  for (const row of rows as { id: number; legacy_contact_info: string | null; pending_changes: string | null }[]) {
    const { columns, heldMore } = splitContact(row.legacy_contact_info);
    const update: Record<string, string | null> = { ...columns, legacy_contact_info: heldMore ? row.legacy_contact_info : null };
    // An edit waiting for review that changes the contact proposes the three columns instead.
    const pending = parseObject(row.pending_changes);
    if (pending && "contact_info" in pending) {
      const { contact_info, ...rest } = pending;
      update.pending_changes = JSON.stringify({ ...rest, ...splitContact(contact_info).columns });
    }
    await db.updateTable("events").set(update).where("id", "=", row.id).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const rows = await db
    .selectFrom("events")
    .select(["id", "legacy_contact_info", "contact_phone", "contact_email", "contact_website"])
    .where((eb) => eb.or([eb("contact_phone", "is not", null), eb("contact_email", "is not", null), eb("contact_website", "is not", null)]))
    .execute();
  for (const row of rows as {
    id: number;
    legacy_contact_info: string | null;
    contact_phone: string | null;
    contact_email: string | null;
    contact_website: string | null;
  }[]) {
    if (row.legacy_contact_info !== null) continue;
    const contact = Object.fromEntries(
      Object.entries({ phone: row.contact_phone, email: row.contact_email, website: row.contact_website }).filter(([, v]) => v),
    );
    await db
      .updateTable("events")
      .set({ legacy_contact_info: JSON.stringify(contact) })
      .where("id", "=", row.id)
      .execute();
  }
  await sql.raw("ALTER TABLE events RENAME COLUMN legacy_contact_info TO contact_info").execute(db);
  for (const { column } of Object.values(CONTACT_COLUMNS)) await sql.raw(`ALTER TABLE events DROP COLUMN ${column}`).execute(db);
}
