/**
 * The real app over a test database, with stand-ins for the built page shells (one per language, the
 * placeholders the real template has), so pages drawn by the server without the React build (the
 * helplines of /emergency, redirects) can be read over HTTP.
 */
import fs from "node:fs";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { createApp } from "../../server/app";
import type { TestEnv } from "./api";

export const SHELL_TEMPLATE = `<!doctype html><html lang="en"><head><title>x</title></head><body><div id="server-rendered"></div><div id="root"></div></body></html>`;

export async function serveWithShells(env: TestEnv): Promise<{ base: string; close(): Promise<void> }> {
  const clientDir = path.join(env.dir, "client");
  fs.mkdirSync(clientDir, { recursive: true });
  for (const locale of ["en", "si", "ta"]) fs.writeFileSync(path.join(clientDir, `index.${locale}.html`), SHELL_TEMPLATE);
  const server = createApp({ db: env.db, config: { ...env.config, clientDir } }).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
