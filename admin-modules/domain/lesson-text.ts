/**
 * The little markup a lesson's text block may use (issue 30), read into a plain tree that the page draws
 * as text (never as HTML): paragraphs are separated by a blank line, lines starting with "- " or "* "
 * make a list, and *words between stars* are emphasised. Anything else is the text itself.
 */

export type Inline = { text: string; emphasis: boolean };
export type TextPart = { kind: "paragraph"; lines: Inline[][] } | { kind: "list"; items: Inline[][] };

const BULLET = /^\s*[-*•]\s+/;

/** "*a* b" → [a (emphasised), " b"]. A star without its pair stays a star. */
export function inlineParts(line: string): Inline[] {
  const out: Inline[] = [];
  const pattern = /\*([^*\n]+)\*/g;
  let last = 0;
  for (const match of line.matchAll(pattern)) {
    if (match.index > last) out.push({ text: line.slice(last, match.index), emphasis: false });
    out.push({ text: match[1]!, emphasis: true });
    last = match.index + match[0].length;
  }
  if (last < line.length) out.push({ text: line.slice(last), emphasis: false });
  return out;
}

export function textParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  for (const chunk of text.replace(/\r\n?/g, "\n").split(/\n\s*\n/)) {
    const lines = chunk.split("\n").filter((line) => line.trim() !== "");
    let paragraph: string[] = [];
    let list: string[] = [];
    const flush = () => {
      if (paragraph.length) parts.push({ kind: "paragraph", lines: paragraph.map(inlineParts) });
      if (list.length) parts.push({ kind: "list", items: list.map(inlineParts) });
      paragraph = [];
      list = [];
    };
    for (const line of lines) {
      if (BULLET.test(line)) {
        if (paragraph.length) flush();
        list.push(line.replace(BULLET, ""));
      } else {
        if (list.length) flush();
        paragraph.push(line.trim());
      }
    }
    flush();
  }
  return parts;
}
