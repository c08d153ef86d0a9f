/**
 * A listed item's translations at a glance (issue 27): one badge per language other than its original,
 * saying whether it is translated, partly, not at all, or needs re-translation; and the list's
 * "missing translations" filter.
 */
import { LANGUAGE_NAMES, m } from "../../../admin-modules/domain/i18n";
import { TEXT_LANGUAGES, TRANSLATION_FILTER_OPTIONS, text, type TranslationState, type TranslationStatus as Status } from "../../../admin-modules/registry";
import { Select } from "../ui";
import "./translations.css";

const STATE_MESSAGES: Record<Exclude<TranslationState, "original">, () => string> = {
  complete: m["admin.translations.stateComplete"],
  partial: m["admin.translations.statePartial"],
  missing: m["admin.translations.stateMissing"],
  stale: m["admin.translations.stateStale"],
};

export function TranslationStatusCell({ status }: { status: Status | null }) {
  if (!status) return null;
  return (
    <span className="translation-status">
      {TEXT_LANGUAGES.filter((language) => status[language] !== "original").map((language) => {
        const state = status[language] as Exclude<TranslationState, "original">;
        return (
          <span key={language} className={`badge state-${state}`} data-language={language} data-state={state}>
            {m["admin.translations.cellState"]({ language: LANGUAGE_NAMES[language], state: STATE_MESSAGES[state]() })}
          </span>
        );
      })}
    </span>
  );
}

export function TranslationFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <Select
      label={m["admin.translations.filterLabel"]()}
      options={TRANSLATION_FILTER_OPTIONS.map((o) => ({ value: o.value, label: text(o.label) }))}
      value={value}
      onChange={onChange}
      includeEmpty={m["admin.common.all"]()}
    />
  );
}
