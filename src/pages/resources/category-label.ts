/** A resource's category as people read it ("Children's Rights", not the stored word "rights"). */
import { type MessageKey, t } from "../../../admin-modules/domain/messages";
import { en } from "../../../admin-modules/domain/messages.en";

export function resourceCategoryLabel(category: string): string {
  const key = `resources.category.${category.trim().toLowerCase()}`;
  // A category staff typed that has no message of its own is shown as they wrote it.
  return key in en ? t(key as MessageKey) : category;
}
