/**
 * An item's languages in tabs (issue 27): the tab of its original language holds the whole form; each other
 * language's tab puts every translatable field's original beside its translation (side by side on a wide
 * screen, one above the other on a phone). A translation made from an original that has changed since is
 * flagged with the text it was made from, until it is updated or confirmed ("still correct"). Each
 * language has its native speaker's check.
 */
import { type ReactNode, useEffect, useId, useState } from "react";
import { LANGUAGE_NAMES, m } from "../../../admin-modules/domain/i18n";
import { TEXT_LANGUAGES, type TextLanguage, type TranslationState } from "../../../admin-modules/registry";
import type { RowTranslations } from "../../../server/services/translations";
import type { Block } from "../../../admin-modules/domain/lesson-blocks";
import { Switch } from "../ui";
import { BlockTextsTranslation, staleBlockKeys } from "./BlockTextsTranslation";
import type { TranslationDraft } from "./draft";
import { TranslationRow } from "./TranslationRow";
import "./translations.css";

export interface TranslatableField {
  name: string;
  label: string;
  multiline: boolean;
  maxLength?: number;
  /** A blocks field's texts (`textsOf`): the blocks as the form holds them, translated text by text. */
  blocks?: Block[];
}

interface Props {
  /** The language the item is written in (the form's own value). */
  original: TextLanguage;
  fields: TranslatableField[];
  /** The original texts as the form holds them now. */
  originals: Record<string, string>;
  /** The translations as stored (for "changed since" and what they were made from). */
  stored: RowTranslations | undefined;
  draft: TranslationDraft;
  onDraft: (draft: TranslationDraft) => void;
  /** The form of the original language. */
  children: ReactNode;
  /** Changed by the form to bring the original's tab forward (a field there needs attention). */
  showOriginal?: number;
}

/** The state of a language's translations in the draft, as the list shows them. */
export function draftState(props: Pick<Props, "fields" | "originals" | "stored" | "draft">, language: TextLanguage): Exclude<TranslationState, "original"> {
  const written = props.fields.filter((f) => (props.originals[f.name] ?? "").trim() !== "");
  const done = written.filter((f) => (props.draft.texts[language][f.name] ?? "").trim() !== "");
  if (written.length && !done.length) return "missing";
  if (done.some((f) => isStale(props, language, f.name))) return "stale";
  return done.length < written.length ? "partial" : "complete";
}

function isStale(props: Pick<Props, "fields" | "originals" | "stored" | "draft">, language: TextLanguage, field: string): boolean {
  const stored = props.stored?.[language]?.[field];
  // A blocks field's texts: out of date when one of its texts is (and is not confirmed or rewritten).
  const blocks = props.fields.find((f) => f.name === field)?.blocks;
  if (blocks && stored)
    return staleBlockKeys(blocks, stored, props.draft.texts[language][field] ?? "").some((key) => !props.draft.current[language].includes(`${field}:${key}`));
  if (!stored || props.draft.current[language].includes(field)) return false;
  // An edited translation is made from the original as it is now.
  if ((props.draft.texts[language][field] ?? "").trim() !== stored.text) return false;
  return stored.source_text !== (props.originals[field] ?? "");
}

const STATE_MESSAGES: Record<Exclude<TranslationState, "original">, () => string> = {
  complete: m["admin.translations.stateComplete"],
  partial: m["admin.translations.statePartial"],
  missing: m["admin.translations.stateMissing"],
  stale: m["admin.translations.stateStale"],
};

