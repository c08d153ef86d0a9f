/**
 * `npx tsx scripts/make-language-name-fonts.ts`: the two tiny fonts (src/fonts) that draw "සිංහල" and "தமிழ்" in the
 * language switch on every page. A page loads the full font of its own language only (vite.config.ts), and a phone or
 * computer without Sinhala or Tamil fonts showed the other languages' names as empty boxes: a child could not find
 * their own language. Each file is Noto Sans (from @fontsource, the same as the page fonts) cut down to the letters of
 * that one name, with the shaping rules that join them (about 1.5 KB each). Run again when LANGUAGE_NAMES changes and
 * commit the files. Needs Python's fontTools with brotli (Debian: apt-get install python3-fonttools python3-brotli);
 * PYTHON names another interpreter than python3.
 */
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { LANGUAGE_NAMES } from "../admin-modules/domain/i18n";

const require = createRequire(import.meta.url);
const SOURCES = {
  si: "@fontsource/noto-sans-sinhala/files/noto-sans-sinhala-sinhala-400-normal.woff2",
  ta: "@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff2",
} as const;
const outDir = path.resolve(import.meta.dirname, "../src/fonts");

for (const [locale, source] of Object.entries(SOURCES) as [keyof typeof SOURCES, string][]) {
  const output = path.join(outDir, `language-name-${locale}.woff2`);
  const args = [
    "-m",
    "fontTools.subset",
    require.resolve(source),
    `--text=${LANGUAGE_NAMES[locale]}`,
    "--layout-features=*",
    "--flavor=woff2",
    `--output-file=${output}`,
  ];
  const result = spawnSync(process.env.PYTHON ?? "python3", args, { stdio: "inherit" });
  if (result.status !== 0) throw new Error(`fontTools could not subset ${source}: install python3-fonttools and python3-brotli.`);
  console.log(`Wrote ${path.relative(process.cwd(), output)}`);
}
