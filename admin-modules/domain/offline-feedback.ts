/**
 * Feedback without a connection (issue 30): a kept course carries, for each exercise, salted SHA-256 hashes
 * of its right answers, never the answers themselves. The server makes them from the exercise as stored
 * (`offlineCheck`); the phone hashes the child's answer the same way (`checkOffline`) and says right or
 * wrong at once. The answer is still sent to the server later with its attempt key, judged again by
 * grading.ts and counted once: the phone's verdict is only feedback, never progress.
 *
 * One answer, one key: `answerKey` brings an answer to the form in which two answers the grader takes as
 * the same are equal (the typed answer normalised exactly as grading.ts does it, numbers by value, a
 * multiple choice as a sorted set, pairs sorted by their left side). So "right by the hashes" is "right by
 * the grader" for every exercise kind (tests/unit/offline-feedback.test.ts checks it on the demo lessons).
 *
 * What a hash hides: the answer in plain form. What it cannot hide: an exercise of 2 to 8 choices has few
 * possible answers, and someone who hashes each of them finds the right one, just as someone can try each
 * of them against the server online. The salt (new each time the server draws the course) keeps equal
 * answers of different exercises or courses from having equal hashes.
 */
import { numberOf, normalizeTyped } from "./grading";
import { type Answer, type ExerciseBlock, mixed as mixedList } from "./lesson-blocks";

/** What the phone needs to judge one exercise offline. */
export interface OfflineCheck {
  salt: string;
  /** SHA-256 (hex) of salt, exercise id and each right answer's key; sorted, so their order tells nothing. */
  hashes: string[];
  /** The hint after a wrong answer, in the reader's language ("" when none). */
  hint: string;
}

/** The typed answer's key: its normal form, or its value when it is a number ("3.0" and "3" are one). */
function typedKey(text: string): string | null {
  const normal = normalizeTyped(text);
  if (normal === "") return null;
  const value = numberOf(normal);
  return value === null ? `t:${normal}` : `n:${String(value)}`;
}

/** An answer's key (null: it can never be right, e.g. an empty typed answer or a choice named twice). */
export function answerKey(answer: Answer): string | null {
  switch (answer.type) {
    case "single":
      return `single:${answer.choice}`;
    case "multiple":
      return new Set(answer.choices).size === answer.choices.length ? `multiple:${[...answer.choices].sort().join(",")}` : null;
    case "truefalse":
      return `truefalse:${answer.value}`;
    case "typed": {
      const key = typedKey(answer.text);
      return key && `typed:${key}`;
    }
    case "order":
      return `order:${answer.order.join(",")}`;
    case "match":
      return `match:${Object.entries(answer.pairs)
        .map(([left, right]) => `${left}=${right}`)
        .sort()
        .join(",")}`;
  }
}

/**
 * Every right answer of an exercise, as answers (the typed exercise's accepted answers of every language
 * included by the caller: `exercise.answers`).
 */
export function rightAnswers(exercise: ExerciseBlock): Answer[] {
  switch (exercise.type) {
    case "single":
      return exercise.choices.filter((c) => c.correct).map((c) => ({ type: "single", choice: c.id }));
    case "multiple":
      return [{ type: "multiple", choices: exercise.choices.filter((c) => c.correct).map((c) => c.id) }];
    case "truefalse":
      return [{ type: "truefalse", value: exercise.answer }];
    case "typed":
      return exercise.answers.map((text) => ({ type: "typed", text }));
    case "order": {
      // The page names items by their shown places (lesson-blocks.ts, shownItems): the right order of places.
      const shown = mixedPlaces(exercise.items, exercise.id);
      return [{ type: "order", order: exercise.items.map((item) => shown.get(item)!) }];
    }
    case "match": {
      const shown = mixedPlaces(exercise.pairs, exercise.id);
      return [{ type: "match", pairs: Object.fromEntries(exercise.pairs.map((pair) => [pair.id, shown.get(pair)!])) }];
    }
  }
}

/** Each item's shown place ("1", "2", ...) in the mixed list the page draws. */
function mixedPlaces<T>(list: readonly T[], seed: string): Map<T, string> {
  return new Map(mixedList(list, seed).map((item, index) => [item, String(index + 1)]));
}

const hex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, "0")).join("");

/** SHA-256 of the salt, the exercise's id and an answer's key (Web Crypto: the server's Node and the phone). */
export async function answerHash(salt: string, exerciseId: string, key: string): Promise<string> {
  return hex(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${salt}\u0000${exerciseId}\u0000${key}`)));
}

/** The server's part: the hashes of an exercise's right answers, with a new salt. */
export async function offlineCheck(exercise: ExerciseBlock, hint: string): Promise<OfflineCheck> {
  const salt = hex(crypto.getRandomValues(new Uint8Array(16)).buffer);
  const keys = new Set(rightAnswers(exercise).flatMap((answer) => answerKey(answer) ?? []));
  const hashes = await Promise.all([...keys].map((key) => answerHash(salt, exercise.id, key)));
  return { salt, hashes: hashes.sort(), hint };
}

/** The phone's part: is this answer right by the kept hashes? */
export async function checkOffline(check: OfflineCheck, exerciseId: string, answer: Answer): Promise<boolean> {
  const key = answerKey(answer);
  return key !== null && check.hashes.includes(await answerHash(check.salt, exerciseId, key));
}
