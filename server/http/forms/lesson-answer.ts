/**
 * The answer in an exercise of a lesson sent as a plain form (issue 30; the form is `lessonAnswer` in
 * handlers.ts): a child on a slow phone answers before the page's script has arrived, or without it. The
 * form's fields become the answer the app sends (the same procedure,
 * public.learning.answer, judges it: the server's grading, the attempt stored once per attempt key, mastery
 * and progress in the same transaction), and the child is sent back to the lesson with `?answered=<key>`,
 * where the page shows that verdict (public.learning.attempt). The key comes with the drawn form, so a
 * double tap or a reload sends the same attempt, which counts once.
 *
 * Field names (src/pages/learning/lesson/Practice.tsx): `choice` (one choice; true/false: "true"/"false"),
 * `choices.<id>` (each ticked choice), `text` (a typed answer), `place.<item>` (an item's place, 1 first),
 * `pair.<left>` (the match chosen for a left-hand item).
 */
import { m } from "../../../admin-modules/domain/i18n";
import type { Answer } from "../../../admin-modules/domain/lesson-blocks";

type Fields = Record<string, string>;

/** The parts named `<prefix>.<id>` with their values. */
function parts(fields: Fields, prefix: string): [string, string][] {
  return Object.entries(fields)
    .filter(([name]) => name.startsWith(`${prefix}.`))
    .map(([name, value]): [string, string] => [name.slice(prefix.length + 1), value]);
}

/** The answer the form holds, or a message saying what is missing in the reader's language. */
export function answerFromFields(fields: Fields): Answer | { missing: string } {
  const needAnswer = { missing: m["exercise.needAnswer"]() };
  switch (fields.type) {
    case "single":
      return fields.choice ? { type: "single", choice: fields.choice } : needAnswer;
    case "truefalse":
      return fields.choice === "true" || fields.choice === "false" ? { type: "truefalse", value: fields.choice === "true" } : needAnswer;
    case "multiple": {
      const choices = parts(fields, "choices").flatMap(([id, ticked]) => (ticked ? [id] : []));
      return choices.length ? { type: "multiple", choices } : needAnswer;
    }
    case "typed":
      return fields.text?.trim() ? { type: "typed", text: fields.text.trim() } : needAnswer;
    case "order": {
      const places = parts(fields, "place").map(([id, place]) => ({ id, place: Number(place) }));
      const distinct = new Set(places.map((p) => p.place));
      const whole = places.length > 0 && places.every((p) => Number.isInteger(p.place) && p.place >= 1 && p.place <= places.length);
      if (!whole || distinct.size !== places.length) return { missing: m["lessonForm.orderPlaces"]() };
      return { type: "order", order: places.sort((a, b) => a.place - b.place).map((p) => p.id) };
    }
    case "match": {
      const pairs = parts(fields, "pair");
      if (!pairs.length || pairs.some(([, right]) => !right)) return needAnswer;
      return { type: "match", pairs: Object.fromEntries(pairs) };
    }
    default:
      return needAnswer;
  }
}
