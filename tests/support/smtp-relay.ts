/**
 * A local SMTP relay on 127.0.0.1 standing in for the NGO's mail server: each message it accepts is
 * handed to `onMail` (sender, recipients, the raw message) before the relay answers the client.
 */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface RelayedMail {
  from: string;
  to: string[];
  data: string;
}

export interface SmtpRelay {
  port: number;
  close(): Promise<void>;
}

export async function startSmtpRelay(onMail: (mail: RelayedMail) => void | Promise<void>): Promise<SmtpRelay> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const mail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString("utf8"),
        };
        Promise.resolve(onMail(mail)).then(
          () => callback(),
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
