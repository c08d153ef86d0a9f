/**
 * Noto Sans Sinhala and Noto Sans Tamil, self-hosted from @fontsource (weights 400 and 700, font-display:
 * swap), loaded only on pages in that language: an English page never downloads them, and the browser
 * fetches only the subsets (unicode-range) a page's text uses.
 */
import { getLocale } from "../admin-modules/domain/i18n";

export function loadScriptFonts(): void {
  const locale = getLocale();
  if (locale === "si") {
    void import("@fontsource/noto-sans-sinhala/400.css");
    void import("@fontsource/noto-sans-sinhala/700.css");
  } else if (locale === "ta") {
    void import("@fontsource/noto-sans-tamil/400.css");
    void import("@fontsource/noto-sans-tamil/700.css");
  }
}
