/**
 * One text's translation (issue 27): the original beside the field for its translation (side by side on a
 * wide screen, one above the other on a phone) and, when the original has changed since the translation was
 * made, the text it was made from with a "still correct" switch. Used for each translatable field and for each
 * text of a lesson's blocks (BlockTextsTranslation.tsx).
 */
import type { ReactNode } from "react";
import { m } from "../../../admin-modules/domain/i18n";
import { Field, Switch } from "../ui";

export interface TranslationRowProps {
  /** What the text is ("Question"), without a language. */
  label: string;
  original: string;
  originalName: string;
  language: string;
  languageName: string;
  source: string;
  value: string;
  onChange: (value: string) => void;
  multiline: boolean;
  maxLength?: number;
  /** The original changed since the translation was made from `madeFrom`. */
  stale: boolean;
  madeFrom?: string;
  stillCorrect: boolean;
  onStillCorrect: (on: boolean) => void;
  /** Drawn under the translation's field (a recording's upload button and player). */
  children?: ReactNode;
}

export function TranslationRow(props: TranslationRowProps) {
  const { label, original, originalName, language, languageName, value } = props;
  return (
    <div className={`translation-row${props.stale ? " is-stale" : ""}`}>
      <div className="translation-original">
        <span className="admin-label">{`${label} (${originalName})`}</span>
        <p lang={original}>{props.source || "—"}</p>
      </div>
      <Field label={`${label} (${languageName})`}>
        {({ id, describedBy }) =>
          props.multiline ? (
            <textarea
              id={id}
              lang={language}
              rows={4}
              maxLength={props.maxLength}
              aria-describedby={describedBy}
              value={value}
              onChange={(e) => props.onChange(e.target.value)}
            />
          ) : (
            <input
              id={id}
              lang={language}
              maxLength={props.maxLength}
              aria-describedby={describedBy}
              value={value}
              onChange={(e) => props.onChange(e.target.value)}
            />
          )
        }
      </Field>
      {props.children && <div className="translation-extra">{props.children}</div>}
      {props.stale && props.madeFrom !== undefined && (
        <div className="translation-stale" role="note">
          <p>
            <strong>{m["admin.translations.staleTitle"]()}</strong> {m["admin.translations.staleText"]({ original: originalName })}
          </p>
          <p className="small">
            {m["admin.translations.madeFrom"]()} <q lang={original}>{props.madeFrom || "—"}</q>
          </p>
          <Switch label={m["admin.translations.stillCorrect"]({ field: label })} checked={props.stillCorrect} onChange={props.onStillCorrect} />
        </div>
      )}
    </div>
  );
}
