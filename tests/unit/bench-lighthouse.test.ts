/**
 * The pure parts of `npm run bench:lighthouse` (scripts/lib/lighthouse-goals.ts): reading a report, the
 * median of the runs, the goals of issue #10 and the table. The command itself needs Chromium and minutes.
 */
import { describe, expect, it } from "vitest";
import { allGoalsMet, figuresFromReport, formatTable, GOALS, median, medianFigures, unmetGoals, type PageFigures } from "../../scripts/lib/lighthouse-goals";

const fast: PageFigures = { performance: 99, lcpMs: 1200, tbtMs: 40, cls: 0, accessibility: 100 };

describe("median", () => {
  it("takes the middle of 3 whatever their order, and the mean of the middle two of 4", () => {
    expect(median([60, 95, 57])).toBe(60);
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
    expect(() => median([])).toThrow();
  });

  it("takes each figure's median over the runs on its own", () => {
    const runs: PageFigures[] = [
      { performance: 60, lcpMs: 4700, tbtMs: 410, cls: 0.01, accessibility: 100 },
      { performance: 64, lcpMs: 4500, tbtMs: 630, cls: 0.2, accessibility: 100 },
      { performance: 62, lcpMs: 4600, tbtMs: 500, cls: 0, accessibility: 98 },
    ];
    expect(medianFigures(runs)).toEqual({ performance: 62, lcpMs: 4600, tbtMs: 500, cls: 0.01, accessibility: 100 });
  });
});

describe("goals", () => {
  it("are met at exactly the limits and missed just past them", () => {
    const atLimits: PageFigures = { performance: GOALS.performance, lcpMs: 2000, tbtMs: 150, cls: 0.05, accessibility: 100 };
    expect(unmetGoals(atLimits)).toEqual([]);
    expect(unmetGoals({ ...atLimits, performance: 94.4 })).toEqual(["performance"]);
    expect(unmetGoals({ ...atLimits, lcpMs: 2001 })).toEqual(["LCP"]);
    expect(unmetGoals({ ...atLimits, tbtMs: 151 })).toEqual(["TBT"]);
    expect(unmetGoals({ ...atLimits, cls: 0.051 })).toEqual(["CLS"]);
    expect(unmetGoals({ ...atLimits, accessibility: 96 })).toEqual(["accessibility"]);
    expect(unmetGoals({ performance: 60, lcpMs: 4500, tbtMs: 600, cls: 0.1, accessibility: 90 })).toEqual([
      "performance",
      "LCP",
      "TBT",
      "CLS",
      "accessibility",
    ]);
  });

  it("judge scores as Lighthouse shows them, rounded", () => {
    expect(unmetGoals({ ...fast, performance: 94.6 })).toEqual([]);
    expect(unmetGoals({ ...fast, accessibility: 99.4 })).toEqual(["accessibility"]);
  });

  it("are all met only when every page was measured and met every goal", () => {
    expect(allGoalsMet([{ page: "/", runs: [fast, fast, fast] }])).toBe(true);
    expect(
      allGoalsMet([
        { page: "/", runs: [fast, fast, fast] },
        { page: "/events", runs: [fast, { ...fast, tbtMs: 400 }, { ...fast, tbtMs: 300 }] },
      ]),
    ).toBe(false);
    expect(
      allGoalsMet([
        { page: "/", runs: [fast] },
        { page: "/media", error: "NO_FCP: no paint" },
      ]),
    ).toBe(false);
  });
});

describe("reading a Lighthouse report", () => {
  const report = (overrides: object = {}) => ({
    categories: { performance: { score: 0.62 }, accessibility: { score: 1 } },
    audits: {
      "largest-contentful-paint": { numericValue: 4512.3 },
      "total-blocking-time": { numericValue: 410 },
      "cumulative-layout-shift": { numericValue: 0.002 },
    },
    ...overrides,
  });

  it("takes the scores as 0-100 and the metrics in ms", () => {
    expect(figuresFromReport(report() as never)).toEqual({ performance: 62, accessibility: 100, lcpMs: 4512.3, tbtMs: 410, cls: 0.002 });
  });

  it("turns a run Lighthouse could not measure into an error, never a zero", () => {
    expect(figuresFromReport(report({ runtimeError: { code: "NO_FCP", message: "The page did not paint" } }) as never)).toEqual({
      error: "NO_FCP: The page did not paint",
    });
    expect(figuresFromReport(report({ categories: { performance: { score: null }, accessibility: { score: 1 } } }) as never)).toEqual({
      error: "the report has no performance",
    });
  });
});

describe("the table", () => {
  it("shows each median with ✓ or ✗, names the goals missed and lists every run's performance", () => {
    const table = formatTable([
      { page: "/", runs: [fast, { ...fast, performance: 97 }, { ...fast, performance: 98 }] },
      {
        page: "/events",
        runs: [
          { performance: 64, lcpMs: 4600, tbtMs: 630, cls: 0.01, accessibility: 100 },
          { performance: 60, lcpMs: 4700, tbtMs: 410, cls: 0, accessibility: 100 },
          { performance: 62, lcpMs: 4500, tbtMs: 500, cls: 0, accessibility: 100 },
        ],
      },
      { page: "/media", error: "NO_FCP: no paint" },
    ]);
    const lines = table.split("\n");
    expect(lines[0]).toMatch(/^page\s+performance\s+LCP\s+TBT\s+CLS\s+accessibility\s+goals\s+performance of each run$/);
    expect(lines[1]).toMatch(/^goal\s+≥95\s+≤2\.0 s\s+≤150 ms\s+≤0\.05\s+100$/);
    expect(lines[2]).toMatch(/^\/\s+98 ✓\s+1\.20 s ✓\s+40 ms ✓\s+0\.000 ✓\s+100 ✓\s+met\s+99, 97, 98$/);
    expect(lines[3]).toMatch(/^\/events\s+62 ✗\s+4\.60 s ✗\s+500 ms ✗\s+0\.000 ✓\s+100 ✓\s+NOT met: performance, LCP, TBT\s+64, 60, 62$/);
    expect(lines[4]).toMatch(/^\/media\s+-\s+-\s+-\s+-\s+-\s+NOT met: not measured\s+NO_FCP: no paint$/);
    // Columns line up: every row is as wide as the header up to the goals column.
    const goalsAt = lines[0]!.indexOf("goals");
    for (const line of lines.slice(2, 4)) expect(line.slice(goalsAt)).toMatch(/^(met|NOT met)/);
  });
});
