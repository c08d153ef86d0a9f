/**
 * The parts of an exercise as fields (issue 30): choices with their "right answer" mark, items in their
 * right order, pairs with their match. Each part can be added and removed; every control is labelled and
 * every button named with the part's number.
 */
import { useId } from "react";
import { m } from "../../../admin-modules/domain/i18n";
import { BLOCK_LIMITS, type Choice, newBlockId, type OrderItem, type Pair } from "../../../admin-modules/domain/lesson-blocks";
import { AdminIcon } from "../ui";
import { TextField } from "./TextField";

function RemovePart({ label, onClick, disabled }: { label: string; onClick: () => void; disabled: boolean }) {
  return (
    <button type="button" className="btn btn-ghost admin-btn admin-btn-compact" aria-label={label} title={label} onClick={onClick} disabled={disabled}>
      <AdminIcon name="Trash2" />
    </button>
  );
}

function AddPart({ label, onClick, disabled }: { label: string; onClick: () => void; disabled: boolean }) {
  return (
    <button type="button" className="btn btn-outline admin-btn admin-btn-compact" onClick={onClick} disabled={disabled}>
      <AdminIcon name="Plus" /> {label}
    </button>
  );
}

const without = <T,>(list: readonly T[], index: number) => list.filter((_, i) => i !== index);
const replaced = <T,>(list: readonly T[], index: number, item: T) => list.map((x, i) => (i === index ? item : x));

/** Choices of a single (one right, radio buttons) or multiple (some right, check boxes) choice exercise. */
export function ChoiceList({ choices, many, onChange }: { choices: Choice[]; many: boolean; onChange: (choices: Choice[]) => void }) {
  const group = useId();
  return (
    <div className="block-parts">
      {choices.map((choice, i) => (
        <fieldset key={choice.id} className="block-part">
          {/* The group names the "right answer" mark; the text field shows the same name. */}
          <legend className="visually-hidden">{m["admin.blocks.choiceNumbered"]({ number: i + 1 })}</legend>
          <TextField
            label={m["admin.blocks.choiceNumbered"]({ number: i + 1 })}
            value={choice.text}
            maxLength={BLOCK_LIMITS.short}
            onChange={(text) => onChange(replaced(choices, i, { ...choice, text }))}
          />
          <label className="admin-switch block-right">
            <input
              type={many ? "checkbox" : "radio"}
              name={`${group}-right`}
              checked={choice.correct}
              onChange={(e) =>
                onChange(many ? replaced(choices, i, { ...choice, correct: e.target.checked }) : choices.map((c, j) => ({ ...c, correct: j === i })))
              }
            />
            {m["admin.blocks.rightChoice"]()}
          </label>
          <RemovePart label={m["admin.blocks.removeChoice"]({ number: i + 1 })} disabled={choices.length <= 2} onClick={() => onChange(without(choices, i))} />
        </fieldset>
      ))}
      <AddPart
        label={m["admin.blocks.addChoice"]()}
        disabled={choices.length >= BLOCK_LIMITS.choices}
        onClick={() => onChange([...choices, { id: newBlockId(choices.map((c) => c.id)), text: "", correct: false }])}
      />
    </div>
  );
}

/** An order exercise's items, written in their right order. */
export function ItemList({ items, onChange }: { items: OrderItem[]; onChange: (items: OrderItem[]) => void }) {
  return (
    <div className="block-parts">
      <p className="admin-help">{m["admin.blocks.itemsHelp"]()}</p>
      {items.map((item, i) => (
        <div key={item.id} className="block-part">
          <TextField
            label={m["admin.blocks.itemNumbered"]({ number: i + 1 })}
            value={item.text}
            maxLength={BLOCK_LIMITS.short}
            onChange={(text) => onChange(replaced(items, i, { ...item, text }))}
          />
          <RemovePart label={m["admin.blocks.removeItem"]({ number: i + 1 })} disabled={items.length <= 2} onClick={() => onChange(without(items, i))} />
        </div>
      ))}
      <AddPart
        label={m["admin.blocks.addItem"]()}
        disabled={items.length >= BLOCK_LIMITS.items}
        onClick={() => onChange([...items, { id: newBlockId(items.map((x) => x.id)), text: "" }])}
      />
    </div>
  );
}

/** A matching exercise's pairs: each item with its match. */
export function PairList({ pairs, onChange }: { pairs: Pair[]; onChange: (pairs: Pair[]) => void }) {
  return (
    <div className="block-parts">
      <p className="admin-help">{m["admin.blocks.pairsHelp"]()}</p>
      {pairs.map((pair, i) => (
        <fieldset key={pair.id} className="block-part">
          <legend className="admin-label">{m["admin.blocks.pairNumbered"]({ number: i + 1 })}</legend>
          <TextField
            label={m["admin.blocks.left"]()}
            value={pair.left}
            maxLength={BLOCK_LIMITS.short}
            onChange={(left) => onChange(replaced(pairs, i, { ...pair, left }))}
          />
          <TextField
            label={m["admin.blocks.right"]()}
            value={pair.right}
            maxLength={BLOCK_LIMITS.short}
            onChange={(right) => onChange(replaced(pairs, i, { ...pair, right }))}
          />
          <RemovePart label={m["admin.blocks.removePair"]({ number: i + 1 })} disabled={pairs.length <= 2} onClick={() => onChange(without(pairs, i))} />
        </fieldset>
      ))}
      <AddPart
        label={m["admin.blocks.addPair"]()}
        disabled={pairs.length >= BLOCK_LIMITS.pairs}
        onClick={() => onChange([...pairs, { id: newBlockId(pairs.map((p) => p.id)), left: "", right: "" }])}
      />
    </div>
  );
}
