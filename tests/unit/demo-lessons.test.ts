/**
 * The demo courses with practice (issue 30): "Staying Safe Online", "My Rights", "Feelings and Who to Talk
 * To". Their stored texts use the same keys as the app's blockTexts (db/ cannot import it), every block is
 * valid, every exercise answerable, every text in three languages, and every lesson has a picture with alt
 * text in three languages, drawn by code and readable by the image pipeline.
 */
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { type DemoLesson, picturesOf, SAFE_ONLINE_LESSONS, storedLesson } from "../../db/seed/demo-lessons";
import { FEELINGS_LESSONS, RIGHTS_LESSONS } from "../../db/seed/demo-courses";
import { DEMO_PICTURES, demoPictureSvg } from "../../db/seed/demo-pictures";
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

const COURSES: Record<string, DemoLesson[]> = {
  "Staying Safe Online": SAFE_ONLINE_LESSONS,
  "My Rights": RIGHTS_LESSONS,
  "Feelings and Who to Talk To": FEELINGS_LESSONS,
};
const ALL_LESSONS = Object.values(COURSES).flat();
/** As the seed stores them, with an address of the shape the image pipeline gives. */
const stored = (lesson: DemoLesson) => storedLesson(lesson, (picture) => `/uploads/images/${picture}.png`);

describe("the demo lessons (issue 30)", () => {
  it("are valid blocks whose texts in three languages have exactly the app's keys", () => {
    for (const lesson of ALL_LESSONS.map(stored)) {
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

  it.each(Object.entries(COURSES))("%s: 3 to 5 lessons, at least five exercises, each answerable, a picture in every lesson", (_, lessons) => {
    expect(lessons.length).toBeGreaterThanOrEqual(3);
    expect(lessons.length).toBeLessThanOrEqual(5);
    const exercises = lessons.flatMap((lesson) => exercisesOf(parseBlocks(stored(lesson).blocks)));
    expect(exercises.length).toBeGreaterThanOrEqual(5);
    // Ids are unique within a lesson (the attempts name them).
    for (const lesson of lessons) {
      const ids = parseBlocks(stored(lesson).blocks).map((b) => b.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
    const right = exercises.map((e) => isCorrect(e, rightAnswer(e)));
    expect(right.every(Boolean)).toBe(true);
    for (const lesson of lessons) {
      const images = parseBlocks(stored(lesson).blocks).filter((b) => b.type === "image");
      expect(images.length).toBeGreaterThanOrEqual(1);
      // Alt text (and caption) in the three languages: English in the block, Sinhala and Tamil in the texts.
      for (const image of images) {
        expect(image.type === "image" && image.alt.length).toBeGreaterThan(10);
        for (const lang of ["si", "ta"] as const) expect(JSON.parse(lesson.block_texts[lang])[`${image.id}.alt`]).toMatch(/\S{3,}/);
      }
    }
  });

  it("use every kind of exercise across the courses, and Sri Lanka's child helpline 1929 is taught and asked", () => {
    const exercises = ALL_LESSONS.flatMap((lesson) => exercisesOf(parseBlocks(stored(lesson).blocks)));
    expect(new Set(exercises.map((e) => e.type))).toEqual(new Set(["single", "multiple", "truefalse", "typed", "order", "match"]));
    const helpline = exercises.find((e) => e.type === "typed" && e.answers.includes("1929"));
    expect(helpline).toBeDefined();
    expect(isCorrect(helpline!, { type: "typed", text: "෧෯෨෯" })).toBe(true); // typed with Sinhala digits
  });

  it("have pictures the image pipeline can read: every one drawn, used, and turned into a PNG", async () => {
    const used = new Set(ALL_LESSONS.flatMap(picturesOf));
    expect([...used].sort()).toEqual([...DEMO_PICTURES].sort());
    for (const picture of DEMO_PICTURES) {
      const png = await sharp(Buffer.from(demoPictureSvg(picture)))
        .png()
        .toBuffer();
      const meta = await sharp(png).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["png", 640, 400]);
    }
  });

  it("give the page no answer in their ids: an order's items and a match's right side are named by their shown places", () => {
    const exercises = ALL_LESSONS.flatMap((lesson) => exercisesOf(parseBlocks(stored(lesson).blocks)));
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
