/**
 * The content editor opens /admin/content/edit/{id} without knowing the submission's type, and each type
 * is its own registry module (content-resource, content-learning...). This finds the type, then reads the
 * row through that module, so the module's ownership rule applies exactly as in its list: another
 * organization's submission answers NOT_FOUND like a missing id.
 */
import type { DB } from "../../../db/open";
import { type Caller, notFound, requireTableModule } from "../access";
import { getRow } from "../crud";

export async function submissionForEdit(db: DB, caller: Caller, id: number) {
  const found = await db.selectFrom("content_submissions").select(["content_type"]).where("id", "=", id).executeTakeFirst();
  if (!found) throw notFound();
  const module = requireTableModule(`content-${found.content_type}`);
  const row = await getRow(db, caller, module, id);
  return { type: found.content_type, module: module.key, row };
}
