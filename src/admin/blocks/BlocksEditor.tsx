/**
 * The block editor (issue 30): the widget the generic module form draws for a `blocks` field. Staff add a
 * block of any type, move it up or down, remove it (with an undo), and write each block's texts and
 * settings in labelled fields; the field's value stays the blocks' JSON, which nobody types. After a
 * refused save each block shows its own problem, in the staff member's language (the schema's words).
 * "Preview on a phone" draws the unsaved lesson as a child sees it; a saved lesson's exercises show how
 * many children answered right at their first try.
 */
import { useEffect, useId, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { m } from "../../../admin-modules/domain/i18n";
import { type Block, BLOCK_LIMITS, BLOCK_TYPES, type BlockType, isExercise, parseBlocks } from "../../../admin-modules/domain/lesson-blocks";
import { blockProblem } from "../../../admin-modules/domain/lesson-blocks-schema";
import { trpc } from "../../trpc";
import { AdminIcon } from "../ui";
import { BlockFields } from "./BlockFields";
import { ExerciseFigure } from "./ExerciseFigure";
import { LessonPreview } from "./LessonPreview";
import { emptyBlock, idsOf } from "./new-block";
import "./blocks-editor.css";

interface Props {
  moduleKey: string;
  /** The saved row's id (its exercises' figures), or null for a new lesson. */
  rowId: number | null;
  label: string;
  help?: string;
  /** The form's message for the field after a refused save: each block's own problem is shown then. */
  error?: string;
  value: string;
  onChange: (value: string) => void;
}

const typeName = (type: BlockType) => m[`admin.blocks.type.${type}`]();

export function BlocksEditor({ moduleKey, rowId, label, help, error, value, onChange }: Props) {
  const blocks = parseBlocks(value);
  const headingId = useId();
  const previewId = useId();
  const [removed, setRemoved] = useState<{ block: Block; index: number } | null>(null);
  const [announce, setAnnounce] = useState("");
  const [previewing, setPreviewing] = useState(false);
  // The preview's practice is a form of its own: it is drawn just after the module's form, never inside it.
  const [previewHost, setPreviewHost] = useState<HTMLElement | null>(null);
  // After a move, an add or an undo, the keyboard follows the block (its control at its new place).
  const focusAfter = useRef<string | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const undoRef = useRef<HTMLButtonElement>(null);
  const figures = trpc.admin.exerciseFigures.useQuery({ module: moduleKey, id: rowId ?? 0 }, { enabled: rowId !== null && blocks.some(isExercise) });

  useEffect(() => {
    if (!focusAfter.current) return;
    root.current?.querySelector<HTMLElement>(focusAfter.current)?.focus();
    focusAfter.current = null;
  });
  useEffect(() => {
    if (removed) undoRef.current?.focus();
  }, [removed]);
  useEffect(() => {
    if (!previewing) return;
    const host = document.createElement("div");
    host.id = previewId;
    (root.current?.closest("form") ?? root.current)?.after(host);
    setPreviewHost(host);
    host.scrollIntoView?.({ block: "nearest" });
    return () => {
      host.remove();
      setPreviewHost(null);
    };
  }, [previewing, previewId]);

  const save = (next: Block[]) => onChange(JSON.stringify(next));
  const change = (index: number, block: Block) => save(blocks.map((b, i) => (i === index ? block : b)));
  const add = (type: BlockType) => {
    const block = emptyBlock(type, idsOf(blocks));
    save([...blocks, block]);
    setRemoved(null);
    focusAfter.current = `[data-block="${block.id}"] input, [data-block="${block.id}"] textarea, [data-block="${block.id}"] label.btn`;
    setAnnounce(m["admin.blocks.blockTitle"]({ number: blocks.length + 1, type: typeName(type) }));
  };
  const move = (index: number, to: number) => {
    const next = [...blocks];
    const [block] = next.splice(index, 1);
    next.splice(to, 0, block!);
    save(next);
    focusAfter.current = `[data-block="${block!.id}"] [data-move="${to < index ? "up" : "down"}"]:not(:disabled), [data-block="${block!.id}"] [data-move]:not(:disabled)`;
    setAnnounce(m["admin.blocks.moved"]({ type: typeName(block!.type), number: to + 1 }));
  };
  const remove = (index: number) => {
    setRemoved({ block: blocks[index]!, index });
    save(blocks.filter((_, i) => i !== index));
    setAnnounce(m["admin.blocks.removed"]({ number: index + 1 }));
  };
  const undo = () => {
    if (!removed) return;
    const next = [...blocks];
    next.splice(Math.min(removed.index, next.length), 0, removed.block);
    save(next);
    focusAfter.current = `[data-block="${removed.block.id}"] [data-remove]`;
    setRemoved(null);
    setAnnounce(m["admin.blocks.restored"]({ number: removed.index + 1 }));
  };
  const figureOf = (id: string) => figures.data?.find((f) => f.blockId === id);

  return (
    <div className="admin-field full blocks-editor" ref={root}>
      <h3 className="admin-label" id={headingId}>
        {label}
      </h3>
      {help && <p className="admin-help">{help}</p>}
      {error && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}
      {blocks.length === 0 && <p className="admin-help">{m["admin.blocks.empty"]()}</p>}
      <ol className="block-list" aria-labelledby={headingId}>
        {blocks.map((block, i) => {
          const number = i + 1;
          const problem = error ? blockProblem(block, number) : null;
          const title = m["admin.blocks.blockTitle"]({ number, type: typeName(block.type) });
          return (
            <li key={block.id} data-block={block.id}>
              <fieldset className={`block-card${problem ? " has-error" : ""}`}>
                <legend>{title}</legend>
                <div className="block-tools">
                  <button
                    type="button"
                    data-move="up"
                    className="btn btn-ghost admin-btn admin-btn-compact"
                    aria-label={m["admin.blocks.moveUp"]({ number })}
                    title={m["admin.blocks.moveUp"]({ number })}
                    disabled={i === 0}
                    onClick={() => move(i, i - 1)}
                  >
                    <AdminIcon name="ArrowUp" />
                  </button>
                  <button
                    type="button"
                    data-move="down"
                    className="btn btn-ghost admin-btn admin-btn-compact"
                    aria-label={m["admin.blocks.moveDown"]({ number })}
                    title={m["admin.blocks.moveDown"]({ number })}
                    disabled={i === blocks.length - 1}
                    onClick={() => move(i, i + 1)}
                  >
                    <AdminIcon name="ArrowDown" />
                  </button>
                  <button
                    type="button"
                    data-remove
                    className="btn btn-ghost admin-btn admin-btn-compact"
                    aria-label={m["admin.blocks.remove"]({ number })}
                    title={m["admin.blocks.remove"]({ number })}
                    onClick={() => remove(i)}
                  >
                    <AdminIcon name="Trash2" />
                  </button>
                </div>
                {problem && (
                  <p className="admin-error" role="alert">
                    {problem}
                  </p>
                )}
                <BlockFields block={block} invalid={problem !== null} onChange={(next) => change(i, next)} />
                {rowId !== null && isExercise(block) && <ExerciseFigure figure={figureOf(block.id)} />}
              </fieldset>
            </li>
          );
        })}
      </ol>
      {removed && (
        <div className="block-undo">
          <span>{m["admin.blocks.removed"]({ number: removed.index + 1 })}</span>
          <button ref={undoRef} type="button" className="btn btn-outline admin-btn admin-btn-compact" onClick={undo}>
            {m["admin.blocks.undo"]()}
          </button>
        </div>
      )}
      <fieldset className="block-add">
        <legend className="admin-label">{m["admin.blocks.addBlock"]()}</legend>
        <div className="admin-filter-buttons">
          {BLOCK_TYPES.map((type) => (
            <button
              key={type}
              type="button"
              className="btn btn-outline admin-btn admin-btn-compact"
              aria-label={m["admin.blocks.addType"]({ type: typeName(type) })}
              disabled={blocks.length >= BLOCK_LIMITS.blocks}
              onClick={() => add(type)}
            >
              <AdminIcon name="Plus" /> {typeName(type)}
            </button>
          ))}
        </div>
      </fieldset>
      <p className="visually-hidden" aria-live="polite">
        {announce}
      </p>
      <div className="block-preview-toggle">
        <button
          type="button"
          className="btn btn-outline admin-btn"
          aria-expanded={previewing}
          aria-controls={previewId}
          onClick={() => setPreviewing(!previewing)}
        >
          <AdminIcon name="Eye" /> {m["admin.blocks.preview"]()}
        </button>
      </div>
      {previewHost && createPortal(<LessonPreview blocks={blocks} />, previewHost)}
    </div>
  );
}
