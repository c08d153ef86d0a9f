/**
 * Fills the HTML shell of the React app before it is sent. The page title is set per path, and pages
 * that must work without JavaScript (the emergency numbers) get their content rendered here as HTML.
 * The quick-exit address goes in a <meta>, so "Leave quickly" (and Escape twice) opens the configured
 * site from the first moment, before the settings' API answer arrives.
 */
import type { DB } from "../db/open";
import { getSiteSettings } from "./services/site-settings";
import { renderEmergencyHtml } from "./services/emergency-html";
import type { Locale } from "../admin-modules/domain/i18n";
import { getTextDirection } from "../admin-modules/domain/paraglide/runtime.js";
import { QUICK_EXIT_META } from "../admin-modules/domain/child-safety";

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/** Extra server-rendered HTML for a path, keyed by exact path. Later issues add entries here. */
export const serverRenderedPages: Record<string, (db: DB) => Promise<string>> = {
  "/emergency": renderEmergencyHtml,
};

export async function renderShell(template: string, pathname: string, db: DB, locale: Locale): Promise<string> {
  const settings = await getSiteSettings(db);
  let html = template
    .replace(/<html lang="[^"]*">/, `<html lang="${locale}" dir="${getTextDirection(locale)}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(settings.site_name)}</title>`);
  html = html.replace("</head>", `<meta name="${QUICK_EXIT_META}" content="${escapeHtml(settings.quick_exit_url)}" />\n</head>`);
  const render = serverRenderedPages[pathname];
  if (render) html = html.replace('<div id="server-rendered"></div>', `<div id="server-rendered">${await render(db)}</div>`);
  return html;
}
