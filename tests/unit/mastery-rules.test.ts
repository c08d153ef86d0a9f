/** The three mastery rules (issue 30) on first tries, and the lesson text's little markup. */
import { describe, expect, it } from "vitest";
import { firstTries, isFirstTry, masteryOf, masteryRuleOf } from "../../admin-modules/domain/mastery";
import { textParts } from "../../admin-modules/domain/lesson-text";

const tries = (...marks: string[]) => marks.map((m) => ({ blockId: m[0]!, correct: m[1] === "+" }));

describe("mastery rules", () => {
  it("n in a row (default 3): a wrong first try starts the run again", () => {
    const rule = masteryRuleOf({});
    expect(rule).toEqual({ kind: "streak", correct: 3, window: 5 });
    expect(masteryOf(rule, ["a", "b", "c"], tries("a+", "b+", "c-", "a+", "b+"))).toEqual({ mastered: false, current: 2, goal: 3 });
    expect(masteryOf(rule, ["a", "b", "c"], tries("a+", "b+", "c-", "a+", "b+", "c+")).mastered).toBe(true);
  });

  it("m of the last n: older answers fall out of the window; m is never above n", () => {
    const rule = masteryRuleOf({ mastery_rule: "recent", mastery_correct: 3, mastery_window: 4 });
    // Three right in all, but only one of them among the last four.
    expect(masteryOf(rule, ["a", "b"], tries("a+", "b+", "a+", "b-", "a-", "b-"))).toEqual({ mastered: false, current: 1, goal: 3 });
    expect(masteryOf(rule, ["a", "b"], tries("a-", "b+", "a-", "b+", "a-")).mastered).toBe(false);
    expect(masteryOf(rule, ["a", "b"], tries("a-", "b+", "a+", "b-", "a+")).mastered).toBe(true);
    expect(masteryRuleOf({ mastery_rule: "recent", mastery_correct: 9, mastery_window: 4 }).correct).toBe(4);
  });

  it("all correct: the latest first try at every exercise is right", () => {
    const rule = masteryRuleOf({ mastery_rule: "all" });
    expect(masteryOf(rule, ["a", "b", "c"], tries("a+", "b+"))).toEqual({ mastered: false, current: 2, goal: 3 });
    expect(masteryOf(rule, ["a", "b", "c"], tries("a+", "b+", "c-", "c+")).mastered).toBe(true);
    expect(masteryOf(rule, ["a", "b", "c"], tries("a+", "b+", "c+", "a-")).mastered).toBe(false);
  });

  it("a try right after one at the same question is never a first try (a retry after the hint, or a repeat)", () => {
    expect(isFirstTry({ blockId: "a", correct: false }, "a")).toBe(false);
    expect(isFirstTry({ blockId: "a", correct: true }, "a")).toBe(false);
    expect(isFirstTry({ blockId: "a", correct: false }, "b")).toBe(true);
    expect(isFirstTry(undefined, "a")).toBe(true);
    expect(firstTries(tries("a-", "a+", "a+", "b+", "a+"))).toEqual(tries("a-", "b+", "a+"));
  });

  it("unknown or out-of-range stored rules fall back to the default", () => {
    expect(masteryRuleOf({ mastery_rule: "guess", mastery_correct: 0, mastery_window: 99 })).toEqual({ kind: "streak", correct: 3, window: 5 });
  });
});

describe("lesson text markup", () => {
  it("reads paragraphs, lists and emphasis, and leaves anything else as written", () => {
    expect(textParts("One *two* three\nnext line\n\n- a\n* *b*\n\n<b>x</b> 2*3")).toEqual([
      {
        kind: "paragraph",
        lines: [
          [
            { text: "One ", emphasis: false },
            { text: "two", emphasis: true },
            { text: " three", emphasis: false },
          ],
          [{ text: "next line", emphasis: false }],
        ],
      },
      { kind: "list", items: [[{ text: "a", emphasis: false }], [{ text: "b", emphasis: true }]] },
      { kind: "paragraph", lines: [[{ text: "<b>x</b> 2*3", emphasis: false }]] },
    ]);
  });
});
