/**
 * CSV files built in the browser (event registrations export). Pure: the text is built here and tested in
 * tests/unit/csv-export.test.ts; only downloadCsv touches the page.
 *
 * - UTF-8 with a byte-order mark, so Excel opens Sinhala and Tamil names correctly.
 * - papaparse quotes any cell holding a comma, a quote or a line break (quotes doubled).
 * - A text cell starting with =, +, - or @ (or a tab / carriage return) would be run as a formula by a
 *   spreadsheet; it is neutralised with a leading single quote.
 */
import { saveFile } from "../lib/save-file";
import Papa from "papaparse";

export const BOM = "\uFEFF";

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell as text: empty for null, formula-looking text prefixed with a single quote. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export interface CsvColumn {
  field: string;
  header: string;
}

/** The whole file: BOM, header row, then one row per record in column order; CRLF line ends. */
export function buildCsv(columns: readonly CsvColumn[], rows: readonly Record<string, unknown>[]): string {
  const body = Papa.unparse(
    {
      fields: columns.map((c) => csvCell(c.header)),
      data: rows.map((row) => columns.map((c) => csvCell(row[c.field]))),
    },
    { quotes: false, quoteChar: '"', escapeChar: '"', delimiter: ",", newline: "\r\n", header: true },
  );
  return BOM + body;
}

/** Offers the text as a file download (browser only). */
export function downloadCsv(filename: string, csv: string): void {
  saveFile(filename, new Blob([csv], { type: "text/csv;charset=utf-8" }));
}
