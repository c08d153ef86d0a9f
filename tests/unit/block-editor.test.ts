/**
 * The block editor's new blocks (issue 30) are the stored shape the server checks: a new block of each
 * type parses as a block (only its empty texts are missing, named with the block's number), and once its
 * fields are filled it is saved as is. So nothing the editor adds is ever refused as "could not be read".
 */
import { describe, expect, it } from "vitest";
import { m } from "../../admin-modules/domain/i18n";
import { type Block, BLOCK_TYPES } from "../../admin-modules/domain/lesson-blocks";
import { blockProblem, blocksSchema } from "../../admin-modules/domain/lesson-blocks-schema";
import { emptyBlock, idsOf } from "../../src/admin/blocks/new-block";

/** The block with every text written and a right answer chosen, as staff would fill it in. */
function filled(block: Block): Block {
  switch (block.type) {
    case "text":
      return { ...block, text: "Kites fly in the wind." };
    case "image":
      return { ...block, src: "/uploads/images/0b5e3c1e-1111-4222-8333-444455556666.png", alt: "A kite" };
    case "audio":
      return { ...block, src: "/uploads/audio/0b5e3c1e-1111-4222-8333-444455556666.wav", label: "Read aloud" };
    case "video":
      return { ...block, url: "https://example.org/kites", title: "Kites" };
    case "single":
    case "multiple":
      return { ...block, prompt: "Which?", choices: block.choices.map((c, i) => ({ ...c, text: `Choice ${i}`, correct: i === 0 })) };
    case "truefalse":
      return { ...block, prompt: "Kites fly?" };
    case "typed":
      return { ...block, prompt: "How many?", answers: ["1", "one", ""] };
    case "order":
      return { ...block, prompt: "Order", items: block.items.map((item, i) => ({ ...item, text: `Step ${i}` })) };
    case "match":
      return { ...block, prompt: "Match", pairs: block.pairs.map((p, i) => ({ ...p, left: `L${i}`, right: `R${i}` })) };
  }
}

describe("the block editor's new blocks", () => {
  it("are the stored shape: empty, only their texts are missing; filled, they save", () => {
    const taken = new Set<string>();
    for (const type of BLOCK_TYPES) {
      const block = emptyBlock(type, taken);
      const problem = blockProblem(block, 3);
      expect(problem, type).toMatch(/^Block 3: (.+ is missing|upload the file first|a video link must start with https:\/\/)/);
      expect(problem).not.toBe(m["admin.blocks.error.invalid"]());
      const parsed = blocksSchema.safeParse([filled(block)]);
      expect(parsed.success, `${type}: ${parsed.error?.issues[0]?.message}`).toBe(true);
    }
  });

  it("never reuses an id the lesson already has, for blocks or their parts", () => {
    const lesson: Block[] = [];
    for (const type of BLOCK_TYPES) lesson.push(emptyBlock(type, idsOf(lesson)));
    const all = [...idsOf(lesson)];
    expect(new Set(all).size).toBe(all.length);
  });
});
