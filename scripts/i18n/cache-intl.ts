/**
 * Paraglide's compiled registry (registry.js: plural, number, datetime, relativetime) makes a new Intl
 * object at every call: `new Intl.PluralRules(locale, options).select(n)` for each message with a count.
 * Measured on Node 22: about 25 µs and a few hundred bytes of ICU memory (outside the JavaScript heap, so
 * the collector does not hurry to free it) per call against 0.6 µs for a kept one; 20,000 calls grew the
 * process by 12 MiB (PluralRules) and 18 MiB (NumberFormat). The server's start with a backlog of 10,000
 * registration digests, each a message with a count, raised its resident memory by about 20 MiB (issue 34).
 *
 * `keepIntlFormatters` rewrites the compiled file so that each (kind, locale, options) makes its Intl object
 * once and keeps it: the objects are immutable and their answers depend on nothing else.
 */
import fs from "node:fs";
import path from "node:path";

const KINDS = ["PluralRules", "NumberFormat", "DateTimeFormat", "RelativeTimeFormat"] as const;

const HELPER = `
/** Intl objects by kind, locale and options: made once each (scripts/i18n/cache-intl.ts). */
const keptIntl = new Map();
function intlOf(Kind, locale, options) {
	const key = Kind.name + "\\u0000" + locale + "\\u0000" + (options === undefined ? "" : JSON.stringify(options));
	let kept = keptIntl.get(key);
	if (kept === undefined) {
		// A bound, in case options ever came from data: the usual count is a few per language.
		if (keptIntl.size >= 200) keptIntl.clear();
		kept = new Kind(locale, options);
		keptIntl.set(key, kept);
	}
	return kept;
}
`;

/** The registry's text with each `new Intl.X(locale, options)` made once; throws if the compiler's shape changed. */
export function keepIntlFormattersIn(source: string): string {
  if (source.includes("function intlOf(")) return source;
  let out = source;
  let replaced = 0;
  for (const kind of KINDS) {
    const pattern = new RegExp(`new Intl\\.${kind}\\((locale), (\\w+)\\)`, "g");
    out = out.replace(pattern, (_whole, locale: string, options: string) => {
      replaced++;
      return `intlOf(Intl.${kind}, ${locale}, ${options})`;
    });
  }
  if (replaced < 2 || /new Intl\./.test(out)) {
    throw new Error("scripts/i18n/cache-intl.ts: Paraglide's registry.js no longer has the expected `new Intl.X(locale, options)` calls");
  }
  return `${out}\n${HELPER}`;
}

/** Rewrites `<outdir>/registry.js` in place. */
export function keepIntlFormatters(outdir: string): void {
  const file = path.join(outdir, "registry.js");
  fs.writeFileSync(file, keepIntlFormattersIn(fs.readFileSync(file, "utf8")));
}
