/**
 * A lesson is a list of blocks (issue 30): text, an image, audio narration, a video link, and exercises.
 * This file is the blocks' shape and the pure functions every side shares (no zod, no React: the lesson
 * page's player, the offline copy, the back office's block editor and the server all import it).
 *
 * Every text a child reads is translatable: `blockTexts` lists a lesson's texts under stable keys
 * ("<block id>.<part>", e.g. "k3x.prompt", "k3x.choice.a1"), the lesson row keeps that list as its
 * translatable `block_texts` field, and a translation is the same list in another language
 * (content_translations, like every other translatable field). `withTexts` puts a language's texts back
 * into the blocks, and says which blocks were left in the original's language.
 */

export const TEXT_BLOCK_TYPES = ["text", "image", "audio", "video"] as const;
export const EXERCISE_TYPES = ["single", "multiple", "truefalse", "typed", "order", "match"] as const;
export const BLOCK_TYPES = [...TEXT_BLOCK_TYPES, ...EXERCISE_TYPES] as const;
export type ExerciseType = (typeof EXERCISE_TYPES)[number];
export type BlockType = (typeof BLOCK_TYPES)[number];

export interface Choice {
  id: string;
  text: string;
  correct: boolean;
}
export interface OrderItem {
  id: string;
  text: string;
}
export interface Pair {
  id: string;
  left: string;
  right: string;
}

/** What every exercise has: the question, a hint shown after a wrong answer, an explanation shown after the answer. */
interface ExerciseCommon {
  id: string;
  prompt: string;
  hint: string;
  explanation: string;
}

export type TextBlock = { id: string; type: "text"; text: string };
export type ImageBlock = { id: string; type: "image"; src: string; alt: string; caption: string };
/** `src` is translatable: a narration recorded in each language. */
export type AudioBlock = { id: string; type: "audio"; src: string; label: string; transcript: string };
export type VideoBlock = { id: string; type: "video"; url: string; title: string };
export type SingleBlock = ExerciseCommon & { type: "single"; choices: Choice[] };
export type MultipleBlock = ExerciseCommon & { type: "multiple"; choices: Choice[] };
export type TrueFalseBlock = ExerciseCommon & { type: "truefalse"; answer: boolean };
/** Accepted answers, one per line in the editor; numbers compare as numbers. Each language may add its own. */
export type TypedBlock = ExerciseCommon & { type: "typed"; answers: string[] };
/** Items in their right order (the player shows them mixed). */
export type OrderBlock = ExerciseCommon & { type: "order"; items: OrderItem[] };
/** Pairs that belong together (the player mixes the right-hand side). */
export type MatchBlock = ExerciseCommon & { type: "match"; pairs: Pair[] };

export type ExerciseBlock = SingleBlock | MultipleBlock | TrueFalseBlock | TypedBlock | OrderBlock | MatchBlock;
export type Block = TextBlock | ImageBlock | AudioBlock | VideoBlock | ExerciseBlock;

export const isExercise = (block: Block): block is ExerciseBlock => (EXERCISE_TYPES as readonly string[]).includes(block.type);

/** A child's answer to one exercise, by its type. */
export type Answer =
  | { type: "single"; choice: string }
  | { type: "multiple"; choices: string[] }
  | { type: "truefalse"; value: boolean }
  | { type: "typed"; text: string }
  | { type: "order"; order: string[] }
  | { type: "match"; pairs: Record<string, string> };

// ---------------------------------------------------------------------------------------------------------
// Limits (the server's schema enforces them; the editor shows them)

export const BLOCK_LIMITS = {
  blocks: 60,
  text: 5000,
  short: 300,
  long: 1000,
  choices: 8,
  items: 8,
  pairs: 8,
  answers: 10,
  /** All of a lesson's texts together, as stored (a translation must fit content_translations' 20,000). */
  allTexts: 15000,
  id: 12,
} as const;

export const BLOCK_ID = /^[a-z0-9]{1,12}$/;

