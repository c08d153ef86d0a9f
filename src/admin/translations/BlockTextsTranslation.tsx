/**
 * The translation of a lesson's block texts (issue 30): instead of the stored JSON, each text of each block
 * (paragraphs, alt text, caption, recording, question, choices, items, pairs, accepted answers, hint,
 * explanation) is its own labelled field beside the original, grouped by block as the editor numbers them.
 * The field's value stays what the server stores and the public page reads: JSON of text key → text
 * (admin-modules/domain/lesson-blocks.ts, blockTexts). A text whose original changed since it was translated
 * is flagged with what it was made from, and can be confirmed still correct on its own ("block_texts:<key>").
 */
import { LANGUAGE_NAMES, m } from "../../../admin-modules/domain/i18n";
import { type Block, blockTexts, parseTexts, staleTextKeys } from "../../../admin-modules/domain/lesson-blocks";
import type { TextLanguage } from "../../../admin-modules/registry";
import type { TranslationView } from "../../../server/services/translations";
import { AudioUpload } from "../blocks/AudioUpload";
import { TranslationRow } from "./TranslationRow";

/** The keys whose original changed since their stored translation was made, and which the draft has not rewritten. */
export function staleBlockKeys(blocks: readonly Block[], stored: TranslationView, draft: string): string[] {
  const translated = parseTexts(stored.text);
  const now = parseTexts(draft);
  return staleTextKeys(blockTexts(blocks), parseTexts(stored.source_text), translated).filter((key) => (now[key] ?? "").trim() === translated[key]);
}

/** What one text of a block is, as the block editor calls it. */
function partLabel(block: Block, part: string): string {
  const [kind, id] = part.split(".");
  const place = (list: readonly { id: string }[]) => list.findIndex((entry) => entry.id === id) + 1;
  switch (kind) {
    case "text":
      return m["admin.blocks.text"]();
    case "alt":
      return m["admin.blocks.alt"]();
    case "caption":
      return m["admin.blocks.caption"]();
    case "label":
      return m["admin.blocks.audioLabel"]();
    case "src":
      return m["admin.blocks.recording"]();
    case "transcript":
      return m["admin.blocks.transcript"]();
    case "title":
      return m["admin.blocks.videoTitle"]();
    case "prompt":
      return m["admin.blocks.prompt"]();
    case "answers":
      return m["admin.blocks.answers"]();
    case "hint":
      return m["admin.blocks.hint"]();
    case "explanation":
      return m["admin.blocks.explanation"]();
    case "choice":
      return m["admin.blocks.choiceNumbered"]({ number: "choices" in block ? place(block.choices) : 0 });
    case "item":
      return m["admin.blocks.itemNumbered"]({ number: "items" in block ? place(block.items) : 0 });
    default: {
      const pair = m["admin.blocks.pairNumbered"]({ number: "pairs" in block ? place(block.pairs) : 0 });
      return `${pair}: ${kind === "left" ? m["admin.blocks.left"]() : m["admin.blocks.right"]()}`;
    }
  }
}

const LONG_PARTS = new Set(["text", "transcript", "answers", "explanation"]);

export function BlockTextsTranslation(props: {
  /** The form's field holding the texts (block_texts). */
  field: string;
  blocks: Block[];
  original: TextLanguage;
  language: TextLanguage;
  /** The translation as the draft holds it: JSON of key → text. */
  value: string;
  stored: TranslationView | undefined;
  current: string[];
  onChange: (value: string) => void;
  onCurrent: (entry: string, on: boolean) => void;
}) {
  const { blocks, original, language, field } = props;
  const originals = blockTexts(blocks);
  const texts = parseTexts(props.value);
  const stale = new Set(props.stored ? staleBlockKeys(blocks, props.stored, props.value) : []);
  const madeFrom = parseTexts(props.stored?.source_text);
  const keys = Object.keys(originals);
  const done = keys.filter((key) => (texts[key] ?? "").trim() !== "").length;

  /** One text changed: the whole translation again, in the original's order, without emptied texts. */
  const setText = (key: string, text: string) => {
    const next = { ...texts, [key]: text };
    const kept = Object.fromEntries(keys.filter((k) => (next[k] ?? "") !== "").map((k) => [k, next[k]!]));
    props.onChange(Object.keys(kept).length ? JSON.stringify(kept) : "");
  };

  return (
    <div className="translation-blocks">
      <p className="admin-help">{m["admin.blocks.textsTranslated"]({ done, total: keys.length })}</p>
      {blocks.map((block, index) => {
        const parts = Object.keys(blockTexts([block]));
        if (!parts.length) return null;
        const title = m["admin.blocks.translationOf"]({ type: m[`admin.blocks.type.${block.type}`](), number: index + 1 });
        return (
          <fieldset key={block.id} className="translation-block">
            <legend>{title}</legend>
            {parts.map((key) => {
              const part = key.slice(block.id.length + 1);
              const entry = `${field}:${key}`;
              return (
                <TranslationRow
                  key={key}
                  label={`${partLabel(block, part)} — ${title}`}
                  original={original}
                  originalName={LANGUAGE_NAMES[original]}
                  language={language}
                  languageName={LANGUAGE_NAMES[language]}
                  source={originals[key] ?? ""}
                  value={texts[key] ?? ""}
                  onChange={(text) => setText(key, text)}
                  multiline={LONG_PARTS.has(part.split(".")[0]!)}
                  stale={stale.has(key) && !props.current.includes(entry)}
                  madeFrom={madeFrom[key]}
                  stillCorrect={props.current.includes(entry)}
                  onStillCorrect={(on) => props.onCurrent(entry, on)}
                >
                  {part === "src" && (
                    // One narration per language: this language's own recording (the original's plays where there is none).
                    <>
                      <AudioUpload
                        label={`${m["admin.blocks.narrationIn"]({ language: LANGUAGE_NAMES[language] })} — ${title}`}
                        onUploaded={(url) => setText(key, url)}
                      />
                      {texts[key] && (
                        // biome-ignore lint/a11y/useMediaCaption: the block's transcript is its text.
                        <audio controls preload="none" src={texts[key]} aria-label={m["admin.blocks.narrationIn"]({ language: LANGUAGE_NAMES[language] })} />
                      )}
                    </>
                  )}
                </TranslationRow>
              );
            })}
          </fieldset>
        );
      })}
    </div>
  );
}
