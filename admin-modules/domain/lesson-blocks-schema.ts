/**
 * The zod schemas of a lesson's blocks (issue 30) and of a child's answer: the registry's `blocks` field
 * kind validates with `blocksSchema` (the back office's form and the server's write), the answer
 * procedure with `answerSchema`. Kept apart from lesson-blocks.ts so the lesson page's player ships no zod.
 * Every message names the block by its number, in the editor's language.
 */
import { z } from "zod";
import { m as msg } from "./i18n";
import { type Block, BLOCK_ID, BLOCK_LIMITS, blockTexts, BLOCK_TYPES, EXERCISE_TYPES } from "./lesson-blocks";

/** Uploaded files and the seeded demo pictures. */
const UPLOADED_IMAGE = /^\/(uploads\/images|demo)\/[A-Za-z0-9._\-/]+\.(png|jpe?g|webp|svg)$/;
const UPLOADED_AUDIO = /^\/(uploads\/audio|demo)\/[A-Za-z0-9._\-/]+\.(mp3|ogg|oga|opus|m4a|wav|webm)$/;
const HTTPS_URL = /^https:\/\/[^\s/$.?#][^\s<>"]*$/i;

const id = z.string().regex(BLOCK_ID);
const str = (max: number) => z.string().max(max * 2); // lengths are checked below, with the block's number
const part = z.object({ id, text: str(BLOCK_LIMITS.short) });

const exercise = { id, prompt: str(BLOCK_LIMITS.long), hint: str(BLOCK_LIMITS.long).default(""), explanation: str(BLOCK_LIMITS.long).default("") };
const choices = z.array(part.extend({ correct: z.boolean() })).max(BLOCK_LIMITS.choices * 2);

const blockShape = z.discriminatedUnion("type", [
  z.strictObject({ id, type: z.literal("text"), text: str(BLOCK_LIMITS.text) }),
  z.strictObject({ id, type: z.literal("image"), src: z.string().max(300), alt: str(BLOCK_LIMITS.short), caption: str(BLOCK_LIMITS.short).default("") }),
  z.strictObject({
    id,
    type: z.literal("audio"),
    src: z.string().max(300),
    label: str(BLOCK_LIMITS.short),
    transcript: str(BLOCK_LIMITS.text).default(""),
  }),
  z.strictObject({ id, type: z.literal("video"), url: z.string().max(500), title: str(BLOCK_LIMITS.short) }),
  z.strictObject({ ...exercise, type: z.literal("single"), choices }),
  z.strictObject({ ...exercise, type: z.literal("multiple"), choices }),
  z.strictObject({ ...exercise, type: z.literal("truefalse"), answer: z.boolean() }),
  z.strictObject({ ...exercise, type: z.literal("typed"), answers: z.array(z.string().max(200)).max(BLOCK_LIMITS.answers * 2) }),
  z.strictObject({ ...exercise, type: z.literal("order"), items: z.array(part).max(BLOCK_LIMITS.items * 2) }),
  z.strictObject({
    ...exercise,
    type: z.literal("match"),
    pairs: z.array(z.object({ id, left: str(BLOCK_LIMITS.short), right: str(BLOCK_LIMITS.short) })).max(BLOCK_LIMITS.pairs * 2),
  }),
]);

/** The problem with one block (its number counts from 1), or null. The block editor shows it beside the block. */
export function blockProblem(block: Block, number: number): string | null {
  const missing = (what: () => string) => msg["admin.blocks.error.missing"]({ number, part: what() });
  const tooLong = (what: () => string) => msg["admin.blocks.error.tooLong"]({ number, part: what() });
  const check = (value: string, max: number, what: () => string, required = true) =>
    required && value.trim() === "" ? missing(what) : value.length > max ? tooLong(what) : null;
  const firstOf = (...problems: (string | null)[]) => problems.find((p) => p !== null) ?? null;
  switch (block.type) {
    case "text":
      return check(block.text, BLOCK_LIMITS.text, msg["admin.blocks.text"]);
    case "image":
      return firstOf(
        UPLOADED_IMAGE.test(block.src) ? null : msg["admin.blocks.error.file"]({ number }),
        check(block.alt, BLOCK_LIMITS.short, msg["admin.blocks.alt"]),
        check(block.caption, BLOCK_LIMITS.short, msg["admin.blocks.caption"], false),
      );
    case "audio":
      return firstOf(
        UPLOADED_AUDIO.test(block.src) ? null : msg["admin.blocks.error.file"]({ number }),
        check(block.label, BLOCK_LIMITS.short, msg["admin.blocks.audioLabel"]),
        check(block.transcript, BLOCK_LIMITS.text, msg["admin.blocks.transcript"], false),
      );
    case "video":
      return firstOf(
        HTTPS_URL.test(block.url) ? null : msg["admin.blocks.error.videoUrl"]({ number }),
        check(block.title, BLOCK_LIMITS.short, msg["admin.blocks.videoTitle"]),
      );
  }
  const common = firstOf(
    check(block.prompt, BLOCK_LIMITS.long, msg["admin.blocks.prompt"]),
    check(block.hint, BLOCK_LIMITS.long, msg["admin.blocks.hint"], false),
    check(block.explanation, BLOCK_LIMITS.long, msg["admin.blocks.explanation"], false),
  );
  if (common) return common;
  const count = (list: readonly unknown[], max: number) =>
    list.length < 2 ? msg["admin.blocks.error.tooFew"]({ number }) : list.length > max ? msg["admin.blocks.error.tooMany"]({ number, max }) : null;
  const unique = (ids: string[]) => (new Set(ids).size === ids.length ? null : msg["admin.blocks.error.invalid"]());
  switch (block.type) {
    case "single":
    case "multiple": {
      const right = block.choices.filter((c) => c.correct).length;
      return firstOf(
        count(block.choices, BLOCK_LIMITS.choices),
        unique(block.choices.map((c) => c.id)),
        ...block.choices.map((c) => check(c.text, BLOCK_LIMITS.short, msg["admin.blocks.choice"])),
        block.type === "single" && right !== 1 ? msg["admin.blocks.error.oneCorrect"]({ number }) : null,
        block.type === "multiple" && right < 1 ? msg["admin.blocks.error.someCorrect"]({ number }) : null,
      );
    }
    case "truefalse":
      return null;
    case "typed": {
      const answers = block.answers.filter((a) => a.trim() !== "");
      if (answers.length === 0) return missing(msg["admin.blocks.answers"]);
      return answers.length > BLOCK_LIMITS.answers ? msg["admin.blocks.error.tooMany"]({ number, max: BLOCK_LIMITS.answers }) : null;
    }
    case "order":
      return firstOf(
        count(block.items, BLOCK_LIMITS.items),
        unique(block.items.map((i) => i.id)),
        ...block.items.map((i) => check(i.text, BLOCK_LIMITS.short, msg["admin.blocks.item"])),
      );
    case "match":
      return firstOf(
        count(block.pairs, BLOCK_LIMITS.pairs),
        unique(block.pairs.map((p) => p.id)),
        ...block.pairs.flatMap((p) => [
          check(p.left, BLOCK_LIMITS.short, msg["admin.blocks.left"]),
          check(p.right, BLOCK_LIMITS.short, msg["admin.blocks.right"]),
        ]),
      );
  }
}

/**
 * A lesson's blocks: given as the list, or as its JSON text (what the back office's form holds). Output:
 * the list, trimmed of blank typed answers.
 */
export const blocksSchema = z
  .union([z.string().max(200_000), z.array(z.unknown()).max(BLOCK_LIMITS.blocks * 2)], { error: () => msg["admin.blocks.error.invalid"]() })
  .transform((value, ctx) => {
    let raw: unknown = value;
    if (typeof value === "string") {
      try {
        raw = JSON.parse(value);
      } catch {
        ctx.addIssue({ code: "custom", message: msg["admin.blocks.error.invalid"]() });
        return z.NEVER;
      }
    }
    const parsed = z.array(blockShape).safeParse(raw);
    if (!parsed.success) {
      ctx.addIssue({ code: "custom", message: msg["admin.blocks.error.invalid"]() });
      return z.NEVER;
    }
    const blocks = parsed.data.map((block) =>
      block.type === "typed" ? { ...block, answers: block.answers.map((a) => a.trim()).filter(Boolean) } : block,
    ) as Block[];
    const problem =
      (blocks.length > BLOCK_LIMITS.blocks ? msg["admin.blocks.error.tooManyBlocks"]({ max: BLOCK_LIMITS.blocks }) : null) ??
      (new Set(blocks.map((b) => b.id)).size !== blocks.length ? msg["admin.blocks.error.invalid"]() : null) ??
      blocks.map((block, i) => blockProblem(block, i + 1)).find((p) => p !== null) ??
      (JSON.stringify(blockTexts(blocks)).length > BLOCK_LIMITS.allTexts ? msg["admin.blocks.error.tooMuchText"]() : null);
    if (problem) {
      ctx.addIssue({ code: "custom", message: problem });
      return z.NEVER;
    }
    return blocks;
  });

/** A child's answer as the answer procedure takes it (what an exercise's type expects is checked by grading). */
export const answerSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("single"), choice: id }),
  z.strictObject({ type: z.literal("multiple"), choices: z.array(id).max(BLOCK_LIMITS.choices) }),
  z.strictObject({ type: z.literal("truefalse"), value: z.boolean() }),
  z.strictObject({ type: z.literal("typed"), text: z.string().max(200) }),
  z.strictObject({ type: z.literal("order"), order: z.array(id).max(BLOCK_LIMITS.items) }),
  z.strictObject({ type: z.literal("match"), pairs: z.record(id, id).refine((pairs) => Object.keys(pairs).length <= BLOCK_LIMITS.pairs) }),
]);

export { BLOCK_TYPES, EXERCISE_TYPES };
