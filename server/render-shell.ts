/**
 * Fills the HTML shell of the React app before it is sent: the language, the title, and the page itself
 * as drawn by the server renderer (http/page-renderer.ts) with the answers it was drawn with. When there
 * is no renderer, pages that must work without JavaScript (the emergency numbers) get their content here.
 */
import type { DB } from "../db/open";
import { getSiteSettings } from "./services/site-settings";
import { renderEmergencyHtml } from "./services/emergency-html";
import type { Locale } from "../admin-modules/domain/i18n";
import { getTextDirection } from "../admin-modules/domain/paraglide/runtime.js";

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/** Extra server-rendered HTML for a path, keyed by exact path. Later issues add entries here. */
export const serverRenderedPages: Record<string, (db: DB) => Promise<string>> = {
  "/emergency": renderEmergencyHtml,
};

/** The page as the server renderer drew it: the app's HTML and its dehydrated query cache (JSON). */
export interface DrawnPage {
  headHtml: string;
  appHtml: string;
  queryStateJson: string;
}

export async function renderShell(template: string, pathname: string, db: DB, locale: Locale, drawn?: DrawnPage | null): Promise<string> {
  const settings = await getSiteSettings(db);
  let html = template
    .replace(/<html lang="[^"]*">/, `<html lang="${locale}" dir="${getTextDirection(locale)}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(settings.site_name)}</title>`);
  if (drawn) {
    // The query cache goes in a data block, not a script: nothing runs from it, so the CSP (script-src
    // 'self') holds. Replacements are functions so that a "$" in the content is never read as a pattern.
    return html
      .replace("</head>", () => `${drawn.headHtml}</head>`)
      .replace(
        '<div id="root"></div>',
        () => `<div id="root">${drawn.appHtml}</div><script type="application/json" id="query-state">${drawn.queryStateJson}</script>`,
      );
  }
  const render = serverRenderedPages[pathname];
  if (render) html = html.replace('<div id="server-rendered"></div>', `<div id="server-rendered">${await render(db)}</div>`);
  return html;
}
