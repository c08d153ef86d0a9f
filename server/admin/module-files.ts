/** A back-office module's file name: lower-case words and dashes, .ts (or .js once built); "_" files are helpers. */
export function isModuleFile(name: string): boolean {
  return /^[a-z0-9][a-z0-9-]*\.(ts|js)$/.test(name) && !name.endsWith(".d.ts");
}
