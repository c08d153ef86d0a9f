/** The Media Hub's address: ?type= (story, artwork, photo or video; absent for All Media) and ?language= so a tab can be shared. */
import { MEDIA_TYPES, type ContentLanguageFilter } from "../../../admin-modules/domain/vocabulary";
import { contentLanguageParam } from "../../lib/content-language";
import type { MediaType } from "./mediaLabels";

export interface MediaSearch {
  type?: MediaType;
  /** Only items in this language (and those for everyone); without it every language, the reader's first. */
  language?: ContentLanguageFilter;
}

export function validateMediaSearch(search: Record<string, unknown>): MediaSearch {
  return { type: MEDIA_TYPES.find((type) => type === search.type), language: contentLanguageParam(search.language) };
}
