/** The demo lessons' stored texts use the same keys as the app's blockTexts (db/ cannot import it). */
import { describe, expect, it } from "vitest";
import { SAFE_ONLINE_LESSONS } from "../../db/seed/demo-lessons";
import { type Answer, blockTexts, type ExerciseBlock, exercisesOf, parseBlocks, publicBlock, withTexts } from "../../admin-modules/domain/lesson-blocks";
import { blocksSchema } from "../../admin-modules/domain/lesson-blocks-schema";
import { isCorrect } from "../../admin-modules/domain/grading";

/** The answer the exercise itself says is right. */
function rightAnswer(e: ExerciseBlock): Answer {
  switch (e.type) {
    case "single":
      return { type: "single", choice: e.choices.find((c) => c.correct)!.id };
    case "multiple":
      return { type: "multiple", choices: e.choices.filter((c) => c.correct).map((c) => c.id) };
    case "truefalse":
      return { type: "truefalse", value: e.answer };
    case "typed":
      return { type: "typed", text: e.answers[0]! };
    // The page names an order's items and a match's right side by their shown places (publicBlock).
    case "order": {
      const shown = publicBlock(e, null) as { items: { id: string; text: string }[] };
      return { type: "order", order: e.items.map((item) => shown.items.find((s) => s.text === item.text)!.id) };
    }
    case "match": {
      const shown = publicBlock(e, null) as { right: { id: string; text: string }[] };
      return { type: "match", pairs: Object.fromEntries(e.pairs.map((p) => [p.id, shown.right.find((s) => s.text === p.right)!.id])) };
    }
  }
}

describe("the demo lessons (issue 30)", () => {
  it("are valid blocks whose texts in three languages have exactly the app's keys", () => {
    for (const lesson of SAFE_ONLINE_LESSONS) {
      const blocks = blocksSchema.parse(lesson.blocks);
      const keys = Object.keys(blockTexts(blocks));
      expect(JSON.parse(lesson.block_texts.en)).toEqual(blockTexts(blocks));
      for (const lang of ["si", "ta"] as const) {
        const texts = JSON.parse(lesson.block_texts[lang]) as Record<string, string>;
        expect(Object.keys(texts)).toEqual(keys);
        // Every text translated: nothing falls back to English.
        expect(withTexts(blocks, texts).fallback).toEqual([]);
      }
    }
  });

  it("have at least five exercises of every kind, each answerable", () => {
    const exercises = SAFE_ONLINE_LESSONS.flatMap((lesson) => exercisesOf(parseBlocks(lesson.blocks)));
    expect(exercises.length).toBeGreaterThanOrEqual(5);
    expect(new Set(exercises.map((e) => e.type))).toEqual(new Set(["single", "multiple", "truefalse", "typed", "order", "match"]));
    const right = exercises.map((e) => isCorrect(e, rightAnswer(e)));
    expect(right.every(Boolean)).toBe(true);
  });

  it("give the page no answer in their ids: an order's items and a match's right side are named by their shown places", () => {
    const exercises = SAFE_ONLINE_LESSONS.flatMap((lesson) => exercisesOf(parseBlocks(lesson.blocks)));
    const order = exercises.find((e) => e.type === "order")!;
    const match = exercises.find((e) => e.type === "match")!;
    const shownOrder = publicBlock(order, null) as { items: { id: string }[] };
    const shownMatch = publicBlock(match, null) as { left: { id: string }[]; right: { id: string }[] };
    expect(shownOrder.items.map((i) => i.id).sort()).toEqual(order.items.map((_, i) => String(i + 1)));
    expect(shownMatch.right.map((r) => r.id).filter((id) => shownMatch.left.some((l) => l.id === id))).toEqual([]);
    // Staff's ids in their written order are wrong answers now, not right ones.
    if (order.type === "order") expect(isCorrect(order, { type: "order", order: order.items.map((i) => i.id) })).toBe(false);
    if (match.type === "match") expect(isCorrect(match, { type: "match", pairs: Object.fromEntries(match.pairs.map((p) => [p.id, p.id])) })).toBe(false);
  });
});
