/**
 * The fields of one block, by its type (issue 30): what staff write and choose, each a labelled control,
 * never JSON. Pictures come from the image upload (re-encoded by the server), recordings from the audio
 * upload; both keep only the address the server gave.
 */
import { useId } from "react";
import { m } from "../../../admin-modules/domain/i18n";
import { type Block, BLOCK_LIMITS, type ExerciseBlock } from "../../../admin-modules/domain/lesson-blocks";
import { ImageUpload } from "../module/ImageUpload";
import { AudioUpload } from "./AudioUpload";
import { ChoiceList, ItemList, PairList } from "./PartLists";
import { TextField } from "./TextField";

interface Props<B extends Block> {
  block: B;
  onChange: (block: B) => void;
  invalid: boolean;
}

export function BlockFields({ block, onChange, invalid }: Props<Block>) {
  const set = <B extends Block>(patch: Partial<B>) => onChange({ ...block, ...patch } as Block);
  switch (block.type) {
    case "text":
      return (
        <TextField
          label={m["admin.blocks.text"]()}
          help={m["admin.blocks.textHelp"]()}
          rows={5}
          maxLength={BLOCK_LIMITS.text}
          value={block.text}
          invalid={invalid}
          onChange={(text) => set({ text })}
        />
      );
    case "image":
      return (
        <>
          <div className="block-file">
            {block.src ? <img src={block.src} alt={m["admin.upload.preview"]()} /> : <p className="admin-help">{m["admin.blocks.noFile"]()}</p>}
            <ImageUpload label={m["admin.blocks.picture"]()} onUploaded={(src) => set({ src })} />
          </div>
          <TextField label={m["admin.blocks.alt"]()} value={block.alt} maxLength={BLOCK_LIMITS.short} invalid={invalid} onChange={(alt) => set({ alt })} />
          <TextField label={m["admin.blocks.caption"]()} value={block.caption} maxLength={BLOCK_LIMITS.short} onChange={(caption) => set({ caption })} />
        </>
      );
    case "audio":
      return (
        <>
          <div className="block-file">
            {block.src ? (
              // biome-ignore lint/a11y/useMediaCaption: the transcript field below is the recording's text.
              <audio controls preload="none" src={block.src} aria-label={m["admin.blocks.recording"]()} />
            ) : (
              <p className="admin-help">{m["admin.blocks.noFile"]()}</p>
            )}
            <AudioUpload label={m["admin.blocks.recording"]()} onUploaded={(src) => set({ src })} />
            <p className="admin-help">{m["admin.blocks.audioTypes"]()}</p>
          </div>
          <TextField
            label={m["admin.blocks.audioLabel"]()}
            value={block.label}
            maxLength={BLOCK_LIMITS.short}
            invalid={invalid}
            onChange={(label) => set({ label })}
          />
          <TextField
            label={m["admin.blocks.transcript"]()}
            rows={3}
            value={block.transcript}
            maxLength={BLOCK_LIMITS.text}
            onChange={(transcript) => set({ transcript })}
          />
        </>
      );
    case "video":
      return (
        <>
          <TextField label={m["admin.blocks.videoUrl"]()} type="url" value={block.url} maxLength={500} invalid={invalid} onChange={(url) => set({ url })} />
          <TextField label={m["admin.blocks.videoTitle"]()} value={block.title} maxLength={BLOCK_LIMITS.short} onChange={(title) => set({ title })} />
        </>
      );
    default:
      return <ExerciseFields block={block} onChange={onChange} invalid={invalid} />;
  }
}

function ExerciseFields({ block, onChange, invalid }: Props<ExerciseBlock>) {
  const set = (patch: Partial<ExerciseBlock>) => onChange({ ...block, ...patch } as ExerciseBlock);
  return (
    <>
      <TextField
        label={m["admin.blocks.prompt"]()}
        rows={2}
        value={block.prompt}
        maxLength={BLOCK_LIMITS.long}
        invalid={invalid}
        onChange={(prompt) => set({ prompt })}
      />
      <AnswerFields block={block} onChange={onChange} />
      <TextField label={m["admin.blocks.hint"]()} rows={2} value={block.hint} maxLength={BLOCK_LIMITS.long} onChange={(hint) => set({ hint })} />
      <TextField
        label={m["admin.blocks.explanation"]()}
        rows={2}
        value={block.explanation}
        maxLength={BLOCK_LIMITS.long}
        onChange={(explanation) => set({ explanation })}
      />
    </>
  );
}

/** What is right: the choices marked right, true or false, the accepted answers, the order, the pairs. */
function AnswerFields({ block, onChange }: { block: ExerciseBlock; onChange: (block: ExerciseBlock) => void }) {
  const group = useId();
  switch (block.type) {
    case "single":
    case "multiple":
      return <ChoiceList choices={block.choices} many={block.type === "multiple"} onChange={(choices) => onChange({ ...block, choices })} />;
    case "truefalse":
      return (
        <fieldset className="admin-field full">
          <legend className="admin-label">{m["admin.blocks.statement"]()}</legend>
          <div className="admin-filter-buttons">
            {[true, false].map((value) => (
              <label key={String(value)} className="admin-switch">
                <input type="radio" name={`${group}-answer`} checked={block.answer === value} onChange={() => onChange({ ...block, answer: value })} />
                {value ? m["exercise.true"]() : m["exercise.false"]()}
              </label>
            ))}
          </div>
        </fieldset>
      );
    case "typed":
      return (
        <TextField
          label={m["admin.blocks.answers"]()}
          help={m["admin.blocks.answersHelp"]()}
          rows={3}
          value={block.answers.join("\n")}
          onChange={(value) => onChange({ ...block, answers: value.split("\n") })}
        />
      );
    case "order":
      return <ItemList items={block.items} onChange={(items) => onChange({ ...block, items })} />;
    case "match":
      return <PairList pairs={block.pairs} onChange={(pairs) => onChange({ ...block, pairs })} />;
  }
}
