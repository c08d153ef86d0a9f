/**
 * The date, month and address rules are one function each (admin-modules/domain/time.ts, addresses.ts),
 * used by the back office's fields, its filters, the events calendar and the publishing of submissions.
 */
import { describe, expect, it } from "vitest";
import { isCalendarDate, isCalendarMonth } from "../../admin-modules/domain/time";
import { isHttpsAddress, isUploadPath, isWebAddress } from "../../admin-modules/domain/addresses";

describe("one rule each", () => {
  it("a calendar date is a real day written YYYY-MM-DD", () => {
    expect(["2026-11-26", "2024-02-29"].every(isCalendarDate)).toBe(true);
    expect(["2026-02-30", "2025-02-29", "2026-13-01", "26-11-2026", "2026-11-26T00:00", ""].some(isCalendarDate)).toBe(false);
  });
  it("a month is YYYY-MM with a month from 01 to 12", () => {
    expect(["2026-01", "2026-12"].every(isCalendarMonth)).toBe(true);
    expect(["2026-00", "2026-13", "2026-1", "2026-11-01"].some(isCalendarMonth)).toBe(false);
  });
  it("addresses: another site's over http(s), https only where asked, and our own files", () => {
    expect(isWebAddress("http://example.org/a")).toBe(true);
    expect(isHttpsAddress("http://example.org/a")).toBe(false);
    expect(isHttpsAddress("https://example.org/a")).toBe(true);
    expect(["javascript:alert(1)", "https:// spaced", "//example.org"].some(isWebAddress)).toBe(false);
    expect(isUploadPath("/uploads/media/a.webp")).toBe(true);
    expect(isUploadPath("/demo/artwork-1.webp")).toBe(true);
    expect(["/uploads/../etc/passwd x", "/etc/passwd", "/uploads/a b.png"].some(isUploadPath)).toBe(false);
  });
});
