import { describe, expect, it } from "vitest";
import { idFromSlug, slugify, slugWithId } from "../../admin-modules/domain/slug";
import { sriLankaDate, sriLankaMonthRange } from "../../admin-modules/domain/time";
import { freePercent } from "../../server/services/home";

describe("slugs", () => {
  it("lower-cases, drops punctuation and joins words with single hyphens", () => {
    expect(slugify("  My Rights -- Colouring Book! ")).toBe("my-rights-colouring-book");
    expect(slugWithId("Beach Clean-up Adventure", 12)).toBe("beach-clean-up-adventure-12");
  });
  it("recovers a trailing number or UUID", () => {
    expect(idFromSlug("beach-clean-up-adventure-12")).toBe(12);
    expect(idFromSlug("story-0b6f2c1e-8a4d-4c2b-9f3e-123456789abc")).toBe("0b6f2c1e-8a4d-4c2b-9f3e-123456789abc");
    expect(idFromSlug("no-id-here")).toBeNull();
  });
});

describe("home aggregates", () => {
  it("free percent is rounded and 0 without events", () => {
    expect(freePercent(2, 3)).toBe(67);
    expect(freePercent(0, 0)).toBe(0);
  });
  it("the month is Sri Lanka's (UTC+05:30) at the edges", () => {
    // 18:29 UTC on 31 Oct is 23:59 in Colombo: still October.
    expect(sriLankaMonthRange(new Date("2026-10-31T18:29:00Z"))).toEqual({ first: "2026-10-01", last: "2026-10-31" });
    // 18:30 UTC on 31 Oct is midnight in Colombo: November.
    expect(sriLankaMonthRange(new Date("2026-10-31T18:30:00Z"))).toEqual({ first: "2026-11-01", last: "2026-11-30" });
    expect(sriLankaDate(new Date("2026-02-28T18:30:00Z"))).toBe("2026-03-01");
  });
  it("gives the right date on either side of midnight in Colombo, whatever instant it was asked last", () => {
    // sriLankaDate remembers the last day it wrote out: each answer here follows one from another day.
    const instants: [string, string][] = [
      ["2026-11-26T18:29:59.999Z", "2026-11-26"],
      ["2026-11-26T18:30:00.000Z", "2026-11-27"],
      ["2026-11-26T18:29:59.999Z", "2026-11-26"],
      ["2026-11-27T18:29:59.999Z", "2026-11-27"],
      ["2026-11-27T18:30:00.000Z", "2026-11-28"],
      ["2025-12-31T18:30:00.000Z", "2026-01-01"],
      ["2026-11-27T18:29:59.999Z", "2026-11-27"],
      ["1969-12-31T18:29:59.999Z", "1969-12-31"],
      ["1969-12-31T18:30:00.000Z", "1970-01-01"],
    ];
    for (const [instant, date] of instants) expect(sriLankaDate(new Date(instant)), instant).toBe(date);
    expect(() => sriLankaDate(new Date(Number.NaN))).toThrow(RangeError);
  });
});
