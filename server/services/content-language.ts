/**
 * Content language in public lists (issue 11 point 6): the optional "Show content in" filter keeps one
 * language plus content for everyone; without it nothing is hidden. Lists that may reorder put the chosen
 * language (else the reader's, the page's language) first, then content for everyone, then the rest.
 */
import { sql, type RawBuilder } from "kysely";
import { z } from "zod";
import { getLocale } from "../../admin-modules/domain/i18n";
import { CONTENT_LANGUAGE_FILTERS, type ContentLanguageFilter } from "../../admin-modules/domain/vocabulary";

/** The optional filter of a list's input. */
export const contentLanguageInput = z.enum(CONTENT_LANGUAGE_FILTERS).optional();

/** The `language` values a filtered list keeps. */
export const languagesShown = (language: ContentLanguageFilter) => [language, "all"] as const;

/** ORDER BY term: the chosen (else the reader's) language 0, content for everyone 1, other languages 2. */
export function readerLanguageFirst(language: ContentLanguageFilter | undefined): RawBuilder<number> {
  const reader = language ?? getLocale();
  return sql<number>`CASE language WHEN ${reader} THEN 0 WHEN 'all' THEN 1 ELSE 2 END`;
}
