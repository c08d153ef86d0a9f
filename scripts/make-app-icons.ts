/**
 * `npx tsx scripts/make-app-icons.ts`: the installed app's icons (src/public/icons), drawn from the
 * favicon. The "any" icons are the favicon itself; the maskable one puts the star on a full blue square
 * with the star inside the middle 80 %, the zone Android keeps whatever shape it cuts the icon to.
 * Run again when the favicon changes and commit the PNGs.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

const publicDir = path.resolve(import.meta.dirname, "../src/public");
const favicon = fs.readFileSync(path.join(publicDir, "favicon.svg"));
const outDir = path.join(publicDir, "icons");
fs.mkdirSync(outDir, { recursive: true });

const maskable = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#2563eb"/>` +
    `<g transform="translate(32 32) scale(0.62) translate(-32 -30)"><path d="M32 14l5 11 12 1-9 8 3 12-11-7-11 7 3-12-9-8 12-1z" fill="#fde047"/></g></svg>`,
);

for (const size of [192, 512]) {
  await sharp(favicon, { density: (72 * size) / 64 })
    .resize(size, size)
    .png()
    .toFile(path.join(outDir, `icon-${size}.png`));
  await sharp(maskable, { density: (72 * size) / 64 })
    .resize(size, size)
    .png()
    .toFile(path.join(outDir, `icon-maskable-${size}.png`));
}
console.log(`Icons written to ${outDir}`);
