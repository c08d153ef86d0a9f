/**
 * A parent may hold several working links to their child's page (issue #26): asking for a new link by
 * e-mail adds one and leaves the others working, so nobody who knows a parent's e-mail can break the link
 * the parent uses; the parent stops any link from the page. Each link is its own row (the SHA-256 of its
 * token, never the token) with its own expiry; the links parental_consents held move here unchanged, and
 * its two token columns go.
 */
import { type Kysely, sql } from "kysely";
import { type Ddl, ddl, dialectOf } from "../dialect";

const statements = (d: Ddl) => {
  const now = d.now();
  return [
    `CREATE TABLE parent_links (
    ${d.idColumn()},
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    token_hash TEXT NOT NULL UNIQUE CHECK (length(token_hash) = 64),
    created_at TEXT NOT NULL DEFAULT ${now},
    expires_at TEXT NOT NULL
  )`,
    `CREATE INDEX parent_links_user ON parent_links (user_id)`,
    `CREATE INDEX parent_links_expires ON parent_links (expires_at)`,
    `INSERT INTO parent_links (user_id, token_hash, created_at, expires_at)
    SELECT user_id, token_hash, coalesce(last_sent_at, requested_at), token_expires_at FROM parental_consents
    WHERE token_hash IS NOT NULL AND token_expires_at IS NOT NULL`,
    // SQLite drops no column that has a UNIQUE constraint: the table is made again without them.
    ...(d.pg
      ? [`ALTER TABLE parental_consents DROP COLUMN token_hash`, `ALTER TABLE parental_consents DROP COLUMN token_expires_at`]
      : [
          `CREATE TABLE parental_consents_new (
    user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    parent_email TEXT NOT NULL CHECK (length(parent_email) BETWEEN 3 AND 254),
    status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'granted')),
    requested_at TEXT NOT NULL DEFAULT ${now},
    consented_at TEXT,
    last_sent_at TEXT,
    CHECK ((status = 'granted') = (consented_at IS NOT NULL))
  )`,
          `INSERT INTO parental_consents_new (user_id, parent_email, status, requested_at, consented_at, last_sent_at)
    SELECT user_id, parent_email, status, requested_at, consented_at, last_sent_at FROM parental_consents`,
          `DROP TABLE parental_consents`,
          `ALTER TABLE parental_consents_new RENAME TO parental_consents`,
          `CREATE INDEX parental_consents_pending ON parental_consents (status, requested_at)`,
          `CREATE INDEX parental_consents_parent ON parental_consents (lower(parent_email))`,
        ]),
  ];
};

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements(ddl(dialectOf(db)))) await sql.raw(statement).execute(db);
}

export async function down(): Promise<void> {
  throw new Error("The parent-links migration cannot be undone; restore a backup instead.");
}