export function TranslationTabs(props: Props) {
  const { original, draft, onDraft } = props;
  const [chosen, setChosen] = useState<TextLanguage | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new request from the form brings the original forward
  useEffect(() => setChosen(null), [props.showOriginal]);
  const active = chosen ?? original;
  const id = useId();
  const tabId = (language: TextLanguage) => `${id}-tab-${language}`;
  const panelId = (language: TextLanguage) => `${id}-panel-${language}`;
  // The original first, then the others in the site's order.
  const order = [original, ...TEXT_LANGUAGES.filter((l) => l !== original)];

  const setText = (language: TextLanguage, field: string, value: string) =>
    onDraft({ ...draft, texts: { ...draft.texts, [language]: { ...draft.texts[language], [field]: value } } });
  const setCurrent = (language: TextLanguage, field: string, on: boolean) =>
    onDraft({
      ...draft,
      current: { ...draft.current, [language]: on ? [...draft.current[language], field] : draft.current[language].filter((f) => f !== field) },
    });

  // Arrow keys move between tabs (the WAI-ARIA tabs pattern); Tab goes into the panel.
  const onKey = (event: React.KeyboardEvent, index: number) => {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = order[(index + step + order.length) % order.length];
    setChosen(next);
    document.getElementById(tabId(next))?.focus();
  };

  return (
    <div className="translation-tabs">
      <div role="tablist" aria-label={m["admin.translations.tabsLabel"]()} className="translation-tablist">
        {order.map((language, index) => {
          const state = language === original ? null : draftState(props, language);
          return (
            <button
              key={language}
              id={tabId(language)}
              type="button"
              role="tab"
              aria-selected={active === language}
              aria-controls={panelId(language)}
              tabIndex={active === language ? 0 : -1}
              className="translation-tab"
              onClick={() => setChosen(language)}
              onKeyDown={(e) => onKey(e, index)}
            >
              <span lang={language}>{LANGUAGE_NAMES[language]}</span>
              <span className={`translation-state state-${state ?? "original"}`}>
                {state ? STATE_MESSAGES[state]() : m["admin.translations.stateOriginal"]()}
              </span>
            </button>
          );
        })}
      </div>
      {order.map((language) => (
        <div key={language} id={panelId(language)} role="tabpanel" aria-labelledby={tabId(language)} hidden={active !== language} className="translation-panel">
          {/* Only the shown language is drawn: the form's values live in its state, not in hidden inputs. */}
          {active !== language ? null : language === original ? (
            props.children
          ) : (
            <LanguagePanel {...props} language={language} setText={setText} setCurrent={setCurrent} />
          )}
        </div>
      ))}
    </div>
  );
}

function LanguagePanel(
  props: Props & {
    language: TextLanguage;
    setText: (language: TextLanguage, field: string, value: string) => void;
    setCurrent: (language: TextLanguage, field: string, on: boolean) => void;
  },
) {
  const { language, original, fields, originals, draft, stored } = props;
  const languageName = LANGUAGE_NAMES[language];
  const originalName = LANGUAGE_NAMES[original];
  return (
    <div className="translation-fields">
      <p className="admin-help">{m["admin.translations.panelHelp"]({ language: languageName, original: originalName })}</p>
      {fields.map((field) => {
        const source = originals[field.name] ?? "";
        const value = draft.texts[language][field.name] ?? "";
        const made = stored?.[language]?.[field.name];
        const stale = isStale(props, language, field.name);
        if (field.blocks)
          return (
            <BlockTextsTranslation
              key={field.name}
              field={field.name}
              blocks={field.blocks}
              original={original}
              language={language}
              value={value}
              stored={made}
              current={draft.current[language]}
              onChange={(text) => props.setText(language, field.name, text)}
              onCurrent={(entry, on) => props.setCurrent(language, entry, on)}
            />
          );
        return (
          <TranslationRow
            key={field.name}
            label={field.label}
            original={original}
            originalName={originalName}
            language={language}
            languageName={languageName}
            source={source}
            value={value}
            onChange={(text) => props.setText(language, field.name, text)}
            multiline={field.multiline}
            maxLength={field.maxLength}
            stale={stale}
            madeFrom={made?.source_text}
            stillCorrect={draft.current[language].includes(field.name)}
            onStillCorrect={(on) => props.setCurrent(language, field.name, on)}
          />
        );
      })}
      <ReviewedSwitch {...props} languageName={languageName} />
    </div>
  );
}

function ReviewedSwitch(props: Props & { language: TextLanguage; languageName: string }) {
  const { draft, language, onDraft } = props;
  return (
    <div className="translation-reviewed">
      <Switch
        label={m["admin.translations.reviewed"]({ language: props.languageName })}
        checked={draft.reviewed[language]}
        onChange={(on) => onDraft({ ...draft, reviewed: { ...draft.reviewed, [language]: on } })}
      />
    </div>
  );
}
