/**
 * EXTRA_ADMIN_MODULES=<folder>: back-office modules from outside admin-modules/modules, with their
 * migrations and messages, as if they were the app's (an extension point, and how a test adds a module of
 * its own to a real build: tests/e2e/one-file-module.spec.ts). The folder holds modules/*.ts,
 * migrations/*.ts and messages/{en,si,ta}.json (flat key → text, `{name}` placeholders, as the app's).
 * Read by the Vite build (the browser's modules and messages), scripts/build.mjs (the server's), the
 * server's module loader and the migrator at start. Unset (the default): only the app's own.
 */
import fs from "node:fs";
import path from "node:path";
import { codeRoot } from "./code-root";

/** The folder's modules/, migrations/ or messages/, relative to the code's root (the repository, or dist/server once built). */
export function extraModulesDir(kind: "modules" | "migrations" | "messages"): string | null {
  const folder = process.env.EXTRA_ADMIN_MODULES;
  return folder ? path.resolve(codeRoot(import.meta.url), folder, kind) : null;
}

/**
 * A messages/ folder's texts per language ({ en: { key: text }, si: …, ta: … }), or null when the folder
 * has none. Once the folder exists, every language's file must too, and each must be flat key → text.
 */
export function readModuleMessages<L extends string>(dir: string | null, languages: readonly L[]): Record<L, Record<string, string>> | null {
  if (!dir || !fs.existsSync(dir)) return null;
  const read = (language: L): [L, Record<string, string>] => {
    const file = path.join(dir, `${language}.json`);
    if (!fs.existsSync(file)) throw new Error(`${file} is missing: an extra-modules folder's messages/ has every language`);
    const parsed: unknown = JSON.parse(fs.readFileSync(file, "utf8"));
    const flat = parsed && typeof parsed === "object" && !Array.isArray(parsed) && Object.values(parsed).every((value) => typeof value === "string");
    if (!flat) throw new Error(`${file} must be one object of key → text`);
    return [language, parsed as Record<string, string>];
  };
  return Object.fromEntries(languages.map(read)) as Record<L, Record<string, string>>;
}
