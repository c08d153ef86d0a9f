/** The .ics builder: RFC 5545 escaping, folding at 75 octets (UTF-8 aware), CRLF lines, UTC times. */
import { describe, expect, it } from "vitest";
import { buildIcs, escapeText, foldLine, type IcsEvent, sriLankaToUtc } from "../../server/services/events-ics";

const octets = (s: string) => new TextEncoder().encode(s).length;

describe("escapeText", () => {
  it("escapes backslash, semicolon, comma and every kind of line break", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf\rg")).toBe("a\\\\b\\;c\\,d\\ne\\nf\\ng");
  });
});

describe("foldLine", () => {
  it("leaves a line of 75 octets alone and folds a longer one with CRLF and a space", () => {
    const exact = "X".repeat(75);
    expect(foldLine(exact)).toBe(exact);
    const folded = foldLine("Y".repeat(160));
    const parts = folded.split("\r\n");
    expect(parts.map(octets)).toEqual([75, 75, 12]);
    expect(parts.slice(1).every((p) => p.startsWith(" "))).toBe(true);
    expect(parts.map((p, i) => (i ? p.slice(1) : p)).join("")).toBe("Y".repeat(160));
  });

  it("never splits a multi-byte character (Sinhala, Tamil, emoji)", () => {
    const text = `SUMMARY:${"සිංහල தமிழ் 🎨".repeat(12)}`;
    const parts = foldLine(text).split("\r\n");
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      // A split character would decode to U+FFFD.
      expect(new TextDecoder().decode(new TextEncoder().encode(part))).not.toContain("\uFFFD");
    }
    expect(parts.map((p, i) => (i ? p.slice(1) : p)).join("")).toBe(text);
  });
});

describe("sriLankaToUtc", () => {
  it("subtracts five and a half hours, across midnight and month ends", () => {
    expect(sriLankaToUtc("2025-03-10", "09:00")).toBe("20250310T033000Z");
    expect(sriLankaToUtc("2025-03-01", "02:00")).toBe("20250228T203000Z");
    expect(sriLankaToUtc("2025-03-10", "01:00", 1)).toBe("20250310T193000Z");
  });
});

describe("buildIcs", () => {
  const event: IcsEvent = {
    id: 7,
    title: "Drums, Dance; Songs",
    description: "Line one\nLine two with a very long sentence that certainly goes beyond the seventy-five octet limit of a line.",
    event_date: "2025-06-14",
    start_time: "15:00",
    end_time: "17:00",
    location: "Cultural Centre, Hall 2",
    district: "Kurunegala",
    organizer_name: "Rhythm Lanka",
    status: "upcoming",
    contact_info: { phone: "011 234 5678", email: "hi@rhythm.lk", website: null },
  };

  it("builds a calendar whose every line ends in CRLF and fits 75 octets", () => {
    const ics = buildIcs(event, { url: "https://example.lk/events/drums-7", host: "example.lk", now: new Date("2025-06-01T10:00:00Z") });
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const lines = ics.split("\r\n").slice(0, -1);
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75);
    const unfolded = ics.replace(/\r\n /g, "");
    expect(unfolded).toContain("\r\nUID:event-7@example.lk\r\n");
    expect(unfolded).toContain("\r\nDTSTAMP:20250601T100000Z\r\n");
    expect(unfolded).toContain("\r\nDTSTART:20250614T093000Z\r\n");
    expect(unfolded).toContain("\r\nDTEND:20250614T113000Z\r\n");
    expect(unfolded).toContain("\r\nSUMMARY:Drums\\, Dance\\; Songs\r\n");
    expect(unfolded).toContain("\r\nLOCATION:Cultural Centre\\, Hall 2\\, Kurunegala\\, Sri Lanka\r\n");
    expect(unfolded).toContain("DESCRIPTION:Line one\\nLine two");
    expect(unfolded).toContain("Phone: 011 234 5678");
    expect(unfolded).toContain("\r\nSTATUS:CONFIRMED\r\n");
  });

  it("marks a cancelled event and ends an event that runs past midnight on the next day", () => {
    const ics = buildIcs({ ...event, status: "cancelled", start_time: "20:00", end_time: "01:00" }, { url: "https://x.lk/e", host: "x.lk" });
    expect(ics).toContain("\r\nSTATUS:CANCELLED\r\n");
    expect(ics).toContain("\r\nDTEND:20250614T193000Z\r\n");
  });
});
