/**
 * Personal-information screening (issue #29): what in a child's text looks like a way to find or reach
 * them: a Sri Lankan phone number in its usual forms, a national identity card number (old: 9 digits and
 * V/X; new: 12 digits starting with the birth year), an e-mail address, a web address or a social handle.
 * Sinhala and Tamil digits count as digits. It only points things out: the child may still send, and a
 * reviewer decides. Pure (no I/O): the share form, the server and the review screens read the same rules.
 */

export type PersonalInfoKind = "phone" | "nic" | "email" | "web" | "handle";

export interface PersonalInfoFinding {
  kind: PersonalInfoKind;
  /** Where it is in the text (UTF-16 offsets, end exclusive) and what it says. */
  start: number;
  end: number;
  text: string;
}

/** Sinhala (෦-෯) and Tamil (௦-௯) digits read as 0-9; one code unit each, so offsets stay the same. */
function asciiDigits(text: string): string {
  return text.replace(/[\u0DE6-\u0DEF\u0BE6-\u0BEF]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code >= 0x0de6 && code <= 0x0def ? code - 0x0de6 : code - 0x0be6);
  });
}

const SEP = "[\\s.\\-]?";
/**
 * Sri Lankan numbers: 0 + 9 digits (mobile 07x, landline 0xx), or +94 / 0094 / 94 + the same 9 digits,
 * grouped as people write them (077 123 4567, 077-1234567, (011) 234 5678, +94 77 123 4567, 0094771234567).
 * Not inside a longer number, so prices, dates and years (at most 8 digits) never match.
 */
const PHONE = new RegExp(
  `(?<![\\d+])(?:(?:\\+|00)\\s?94${SEP}\\(?0?|94${SEP}|\\(?0)([1-9]\\d)\\)?${SEP}(\\d)${SEP}(\\d{2})${SEP}(\\d)${SEP}(\\d{3})(?![\\d])`,
  "g",
);
/** Old NIC: 9 digits and V or X; new NIC: the birth year (19xx/20xx), the day of the year (001-366, +500 for women) and 5 more digits. */
const NIC = /(?<![\d\p{L}])(?:\d{9}[VvXx]|(?:19|20)\d{2}(?:[0-3]\d{2}|[5-8]\d{2})\d{5})(?![\d\p{L}])/gu;
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
const WEB = /(?:https?:\/\/|www\.)[^\s<>"']+|(?<![\p{L}\p{N}@.])[a-z0-9-]+\.(?:com|lk|net|org|info|me|io|co|tv|app|link)(?:\/[^\s<>"']*)?(?![\p{L}\p{N}])/giu;
const HANDLE = /(?<![\p{L}\p{N}@._])@[A-Za-z0-9_.]{3,30}(?![\p{L}\p{N}])/gu;

const RULES: [PersonalInfoKind, RegExp][] = [
  ["email", EMAIL],
  ["web", WEB],
  ["nic", NIC],
  ["phone", PHONE],
  ["handle", HANDLE],
];

/** Every finding in `text`, in reading order, none overlapping (an e-mail is not also a web address or a handle). */
export function findPersonalInfo(text: string): PersonalInfoFinding[] {
  const readable = asciiDigits(text);
  const found: PersonalInfoFinding[] = [];
  for (const [kind, rule] of RULES) {
    for (const match of readable.matchAll(rule)) {
      const start = match.index ?? 0;
      const end = start + match[0].replace(/[.,;:!?)]+$/, "").length;
      if (found.some((f) => start < f.end && end > f.start)) continue;
      found.push({ kind, start, end, text: text.slice(start, end) });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/** The text cut into plain parts and findings, for drawing the findings marked (as text, never HTML). */
export function splitByFindings<F extends { start: number; end: number }>(text: string, findings: F[]): { text: string; finding: F | null }[] {
  const parts: { text: string; finding: F | null }[] = [];
  let at = 0;
  for (const finding of findings) {
    if (finding.start > at) parts.push({ text: text.slice(at, finding.start), finding: null });
    parts.push({ text: text.slice(finding.start, finding.end), finding });
    at = finding.end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), finding: null });
  return parts;
}

/** The kinds found, each once, in a fixed order (for the sentence that names them). */
export function kindsOf(findings: PersonalInfoFinding[]): PersonalInfoKind[] {
  const order: PersonalInfoKind[] = ["phone", "nic", "email", "web", "handle"];
  return order.filter((kind) => findings.some((f) => f.kind === kind));
}
