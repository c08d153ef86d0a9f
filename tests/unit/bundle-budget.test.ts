/**
 * Issue #10's bundle budget, on the build `npm test` makes before vitest: the JavaScript a public page needs on
 * a first visit is at most 130 KB gzipped in every language, its CSS at most 12 KB, and no public page loads a
 * back-office chunk. `npm run bench:bundle` prints the same figures as a table.
 */
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_PAGE_MODULES } from "../../server/page-chunks";
import { BUDGET, LOCALES, measurePublicPages, type PageLoad } from "../../scripts/public-js-size";

const clientDir = path.resolve("dist/client");
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
let loads: PageLoad[];

beforeAll(() => {
  if (!fs.existsSync(path.join(clientDir, ".vite"))) throw new Error("dist/client is missing: run `npm run build` first.");
  loads = measurePublicPages(clientDir);
});

describe("the first-load bundle budget of a public page", () => {
  it("weighs every public page in every language", () => {
    expect(loads).toHaveLength(PUBLIC_PAGE_MODULES.length * LOCALES.length);
    // A measure that found no files would pass any budget: React alone is over 40 KB gzipped.
    for (const load of loads) expect(load.jsBytes, `${load.locale} ${load.module}`).toBeGreaterThan(40 * 1024);
  });

  it(`keeps each page's JavaScript within ${kb(BUDGET.jsGzipBytes)} and its CSS within ${kb(BUDGET.cssGzipBytes)} gzipped`, () => {
    const over = loads.filter((load) => load.jsBytes > BUDGET.jsGzipBytes || load.cssBytes > BUDGET.cssGzipBytes);
    expect(over.map((load) => `${load.locale} ${load.module}: JS ${kb(load.jsBytes)}, CSS ${kb(load.cssBytes)}`)).toEqual([]);
  });

  it("loads no back-office chunk on any public page", () => {
    expect(loads.filter((load) => load.backOffice.length > 0).map((load) => `${load.locale} ${load.module}: ${load.backOffice.join(", ")}`)).toEqual([]);
  });
});
