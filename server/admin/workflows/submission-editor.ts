/**
 * The content editor opens /admin/content/edit/{id} without knowing the submission's type, and each type
 * is its own registry module (content-resource, content-learning...). This finds the type, then reads the
 * row through that module, so the module's ownership rule applies exactly as in its list: another
 * organization's submission answers NOT_FOUND like a missing id.
 */
import type { DB } from "../../../db/open";
import type { ContentType } from "../../../db/types";
import { type Caller, notFound } from "../access";
import { getRow } from "../crud";
import type { TableModule } from "../../../admin-modules/registry";

/** The module of a submission ("content-<type>"), for the operation middleware; NOT_FOUND when there is none. */
export async function submissionModuleKey(db: DB, id: number): Promise<string> {
  const found = await db.selectFrom("content_submissions").select(["content_type"]).where("id", "=", id).executeTakeFirst();
  if (!found) throw notFound();
  return `content-${found.content_type}`;
}

/** The row, read through its module (the caller's role for "read" is decided by the middleware). */
export async function submissionForEdit(db: DB, caller: Caller, module: TableModule, id: number) {
  const row = await getRow(db, caller, module, id);
  return { type: module.key.slice("content-".length) as ContentType, module: module.key, row };
}
