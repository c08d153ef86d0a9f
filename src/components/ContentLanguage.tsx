/**
 * The language of a piece of content: a badge on a child's work (nothing for work meant for everyone);
 * for staff-written content (issue 27), which is shown in the page's language when translated, the same
 * badge marks a text that is not translated yet and is shown in its original language, whose elements
 * carry that `lang` (`langOf`) so a screen reader pronounces them right; and the list filter "Show content
 * in" (every language, the reader's first, or only what reads in one language).
 */
import { LANGUAGE_NAMES, m, pickMessage } from "../../admin-modules/domain/i18n";
import { CONTENT_LANGUAGE_FILTERS, type ContentLanguageFilter } from "../../admin-modules/domain/vocabulary";
import type { Fallback } from "../../server/services/translations";

const LANGUAGE_MESSAGES = { "lang.name.si": m["lang.name.si"], "lang.name.ta": m["lang.name.ta"], "lang.name.en": m["lang.name.en"] };

export function ContentLanguageBadge({ language }: { language: "si" | "ta" | "en" | "all" }) {
  if (language === "all") return null;
  return (
    <span className="badge badge-outline content-language">
      {m["lang.contentBadge"]({ language: pickMessage(`lang.name.${language}`, LANGUAGE_MESSAGES) })}
    </span>
  );
}

/** "In English": some of the item's texts are not translated into the page's language yet. */
export function TranslationMarker({ fallback }: { fallback: Fallback | undefined }) {
  return fallback ? <ContentLanguageBadge language={fallback.lang} /> : null;
}

/** The `lang` of a staff-written field: set only where it is shown in another language than the page's. */
export function langOf(fallback: Fallback | undefined, field: string): string | undefined {
  return fallback?.fields.includes(field) ? fallback.lang : undefined;
}

/** Named `language`, so inside a list's GET form (components/GetForm.tsx) it also filters before the script runs. */
export function ContentLanguageFilterSelect(props: { value: ContentLanguageFilter | undefined; onChange: (value: ContentLanguageFilter | undefined) => void }) {
  return (
    <label className="field content-language-filter">
      {m["lang.filterLabel"]()}
      <select name="language" value={props.value ?? ""} onChange={(event) => props.onChange(CONTENT_LANGUAGE_FILTERS.find((l) => l === event.target.value))}>
        <option value="">{m["lang.all"]()}</option>
        {CONTENT_LANGUAGE_FILTERS.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </label>
  );
}