/** A new id for a block or a part of one (choice, item, pair), unique among `taken`. */
export function newBlockId(taken: Iterable<string> = [], random: () => number = Math.random): string {
  const used = new Set(taken);
  for (;;) {
    const id = Math.floor(random() * 36 ** 6)
      .toString(36)
      .padStart(6, "0");
    if (!used.has(id)) return id;
  }
}

// ---------------------------------------------------------------------------------------------------------
// Texts

/** Every translatable text of the blocks, in reading order, under its key. Empty texts are left out. */
export function blockTexts(blocks: readonly Block[]): Record<string, string> {
  const out: Record<string, string> = {};
  const put = (key: string, value: string | undefined) => {
    if (value && value.trim() !== "") out[key] = value;
  };
  for (const block of blocks) {
    const k = (part: string) => `${block.id}.${part}`;
    switch (block.type) {
      case "text":
        put(k("text"), block.text);
        break;
      case "image":
        put(k("alt"), block.alt);
        put(k("caption"), block.caption);
        break;
      case "audio":
        put(k("label"), block.label);
        put(k("src"), block.src);
        put(k("transcript"), block.transcript);
        break;
      case "video":
        put(k("title"), block.title);
        break;
      default: {
        put(k("prompt"), block.prompt);
        if (block.type === "single" || block.type === "multiple") for (const c of block.choices) put(k(`choice.${c.id}`), c.text);
        if (block.type === "typed") put(k("answers"), block.answers.join("\n"));
        if (block.type === "order") for (const item of block.items) put(k(`item.${item.id}`), item.text);
        if (block.type === "match")
          for (const pair of block.pairs) {
            put(k(`left.${pair.id}`), pair.left);
            put(k(`right.${pair.id}`), pair.right);
          }
        put(k("hint"), block.hint);
        put(k("explanation"), block.explanation);
      }
    }
  }
  return out;
}

/** The texts as stored: JSON with the keys in reading order, or null when there are none. */
export function serializeTexts(texts: Record<string, string>): string | null {
  return Object.keys(texts).length ? JSON.stringify(texts) : null;
}

/** Stored texts back into a record; anything unreadable is no texts. */
export function parseTexts(stored: unknown): Record<string, string> {
  if (typeof stored !== "string" || stored === "") return typeof stored === "object" && stored ? (stored as Record<string, string>) : {};
  try {
    const parsed = JSON.parse(stored) as unknown;
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === "string"));
  } catch {
    return {};
  }
}

/** Stored blocks back into a list; anything unreadable is no blocks. */
export function parseBlocks(stored: unknown): Block[] {
  if (Array.isArray(stored)) return stored as Block[];
  if (typeof stored !== "string" || stored === "") return [];
  try {
    const parsed = JSON.parse(stored) as unknown;
    return Array.isArray(parsed) ? (parsed as Block[]) : [];
  } catch {
    return [];
  }
}

