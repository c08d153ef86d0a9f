/**
 * Checking an answer (issue 30): one pure function for the server, which alone decides what counts, and
 * for the lesson page, which gives feedback at once (also offline). A typed answer matches any accepted
 * answer of any language after both are brought to one form: Unicode NFC, no zero-width joiners (Sinhala
 * keyboards differ in where they put them), case folded, spaces collapsed, surrounding punctuation gone,
 * Tamil and Sinhala digits read as 0-9; numbers compare by value ("3.0" is "3").
 */
import { type Answer, type ExerciseBlock, itemAtShownPlace } from "./lesson-blocks";

const JOINERS = /[\u200b-\u200d\u2060\ufeff]/g;
// Curly quotes, guillemets, the danda and the ellipsis, written as escapes: one character beyond Latin-1 anywhere
// in a bundled file makes V8 keep that whole file's source text at two bytes per character (issue 34: memory).
const EDGE_PUNCTUATION =
  /^[\s.,!?;:'"\u2018\u2019\u201c\u201d()[\]{}\u00ab\u00bb\u0964\u2026-]+|[\s.,!?;:'"\u2018\u2019\u201c\u201d()[\]{}\u00ab\u00bb\u0964\u2026-]+$/gu;

/** Tamil (U+0BE6-U+0BEF) and Sinhala Lith (U+0DE6-U+0DEF) digits as 0-9. */
function asciiDigits(text: string): string {
  // Each block starts at its zero (U+0BE6, U+0DE6), which is not a multiple of 16: subtract, never mask.
  return text.replace(/[\u0be6-\u0bef\u0de6-\u0def]/g, (d) => {
    const code = d.charCodeAt(0);
    return String(code - (code >= 0x0de6 ? 0x0de6 : 0x0be6));
  });
}

export function normalizeTyped(text: string): string {
  return asciiDigits(text.normalize("NFC").replace(JOINERS, "")).toLocaleLowerCase().replace(/\s+/g, " ").replace(EDGE_PUNCTUATION, "").trim();
}

/** The number a text is, or null: "1,000", "3.50", "-2" (after normalizing). */
export function numberOf(text: string): number | null {
  const plain = text.replace(/(\d),(?=\d{3}\b)/g, "$1");
  if (!/^-?\d+(\.\d+)?$/.test(plain)) return null;
  return Number(plain);
}

export function typedMatches(given: string, accepted: readonly string[]): boolean {
  const answer = normalizeTyped(given);
  if (answer === "") return false;
  const asNumber = numberOf(answer);
  return accepted.some((candidate) => {
    const expected = normalizeTyped(candidate);
    if (expected === "") return false;
    const expectedNumber = numberOf(expected);
    if (asNumber !== null && expectedNumber !== null) return asNumber === expectedNumber;
    return answer === expected;
  });
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && new Set(a).size === a.length && a.every((x) => b.includes(x));

/**
 * Is the answer right? An answer of another exercise's type, or naming parts the exercise does not have,
 * is wrong (never an error: the attempt is still stored, as a wrong one).
 */
export function isCorrect(exercise: ExerciseBlock, answer: Answer): boolean {
  if (answer.type !== exercise.type) return false;
  switch (exercise.type) {
    case "single": {
      const chosen = (answer as Extract<Answer, { type: "single" }>).choice;
      return exercise.choices.some((c) => c.id === chosen && c.correct);
    }
    case "multiple": {
      const chosen = (answer as Extract<Answer, { type: "multiple" }>).choices;
      return sameSet(
        chosen,
        exercise.choices.filter((c) => c.correct).map((c) => c.id),
      );
    }
    case "truefalse":
      return (answer as Extract<Answer, { type: "truefalse" }>).value === exercise.answer;
    case "typed":
      return typedMatches((answer as Extract<Answer, { type: "typed" }>).text, exercise.answers);
    case "order": {
      // The page names the items by their shown places (lesson-blocks.ts, shownItems).
      const order = (answer as Extract<Answer, { type: "order" }>).order;
      return (
        order.length === exercise.items.length &&
        exercise.items.every((item, i) => itemAtShownPlace(exercise.items, exercise.id, order[i] ?? "")?.id === item.id)
      );
    }
    case "match": {
      // Left: the pair's id; right: its shown place (lesson-blocks.ts, shownItems).
      const pairs = (answer as Extract<Answer, { type: "match" }>).pairs;
      return (
        Object.keys(pairs).length === exercise.pairs.length &&
        exercise.pairs.every((pair) => itemAtShownPlace(exercise.pairs, exercise.id, pairs[pair.id] ?? "")?.id === pair.id)
      );
    }
  }
}
