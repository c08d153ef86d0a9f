/** A new, empty block of each type for the block editor (issue 30): what "Add: Single choice" puts in the lesson. */
import { type Block, type BlockType, newBlockId } from "../../../admin-modules/domain/lesson-blocks";

/** `taken`: every id already used in the lesson (blocks and their parts), so the new ones are unique. */
export function emptyBlock(type: BlockType, taken: Set<string>): Block {
  const id = () => {
    const next = newBlockId(taken);
    taken.add(next);
    return next;
  };
  const common = { id: id(), prompt: "", hint: "", explanation: "" };
  switch (type) {
    case "text":
      return { id: common.id, type, text: "" };
    case "image":
      return { id: common.id, type, src: "", alt: "", caption: "" };
    case "audio":
      return { id: common.id, type, src: "", label: "", transcript: "" };
    case "video":
      return { id: common.id, type, url: "", title: "" };
    case "single":
    case "multiple":
      return { ...common, type, choices: [0, 1].map(() => ({ id: id(), text: "", correct: false })) };
    case "truefalse":
      return { ...common, type, answer: true };
    case "typed":
      return { ...common, type, answers: [] };
    case "order":
      return { ...common, type, items: [0, 1].map(() => ({ id: id(), text: "" })) };
    case "match":
      return { ...common, type, pairs: [0, 1].map(() => ({ id: id(), left: "", right: "" })) };
  }
}

/** Every id a lesson's blocks use, parts included. */
export function idsOf(blocks: readonly Block[]): Set<string> {
  const ids = new Set<string>();
  for (const block of blocks) {
    ids.add(block.id);
    if (block.type === "single" || block.type === "multiple") for (const c of block.choices) ids.add(c.id);
    if (block.type === "order") for (const item of block.items) ids.add(item.id);
    if (block.type === "match") for (const pair of block.pairs) ids.add(pair.id);
  }
  return ids;
}
