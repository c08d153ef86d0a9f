/** Plural messages: the form Intl.PluralRules picks for the count, with the count written for the reader. */
import { describe, expect, it } from "vitest";
import { m } from "../../admin-modules/domain/i18n";

import { sriLankaDateTime } from "../../admin-modules/domain/time";

describe("plural messages", () => {
  it("says 1 video and 0, 2 or 1,000 videos", () => {
    expect(m["home.videoCount"]({ count: 1 })).toBe("1 video");
    expect(m["home.videoCount"]({ count: 0 })).toBe("0 videos");
    expect(m["home.videoCount"]({ count: 2 })).toBe("2 videos");
    expect(m["home.videoCount"]({ count: 1000 })).toBe("1,000 videos");
    expect(m["card.spotsLeft"]({ count: 1 })).toBe("1 spot left");
    expect(m["media.likeLabel"]({ count: 1 })).toBe("Like this creation (1 like)");
  });

  it("writes the count with digit grouping in Sinhala and Tamil too", () => {
    expect(m["card.downloads"]({ count: 12345 }, { locale: "si" })).toContain("12,345");
    expect(m["card.downloads"]({ count: 12345 }, { locale: "ta" })).toContain("12,345");
  });
});

describe("sriLankaDateTime", () => {
  it("writes an instant as Sri Lanka wall-clock time (UTC+05:30), across midnight and month ends", () => {
    expect(sriLankaDateTime("2030-12-01T20:00:00.000Z")).toBe("2030-12-02 01:30");
    expect(sriLankaDateTime("2031-01-31T18:29:59.000Z")).toBe("2031-01-31 23:59");
    expect(sriLankaDateTime("2031-01-31T18:30:00.000Z")).toBe("2031-02-01 00:00");
    expect(sriLankaDateTime("not a time")).toBe("not a time");
  });
});
