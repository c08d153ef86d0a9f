/**
 * A form's translations while they are edited (issue 27): per language, each translatable field's text,
 * the fields whose translation the editor confirms is still right for a changed original, and the native
 * speaker's check. `draftPayload` sends only what changed, so saving a form never makes an out-of-date
 * translation current by itself.
 */
import { TEXT_LANGUAGES, type TextLanguage, type TranslationsInput } from "../../../admin-modules/registry";
import type { RowTranslations } from "../../../server/services/translations";

export interface TranslationDraft {
  texts: Record<TextLanguage, Record<string, string>>;
  current: Record<TextLanguage, string[]>;
  reviewed: Record<TextLanguage, boolean>;
}

const perLanguage = <T>(make: () => T) => Object.fromEntries(TEXT_LANGUAGES.map((l) => [l, make()])) as Record<TextLanguage, T>;

export function emptyDraft(): TranslationDraft {
  return { texts: perLanguage(() => ({})), current: perLanguage(() => []), reviewed: perLanguage(() => false) };
}

/** The stored translations, with what an organization's pending change proposes over them. */
export function draftFrom(stored: RowTranslations | undefined, proposed: TranslationsInput | null | undefined): TranslationDraft {
  const draft = emptyDraft();
  for (const language of TEXT_LANGUAGES) {
    const fields = stored?.[language] ?? {};
    for (const [field, view] of Object.entries(fields)) draft.texts[language][field] = view.text;
    draft.reviewed[language] = Object.values(fields).some((view) => view.reviewed);
    const waiting = proposed?.[language];
    for (const [field, text] of Object.entries(waiting?.fields ?? {})) if (text !== undefined) draft.texts[language][field] = text ?? "";
    if (waiting?.current) draft.current[language] = [...waiting.current];
    if (waiting?.reviewed !== undefined) draft.reviewed[language] = waiting.reviewed;
  }
  return draft;
}

/** What changed since `initial`, as the server takes it; undefined when nothing did. */
export function draftPayload(draft: TranslationDraft, initial: TranslationDraft, original: string): TranslationsInput | undefined {
  const out: TranslationsInput = {};
  for (const language of TEXT_LANGUAGES) {
    if (language === original) continue;
    const fields: Record<string, string | null> = {};
    const names = new Set([...Object.keys(draft.texts[language]), ...Object.keys(initial.texts[language])]);
    for (const name of names) {
      const now = (draft.texts[language][name] ?? "").trim();
      const was = (initial.texts[language][name] ?? "").trim();
      if (now !== was) fields[name] = now === "" ? null : now;
    }
    const current = draft.current[language].filter((name) => !initial.current[language].includes(name));
    const reviewed = draft.reviewed[language] !== initial.reviewed[language] ? draft.reviewed[language] : undefined;
    if (Object.keys(fields).length || current.length || reviewed !== undefined) {
      out[language] = {
        ...(Object.keys(fields).length ? { fields } : {}),
        ...(current.length ? { current } : {}),
        ...(reviewed !== undefined ? { reviewed } : {}),
      };
    }
  }
  return Object.keys(out).length ? out : undefined;
}
