/**
 * Staff-edited word lists (issue #29): words and phrases staff keep in the back office (module
 * "screening-words"), each of a kind: "personal" (a school's or a place's name: pointed out to the child
 * like a phone number) or a safeguarding category (abuse, self-harm, bullying, danger: the submission is
 * marked urgent). Pure (no I/O): the server, the share form and the review dialog match the same way.
 *
 * How a phrase is found in a text, in three scripts:
 * - Both are compared in Unicode NFC (a Tamil "ொ" typed as ெ + ா is the same letter), without the zero-width
 *   joiners Sinhala keyboards put in or leave out (ක්‍ය and ක්ය read alike), with English letters folded to
 *   lower case, and any run of spaces as one space.
 * - A phrase starts at the start of a word: never inside one (no letter, vowel sign or digit just before it).
 * - An English (Latin-letter) phrase must also end at the end of a word ("kill" is not found in "skills").
 *   A Sinhala or Tamil phrase may be followed by more of the word: both languages add case endings and
 *   suffixes to the word itself, even changing the last letter's vowel (Tamil தற்கொலை → தற்கொலைக்கு,
 *   Sinhala ගාල්ල → ගාල්ලේ), so a list would otherwise need every form.
 */

export const SCREENING_KINDS = ["personal", "abuse", "self_harm", "bullying", "danger"] as const;
export type ScreeningKind = (typeof SCREENING_KINDS)[number];
/** The kinds that make a submission urgent. */
export const SAFEGUARDING_KINDS = ["abuse", "self_harm", "bullying", "danger"] as const satisfies readonly ScreeningKind[];

export interface ScreeningWord {
  phrase: string;
  kind: ScreeningKind;
}

export interface WordFinding {
  /** Where it is in the original text (UTF-16 offsets, end exclusive) and what it says there. */
  start: number;
  end: number;
  text: string;
  word: ScreeningWord;
}

const JOINERS = /[\u200b-\u200d\u2060\ufeff]/g;
const LATIN = /\p{Script=Latin}/u;
/** A letter, a vowel sign or other mark, or a digit: part of a word. */
const WORD_PART = /[\p{L}\p{M}\p{N}]/u;

/**
 * The text as it is compared, with, for each of its UTF-16 units, the offset in the original it came from.
 * Each base character and its marks are normalised together, so NFC never moves a unit across clusters;
 * `from` and `to` are where each unit's cluster starts and ends in the original.
 */
export function comparable(text: string): { text: string; from: number[]; to: number[] } {
  let out = "";
  const from: number[] = [];
  const to: number[] = [];
  let lastWasSpace = false;
  for (const cluster of text.matchAll(/\P{M}\p{M}*|\p{M}+/gsu)) {
    const at = cluster.index ?? 0;
    let piece = cluster[0].replace(JOINERS, "").normalize("NFC");
    if (/^\s+$/u.test(piece)) {
      if (lastWasSpace) continue;
      piece = " ";
    }
    lastWasSpace = piece === " ";
    if (LATIN.test(piece)) piece = piece.toLowerCase();
    for (let i = 0; i < piece.length; i++) {
      from.push(at);
      to.push(at + cluster[0].length);
    }
    out += piece;
  }
  return { text: out, from, to };
}

/** The phrase as it is compared (the same rules, trimmed). */
export const comparablePhrase = (phrase: string): string => comparable(phrase.trim()).text.trim();

const isLatinPhrase = (phrase: string) => !/[\u0D80-\u0DFF\u0B80-\u0BFF]/u.test(phrase);

/** Every staff word found in `text`, in reading order, none overlapping (the longer phrase wins at one place). */
export function findWords(text: string, words: readonly ScreeningWord[]): WordFinding[] {
  if (!words.length || !text) return [];
  const { text: haystack, from, to } = comparable(text);
  const candidates: WordFinding[] = [];
  for (const word of words) {
    const needle = comparablePhrase(word.phrase);
    if (!needle) continue;
    const wholeWord = isLatinPhrase(needle);
    for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) {
      const after = at + needle.length;
      if (at > 0 && WORD_PART.test(haystack[at - 1]!)) continue;
      if (wholeWord && after < haystack.length && WORD_PART.test(haystack[after]!)) continue;
      // The whole last letter is marked, with a vowel sign the word's ending put on it (ගාල්ල in ගාල්ලේ).
      const start = from[at]!;
      const end = to[after - 1]!;
      candidates.push({ start, end, text: text.slice(start, end), word });
    }
  }
  candidates.sort((a, b) => a.start - b.start || b.end - a.end);
  const found: WordFinding[] = [];
  for (const c of candidates) if (!found.some((f) => c.start < f.end && c.end > f.start)) found.push(c);
  return found;
}

/** The first safeguarding finding of a text, or null: what makes a submission urgent. */
export function firstSafeguarding(text: string, words: readonly ScreeningWord[]): WordFinding | null {
  return findWords(text, words).find((f) => f.word.kind !== "personal") ?? null;
}

/** How the matched rule is stored with an urgent item and named in the safety e-mail: "self_harm: kill myself". */
export const ruleOf = (word: ScreeningWord): string => `${word.kind}: ${word.phrase.trim()}`;
