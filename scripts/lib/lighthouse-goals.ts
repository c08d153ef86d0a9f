/**
 * The pure half of `npm run bench:lighthouse`: what is read from a Lighthouse report, the median of the
 * runs, the goals of issue #10 and the table. No browser, no server here, so it is unit-tested
 * (tests/unit/bench-lighthouse.test.ts).
 */
import type { Result } from "lighthouse";

/** What one Lighthouse run says about a page, in the units the table shows (scores 0-100). */
export interface PageFigures {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  accessibility: number;
}

/** Issue #10's goals on a child's phone (Lighthouse mobile preset, default throttling). */
export const GOALS = { performance: 95, lcpMs: 2000, tbtMs: 150, cls: 0.05, accessibility: 100 } as const;

/** The middle value; with an even count, the mean of the two middle ones. */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error("median of no values");
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Each figure is the median of its own values over the runs (so a column never mixes in an outlier run). */
export function medianFigures(runs: readonly PageFigures[]): PageFigures {
  const of = (key: keyof PageFigures) => median(runs.map((run) => run[key]));
  return { performance: of("performance"), lcpMs: of("lcpMs"), tbtMs: of("tbtMs"), cls: of("cls"), accessibility: of("accessibility") };
}

/**
 * The figures of one report, or the reason it has none. Lighthouse reports a page it could not measure
 * (no paint, an error page) with `runtimeError` and null scores: that is a failed run, not a zero.
 */
export function figuresFromReport(lhr: Pick<Result, "audits" | "categories" | "runtimeError">): PageFigures | { error: string } {
  if (lhr.runtimeError) return { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
  const score = (category: string) => lhr.categories[category]?.score;
  const value = (audit: string) => lhr.audits[audit]?.numericValue;
  const figures = {
    performance: score("performance"),
    accessibility: score("accessibility"),
    lcpMs: value("largest-contentful-paint"),
    tbtMs: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
  };
  const missing = Object.entries(figures)
    .filter(([, v]) => typeof v !== "number")
    .map(([k]) => k);
  if (missing.length) return { error: `the report has no ${missing.join(", ")}` };
  return {
    performance: figures.performance! * 100,
    accessibility: figures.accessibility! * 100,
    lcpMs: figures.lcpMs!,
    tbtMs: figures.tbtMs!,
    cls: figures.cls!,
  };
}

/** Scores are judged as Lighthouse shows them: rounded to a whole number. */
const shownScore = (score: number) => Math.round(score);

/** The names of the goals a page misses (empty: every goal met). */
export function unmetGoals(figures: PageFigures): string[] {
  const unmet: string[] = [];
  if (shownScore(figures.performance) < GOALS.performance) unmet.push("performance");
  if (figures.lcpMs > GOALS.lcpMs) unmet.push("LCP");
  if (figures.tbtMs > GOALS.tbtMs) unmet.push("TBT");
  if (figures.cls > GOALS.cls) unmet.push("CLS");
  if (shownScore(figures.accessibility) < GOALS.accessibility) unmet.push("accessibility");
  return unmet;
}

/** One table row: a page's median figures, or why it could not be measured. */
export type PageRow = { page: string; runs: PageFigures[] } | { page: string; error: string };

const COLUMNS = ["page", "performance", "LCP", "TBT", "CLS", "accessibility", "goals"] as const;

/**
 * The table the command prints: medians, each marked ✓ (goal met) or ✗ (not met), a goal line at the
 * top, and per row the goals it misses. Also the performance score of every run, so the spread shows.
 */
export function formatTable(rows: readonly PageRow[]): string {
  const mark = (ok: boolean) => (ok ? "✓" : "✗");
  const goalLine = [
    "goal",
    `≥${GOALS.performance}`,
    `≤${(GOALS.lcpMs / 1000).toFixed(1)} s`,
    `≤${GOALS.tbtMs} ms`,
    `≤${GOALS.cls}`,
    String(GOALS.accessibility),
    "",
    "",
  ];
  const body = rows.map((row) => {
    // The reason goes last, where its length does not widen the other columns.
    if ("error" in row) return [row.page, "-", "-", "-", "-", "-", "NOT met: not measured", row.error];
    const m = medianFigures(row.runs);
    const unmet = unmetGoals(m);
    const met = (name: string) => !unmet.includes(name);
    return [
      row.page,
      `${shownScore(m.performance)} ${mark(met("performance"))}`,
      `${(m.lcpMs / 1000).toFixed(2)} s ${mark(met("LCP"))}`,
      `${Math.round(m.tbtMs)} ms ${mark(met("TBT"))}`,
      `${m.cls.toFixed(3)} ${mark(met("CLS"))}`,
      `${shownScore(m.accessibility)} ${mark(met("accessibility"))}`,
      unmet.length ? `NOT met: ${unmet.join(", ")}` : "met",
      `${row.runs.map((run) => shownScore(run.performance)).join(", ")}`,
    ];
  });
  const header = [...COLUMNS, "performance of each run"];
  const lines = [header, goalLine, ...body];
  const widths = header.map((_, i) => Math.max(...lines.map((line) => [...(line[i] ?? "")].length)));
  return lines
    .map((line) =>
      line
        .map((cell, i) => (i === 0 || i >= 6 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}

/** True when every page was measured and met every goal: the command's exit code 0. */
export function allGoalsMet(rows: readonly PageRow[]): boolean {
  return rows.every((row) => !("error" in row) && unmetGoals(medianFigures(row.runs)).length === 0);
}
