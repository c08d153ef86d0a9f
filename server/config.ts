/** Configuration comes from the environment only; the README's table lists every variable. */
import path from "node:path";

export interface Config {
  port: number;
  host: string;
  databaseFile: string;
  uploadsDir: string;
  /** Public address of the site: decides the cookies' Secure flag, HSTS and links in e-mails. */
  publicUrl: string;
  nodeEnv: "production" | "development" | "test";
  /** smtp://user:pass@host:port; without it, e-mails are written to the server log. */
  smtpUrl: string | null;
  mailFrom: string;
  /** Where the built React app lives. */
  clientDir: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const host = env.HOST ?? "127.0.0.1";
  const nodeEnv = env.NODE_ENV === "development" || env.NODE_ENV === "test" ? env.NODE_ENV : "production";
  return {
    port,
    host,
    databaseFile: path.resolve(env.DATABASE_FILE ?? "./data/app.db"),
    uploadsDir: path.resolve(env.UPLOADS_DIR ?? "./data/uploads"),
    publicUrl: (env.PUBLIC_URL ?? `http://${host}:${port}`).replace(/\/+$/, ""),
    nodeEnv,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? "no-reply@localhost",
    clientDir: path.resolve(env.CLIENT_DIR ?? "./dist/client"),
  };
}

export function isHttps(config: Pick<Config, "publicUrl">): boolean {
  return config.publicUrl.startsWith("https://");
}
