/**
 * The Node.js versions this release runs on: 22 from 22.14 (better-sqlite3 13 needs N-API 10), and 24 and newer.
 * package.json's "engines" says the same (tests/api/doctor.test.ts checks that the two agree).
 */
export const SUPPORTED_NODE = "^22.14 || >=24";
export const SUPPORTED_NODE_IN_WORDS = "22.14 or a newer 22, or 24 and newer";

export function isSupportedNode(version: string): boolean {
  const [major, minor] = version.replace(/^v/, "").split(".").map(Number);
  return (major === 22 && minor >= 14) || major >= 24;
}
