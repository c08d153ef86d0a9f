/** The registrations CSV: byte-order mark, quoting, formula neutralising, Sinhala/Tamil round trip. */
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { BOM, buildCsv, csvCell } from "../../src/admin/csv-export";

const COLUMNS = [
  { field: "name", header: "Name" },
  { field: "email", header: "Email" },
  { field: "phone", header: "Phone" },
  { field: "event_title", header: "Event" },
  { field: "event_date", header: "Date" },
  { field: "status", header: "Status" },
  { field: "registered_at", header: "Registered At" },
];

function parse(csv: string): string[][] {
  expect(csv.startsWith(BOM)).toBe(true);
  return Papa.parse<string[]>(csv.slice(1), { header: false, skipEmptyLines: true }).data;
}

describe("buildCsv", () => {
  it("starts with a UTF-8 byte-order mark and the header row, one line per row", () => {
    const csv = buildCsv(COLUMNS, [
      {
        name: "Nimal",
        email: "n@x.lk",
        phone: "0771234567",
        event_title: "Art Day",
        event_date: "2031-03-01",
        status: "confirmed",
        registered_at: "2031-02-01T04:00:00.000Z",
      },
    ]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(new TextEncoder().encode(csv).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
    const lines = csv.slice(1).split("\r\n");
    expect(lines[0]).toBe("Name,Email,Phone,Event,Date,Status,Registered At");
    expect(lines[1]).toBe("Nimal,n@x.lk,0771234567,Art Day,2031-03-01,confirmed,2031-02-01T04:00:00.000Z");
    expect(lines).toHaveLength(2);
  });

  it("quotes cells holding commas, quotes and line breaks, and they parse back unchanged", () => {
    const tricky = {
      name: 'Kamal "KJ" Perera',
      email: "a,b@x.lk",
      phone: null,
      event_title: "Line one\nLine two",
      event_date: "2031-03-01",
      status: "pending",
      registered_at: "x",
    };
    const csv = buildCsv(COLUMNS, [tricky]);
    expect(csv).toContain('"Kamal ""KJ"" Perera"');
    expect(csv).toContain('"a,b@x.lk"');
    expect(csv).toContain('"Line one\nLine two"');
    const [, row] = parse(csv);
    expect(row).toEqual(['Kamal "KJ" Perera', "a,b@x.lk", "", "Line one\nLine two", "2031-03-01", "pending", "x"]);
  });

  it("neutralises cells that a spreadsheet would run as formulas", () => {
    for (const danger of ['=HYPERLINK("http://evil")', "+94771234567", "-2+3", "@SUM(A1)", "\tx"]) {
      expect(csvCell(danger)).toBe(`'${danger}`);
    }
    expect(csvCell("Nimal = hero")).toBe("Nimal = hero");
    expect(csvCell(null)).toBe("");
    expect(csvCell(12)).toBe("12");
    const [, row] = parse(
      buildCsv(COLUMNS, [{ name: "=1+1", email: "@x", phone: "+94 77", event_title: "-Fun", event_date: "", status: "pending", registered_at: "" }]),
    );
    expect(row.slice(0, 4)).toEqual(["'=1+1", "'@x", "'+94 77", "'-Fun"]);
  });

  it("keeps Sinhala and Tamil text intact through a UTF-8 round trip", () => {
    const sinhala = "නිමල් පෙරේරා";
    const tamil = "கமலா ராஜ், யாழ்ப்பாணம்";
    const csv = buildCsv(COLUMNS, [
      { name: sinhala, email: "s@x.lk", phone: "", event_title: tamil, event_date: "2031-03-01", status: "confirmed", registered_at: "" },
    ]);
    const bytes = new TextEncoder().encode(csv);
    const decoded = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    expect(decoded).toBe(csv);
    const [header, row] = parse(decoded);
    expect(header).toEqual(COLUMNS.map((c) => c.header));
    expect(row[0]).toBe(sinhala);
    expect(row[3]).toBe(tamil);
  });

  it("an empty export is just the header", () => {
    expect(buildCsv(COLUMNS, [])).toBe(`${BOM}Name,Email,Phone,Event,Date,Status,Registered At\r\n`);
  });
});
