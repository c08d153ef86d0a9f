/**
 * The HTML part of every e-mail: the same words as its text part (nothing added), with the language its letters
 * are in and a font list that names Sinhala and Tamil fonts: the public pages' Noto fonts and those Windows
 * (Iskoola Pota, Latha, Nirmala UI), macOS and iOS (Sinhala/Tamil Sangam MN) carry, so that a mail program draws
 * letters, not boxes. Web addresses become links.
 */
import { escapeHtml } from "../escape-html";

export const MAIL_FONTS =
  "'Noto Sans Sinhala', 'Iskoola Pota', 'Sinhala Sangam MN', 'Noto Sans Tamil', 'Latha', 'Tamil Sangam MN', 'Nirmala UI', system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif";

/** The language of a text by its letters: a Sinhala or Tamil e-mail keeps English only in names and addresses. */
function languageOf(text: string): "si" | "ta" | "en" {
  if (/[\u0D80-\u0DFF]/.test(text)) return "si";
  if (/[\u0B80-\u0BFF]/.test(text)) return "ta";
  return "en";
}

export function mailHtml(text: string): string {
  const body = escapeHtml(text).replace(/https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)]/g, (url) => `<a href="${url}">${url}</a>`);
  return `<!doctype html>
<html lang="${languageOf(text)}"><head><meta charset="utf-8"></head>
<body><div style="font-family: ${MAIL_FONTS}; font-size: 16px; line-height: 1.6; white-space: pre-wrap;">${body}</div></body></html>
`;
}
