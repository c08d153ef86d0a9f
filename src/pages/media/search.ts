/** The Media Hub's address: ?type= (story, artwork, photo or video; absent for All Media) so a tab can be shared. */
import { MEDIA_TYPES } from "../../../admin-modules/domain/vocabulary";
import type { MediaType } from "./mediaLabels";

export interface MediaSearch {
  type?: MediaType;
}

export function validateMediaSearch(search: Record<string, unknown>): MediaSearch {
  return { type: MEDIA_TYPES.find((type) => type === search.type) };
}