/** Typed answers are one per line in a text. */
export const answerLines = (value: string) =>
  value
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * The blocks with a language's texts put in (`translated`: key → text; a missing or empty key keeps the
 * original), and the ids of the blocks that kept some original text (the page marks them with the
 * original's language).
 */
export function withTexts<B extends Block>(blocks: readonly B[], translated: Record<string, string>): { blocks: B[]; fallback: string[] } {
  const fallback = new Set<string>();
  const originals = blockTexts(blocks);
  const pick = (block: Block, part: string, original: string): string => {
    const key = `${block.id}.${part}`;
    if (!(key in originals)) return original;
    const value = translated[key];
    if (value === undefined || value.trim() === "") {
      fallback.add(block.id);
      return original;
    }
    return value;
  };
  const out = blocks.map((block): B => {
    const p = (part: string, original: string) => pick(block, part, original);
    switch (block.type) {
      case "text":
        return { ...block, text: p("text", block.text) };
      case "image":
        return { ...block, alt: p("alt", block.alt), caption: p("caption", block.caption) };
      case "audio":
        // A narration missing in this language plays the original's; the block is marked with its language.
        return { ...block, label: p("label", block.label), src: p("src", block.src), transcript: p("transcript", block.transcript) };
      case "video":
        return { ...block, title: p("title", block.title) };
      default: {
        const common = { prompt: p("prompt", block.prompt), hint: p("hint", block.hint), explanation: p("explanation", block.explanation) };
        switch (block.type) {
          case "single":
          case "multiple":
            return { ...block, ...common, choices: block.choices.map((c) => ({ ...c, text: p(`choice.${c.id}`, c.text) })) };
          case "typed":
            return { ...block, ...common, answers: answerLines(p("answers", block.answers.join("\n"))) };
          case "order":
            return { ...block, ...common, items: block.items.map((item) => ({ ...item, text: p(`item.${item.id}`, item.text) })) };
          case "match":
            return {
              ...block,
              ...common,
              pairs: block.pairs.map((pair) => ({ ...pair, left: p(`left.${pair.id}`, pair.left), right: p(`right.${pair.id}`, pair.right) })),
            };
          default:
            return { ...block, ...common };
        }
      }
    }
  });
  return { blocks: out, fallback: [...fallback] };
}

/**
 * A typed exercise with the accepted answers of every language added (`translations`: each language's
 * stored texts): a Tamil child may type the Tamil answer in the English page. Other kinds unchanged.
 */
export function withEveryLanguageAnswers(exercise: ExerciseBlock, translations: Iterable<Record<string, string>>): ExerciseBlock {
  if (exercise.type !== "typed") return exercise;
  const more = [...translations].flatMap((texts) => answerLines(texts[`${exercise.id}.answers`] ?? ""));
  return { ...exercise, answers: [...exercise.answers, ...more] };
}

/** The exercises of a lesson, in order. */
export const exercisesOf = (blocks: readonly Block[]): ExerciseBlock[] => blocks.filter(isExercise);

/** Every uploaded or demo file the blocks play or show (for keeping a lesson offline). */
export function blockFiles(blocks: readonly Block[]): string[] {
  const files = new Set<string>();
  for (const block of blocks) if ((block.type === "image" || block.type === "audio") && block.src.startsWith("/")) files.add(block.src);
  return [...files];
}

/**
 * A fixed mix of a list for one exercise (the same on the server's page and in the browser, so the
 * page does not jump when the script takes over), never the list's own order when it has two or more.
 */
/**
 * An order exercise's items, or a match exercise's right-hand side, as the page shows them: mixed, each
 * named by its place in the mixed list ("1", "2", ...) and never by the id staff gave it. Those ids would
 * give the answer away: an order's items are written in the right order ("a", "b", "c"), and a match's two
 * sides share their pair's id.
 */
export function shownItems<T extends { id: string }>(list: readonly T[], seed: string, text: (item: T) => string): { id: string; text: string }[] {
  return mixed(list, seed).map((item, index) => ({ id: String(index + 1), text: text(item) }));
}

/** The item the page named `place` (shownItems's name), or undefined. */
export function itemAtShownPlace<T>(list: readonly T[], seed: string, place: string): T | undefined {
  return /^[1-9]\d*$/.test(place) ? mixed(list, seed)[Number(place) - 1] : undefined;
}

export function mixed<T>(list: readonly T[], seed: string): T[] {
  let state = 0;
  for (const ch of seed) state = (Math.imul(state, 31) + ch.charCodeAt(0)) | 0;
  const next = () => {
    state = (Math.imul(state ^ (state >>> 15), 2246822507) + 0x9e3779b9) | 0;
    return ((state >>> 0) % 1_000_003) / 1_000_003;
  };
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  if (out.length > 1 && out.every((item, i) => item === list[i])) out.push(out.shift()!);
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Translations of a lesson's texts (one content_translations row per language, field block_texts)

/** A translation as kept: only the keys the original has, no empty texts, in the original's order. */
export function keptTexts(translated: Record<string, string>, original: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of Object.keys(original)) {
    const value = translated[key]?.trim();
    if (value) out[key] = value;
  }
  return out;
}

/**
 * What a translation was made from, key by key (its `source_text`): a key translated anew, or confirmed
 * still right, is made from the original as it is now; an unchanged translation keeps what it was made
 * from; an untranslated key reads as the original now. So the fingerprint equals the original's texts
 * exactly when no translated text is out of date, and the list's "out of date" filter is one comparison.
 */
export function textsFingerprint(
  original: Record<string, string>,
  kept: Record<string, string>,
  previous: { text: Record<string, string>; source: Record<string, string> } | null,
  confirmed: readonly string[] = [],
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, now] of Object.entries(original)) {
    const unchanged = previous && kept[key] !== undefined && previous.text[key] === kept[key] && previous.source[key] !== undefined;
    out[key] = unchanged && !confirmed.includes(key) ? previous.source[key]! : now;
  }
  return out;
}

