/** Plural messages (tn): the form Intl.PluralRules picks for the count, with the count written for the reader. */
import { describe, expect, it } from "vitest";
import { tn } from "../../admin-modules/domain/messages";
import { sriLankaDateTime } from "../../admin-modules/domain/time";

describe("tn", () => {
  it("says 1 video and 0, 2 or 1,000 videos", () => {
    expect(tn("home.videoCount", 1)).toBe("1 video");
    expect(tn("home.videoCount", 0)).toBe("0 videos");
    expect(tn("home.videoCount", 2)).toBe("2 videos");
    expect(tn("home.videoCount", 1000)).toBe("1,000 videos");
    expect(tn("card.spotsLeft", 1)).toBe("1 spot left");
    expect(tn("media.likeLabel", 1)).toBe("Like this creation (1 like)");
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
