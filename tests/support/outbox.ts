/**
 * The e-mails the server filed in its outbox (no SMTP_URL), as a person would read them: headers and
 * body decoded (base64 or quoted-printable, UTF-8, so Sinhala and Tamil read back whole), oldest first.
 */
import fs from "node:fs";
import path from "node:path";
import { expect } from "vitest";
import type { Config } from "../../server/config";
import { outboxDir } from "../../server/services/mail";

function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, "");
  return joined.replace(/(?:=[0-9A-F]{2})+/g, (run) =>
    Buffer.from(
      run
        .split("=")
        .slice(1)
        .map((hex) => parseInt(hex, 16)),
    ).toString("utf8"),
  );
}

/** Headers unfolded with their encoded words (RFC 2047) decoded, and the body decoded (base64 or quoted-printable). */
function decodeMessage(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = raw
    .slice(0, split)
    .replace(/\r?\n[ \t]+/g, " ")
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toLowerCase() === "b" ? Buffer.from(text, "base64").toString("utf8") : decodeQuotedPrintable(text.replace(/_/g, " ")),
    );
  const body = raw.slice(split).trim();
  // A multipart message (plain text and HTML) reads as its parts, each decoded the same way.
  const boundary = /^content-type:\s*multipart\/[^;]+;.*?boundary="?([^";\s]+)"?/im.exec(headers)?.[1];
  if (boundary) {
    const parts = body.split(`--${boundary}`).slice(1, -1);
    return `${headers}\n\n${parts.map((part) => decodeMessage(part.replace(/^\r?\n/, ""))).join("\n\n")}`;
  }
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  const text =
    encoding === "base64"
      ? Buffer.from(body.replace(/\s/g, ""), "base64").toString("utf8")
      : encoding === "quoted-printable"
        ? decodeQuotedPrintable(body)
        : body;
  return `${headers}\n\n${text}`;
}

/** Every filed e-mail to this address. */
export function mailsTo(config: Pick<Config, "databaseFile">, address: string): string[] {
  const dir = outboxDir(config);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((name) => fs.readFileSync(path.join(dir, name), "utf8"))
    .map(decodeMessage)
    .filter((message) => message.toLowerCase().includes(`to: ${address.toLowerCase()}`));
}

/** The token of a link to `page` (e.g. "/verify-email") in an e-mail; fails the test when there is none. */
export function linkToken(mail: string, page: string): string {
  const match = new RegExp(`${page.replace(/[/-]/g, "\\$&")}\\?token=([a-z0-9]+)`).exec(mail);
  expect(match, `a ${page} link in the e-mail`).not.toBeNull();
  return match![1]!;
}
