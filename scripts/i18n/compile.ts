/**
 * `npm run i18n:compile`: compiles the message files into admin-modules/domain/paraglide (not committed).
 * Runs after `npm install` (postinstall) and before the tests; the Vite build compiles by itself.
 */
import { compile } from "@inlang/paraglide-js";
import { keepIntlFormatters } from "./cache-intl";
import { paraglideOptions } from "./paraglide-options";

await compile(paraglideOptions);
// Each Intl object made once, not at every message with a count (issue 34: the server's memory and time).
keepIntlFormatters(paraglideOptions.outdir);
console.log(`Messages compiled into ${paraglideOptions.outdir}`);
// The inlang SDK leaves timers open after compiling; nothing else is running, so leave now.
process.exit(0);
