/**
 * Outgoing e-mail. With SMTP_URL the message goes out through nodemailer. Without it, the message is
 * written as an .eml file under <data folder>/outbox (mode 0600) and only that file's path is logged:
 * e-mails carry one-time links, and a link in the server log would hand the account to anyone who
 * can read the log. Every message has its text and the same text as HTML that names Sinhala and Tamil
 * fonts (mail-html.ts).
 */
import fs from "node:fs";
import path from "node:path";
import type { Config } from "../config";
import { mailHtml } from "./mail-html";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

export function outboxDir(config: Pick<Config, "databaseFile">): string {
  return path.join(path.dirname(config.databaseFile), "outbox");
}

type MailConfig = Pick<Config, "smtpUrl" | "mailFrom" | "databaseFile">;

/** Loaded at the first e-mail, not at start: nodemailer took about 100 ms to load (issue 34, the first answer). */
const loadNodemailer = async () => (await import("nodemailer")).default;

/** Sends (or files) one message; answers where it went, for the log line. */
export async function sendMail(config: MailConfig, mail: OutgoingMail): Promise<string> {
  if (config.smtpUrl) {
    const transport = (await loadNodemailer()).createTransport(config.smtpUrl);
    await transport.sendMail({ from: config.mailFrom, to: mail.to, subject: mail.subject, text: mail.text, html: mailHtml(mail.text) });
    return "smtp";
  }
  return writeToOutbox(config, mail);
}

async function writeToOutbox(config: MailConfig, mail: OutgoingMail): Promise<string> {
  const dir = outboxDir(config);
  await fs.promises.mkdir(dir, { recursive: true, mode: 0o700 });
  // nodemailer's stream transport builds a proper RFC 822 message (headers, encoding) without a network.
  const transport = (await loadNodemailer()).createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const info = await transport.sendMail({ from: config.mailFrom, to: mail.to, subject: mail.subject, text: mail.text, html: mailHtml(mail.text) });
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const file = path.join(dir, `${stamp}-${Math.random().toString(36).slice(2, 8)}.eml`);
  await fs.promises.writeFile(file, info.message as Buffer, { mode: 0o600, flag: "wx" });
  return file;
}
