/** The "Show content in" choice as list pages keep it in their address (?language=si|ta|en; anything else dropped). */
import { CONTENT_LANGUAGE_FILTERS, type ContentLanguageFilter } from "../../admin-modules/domain/vocabulary";

export function contentLanguageParam(value: unknown): ContentLanguageFilter | undefined {
  return CONTENT_LANGUAGE_FILTERS.find((language) => language === value);
}