/** The translated keys made from an original text that has changed since. */
export function staleTextKeys(original: Record<string, string>, source: Record<string, string>, translated: Record<string, string>): string[] {
  return Object.keys(original).filter((key) => translated[key] !== undefined && source[key] !== undefined && source[key] !== original[key]);
}

/** A lesson of plain text as stored columns: one text block (what earlier lessons and submissions hold). */
export function textLessonColumns(content: string | null | undefined): { blocks: string; block_texts: string | null } {
  const blocks: Block[] = content && content.trim() !== "" ? [{ id: "t1", type: "text", text: content }] : [];
  return { blocks: JSON.stringify(blocks), block_texts: serializeTexts(blockTexts(blocks)) };
}

/** A list of blocks as stored columns. */
export const blockColumns = (blocks: readonly Block[]) => ({ blocks: JSON.stringify(blocks), block_texts: serializeTexts(blockTexts(blocks)) });

// ---------------------------------------------------------------------------------------------------------
// A block as a learner's page gets it

/**
 * An exercise as the page shows it: its question and parts, never its answer (which choices are right,
 * true or false, the accepted words, the right order; pairs come as two lists, the right-hand one mixed).
 * The hint and the explanation come with the server's verdict on an answer, not before.
 */
export type PublicExercise =
  | { id: string; type: "single" | "multiple"; prompt: string; choices: { id: string; text: string }[] }
  | { id: string; type: "truefalse"; prompt: string }
  | { id: string; type: "typed"; prompt: string; numeric: boolean }
  | { id: string; type: "order"; prompt: string; items: OrderItem[] }
  | { id: string; type: "match"; prompt: string; left: { id: string; text: string }[]; right: { id: string; text: string }[] };

/** `lang`: the original's language where the block's texts were not translated (null otherwise). */
export type PublicBlock = (TextBlock | ImageBlock | AudioBlock | VideoBlock | PublicExercise) & { lang: string | null };

const NUMBER_ANSWER = /^-?[\d\u0be6-\u0bef\u0de6-\u0def]+([.,][\d\u0be6-\u0bef\u0de6-\u0def]+)?$/;

export function publicBlock(block: Block, lang: string | null): PublicBlock {
  switch (block.type) {
    case "text":
    case "image":
    case "audio":
    case "video":
      return { ...block, lang };
    case "single":
    case "multiple":
      return { id: block.id, type: block.type, prompt: block.prompt, choices: block.choices.map(({ id, text }) => ({ id, text })), lang };
    case "truefalse":
      return { id: block.id, type: "truefalse", prompt: block.prompt, lang };
    case "typed":
      return {
        id: block.id,
        type: "typed",
        prompt: block.prompt,
        numeric: block.answers.length > 0 && block.answers.every((a) => NUMBER_ANSWER.test(a.trim())),
        lang,
      };
    case "order":
      return { id: block.id, type: "order", prompt: block.prompt, items: shownItems(block.items, block.id, (item) => item.text), lang };
    case "match":
      return {
        id: block.id,
        type: "match",
        prompt: block.prompt,
        left: block.pairs.map((p) => ({ id: p.id, text: p.left })),
        right: shownItems(block.pairs, block.id, (pair) => pair.right),
        lang,
      };
  }
}
