/** The demo lessons' stored texts use the same keys as the app's blockTexts (db/ cannot import it). */
import { describe, expect, it } from "vitest";
import { SAFE_ONLINE_LESSONS } from "../../db/seed/demo-lessons";
import { type Answer, blockTexts, type ExerciseBlock, exercisesOf, parseBlocks, withTexts } from "../../admin-modules/domain/lesson-blocks";
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
    case "order":
      return { type: "order", order: e.items.map((i) => i.id) };
    case "match":
      return { type: "match", pairs: Object.fromEntries(e.pairs.map((p) => [p.id, p.id])) };
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
});
