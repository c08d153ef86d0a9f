/**
 * The language of a piece of content: a badge on its card (nothing for content meant for everyone), and
 * the list filter "Show content in" (every language, the reader's first, or one language plus content for
 * everyone).
 */
import { LANGUAGE_NAMES, m, pickMessage } from "../../admin-modules/domain/i18n";
import { CONTENT_LANGUAGE_FILTERS, type ContentLanguageFilter } from "../../admin-modules/domain/vocabulary";

const LANGUAGE_MESSAGES = { "lang.name.si": m["lang.name.si"], "lang.name.ta": m["lang.name.ta"], "lang.name.en": m["lang.name.en"] };

export function ContentLanguageBadge({ language }: { language: "si" | "ta" | "en" | "all" }) {
  if (language === "all") return null;
  return (
    <span className="badge badge-outline content-language">
      {m["lang.contentBadge"]({ language: pickMessage(`lang.name.${language}`, LANGUAGE_MESSAGES) })}
    </span>
  );
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
