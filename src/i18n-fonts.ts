/**
 * Noto Sans Sinhala and Noto Sans Tamil, self-hosted from @fontsource (weights 400 and 700, font-display:
 * swap), loaded only on pages in that language: an English page never downloads them, and the browser
 * fetches only the subsets (unicode-range) a page's text uses. Only the script's own subset: styles.css names
 * this font first for the language, so a Latin subset would be downloaded for every Latin letter.
 */
import { getLocale } from "../admin-modules/domain/i18n";

export function loadScriptFonts(): void {
  const locale = getLocale();
  if (locale === "si") {
    void import("@fontsource/noto-sans-sinhala/sinhala-400.css");
    void import("@fontsource/noto-sans-sinhala/sinhala-700.css");
  } else if (locale === "ta") {
    void import("@fontsource/noto-sans-tamil/tamil-400.css");
    void import("@fontsource/noto-sans-tamil/tamil-700.css");
  }
}
