/** axe-core in the page (WCAG 2.1 A and AA plus best practices), shared by the browser specs. */
import fs from "node:fs";
import { createRequire } from "node:module";
import { expect, type Page } from "@playwright/test";

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
export const RULE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

interface Violation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe on what the page shows now; answers one line per rule broken, naming the elements. */
export async function axeViolations(page: Page, where: string): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Violation[] }> } }).axe
        .run(document, { runOnly: { type: "tag", values: tags } })
        .then((result) => result.violations.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }))),
    RULE_TAGS,
  );
  return violations.map(
    (v) =>
      `${where}: ${v.id} (${v.help}) at ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(" "))
        .join(" | ")}`,
  );
}

/** Runs axe on what the page shows now; fails with one line per rule broken, naming the elements. */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  expect(await axeViolations(page, where)).toEqual([]);
}
