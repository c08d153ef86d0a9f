/**
 * Fills the HTML shell of the React app before it is sent: the language, the title, and either the page
 * as the server renderer drew it (`renderDrawnShell`, see http/page-renderer.ts) or, for the back office
 * and whenever the renderer is missing or fails (`renderShell`), the bare shell, in which pages that must
 * work without JavaScript (the emergency numbers) get their content rendered here as HTML.
 * The quick-exit address goes in a <meta>, so "Leave quickly" (and Escape twice) opens the configured
 * site from the first moment, before the settings' API answer arrives.
 */
import type { DB } from "../db/open";
import { getSiteSettings } from "./services/site-settings";
import { renderEmergencyHtml, renderEmergencyHtmlOrThrow } from "./services/emergency-html";
import { publicCacheFor, type VersionedTable } from "./services/public-cache";
import { type Manifest, pagePreloadLinks } from "./page-chunks";
import type { Locale } from "../admin-modules/domain/i18n";
import { getTextDirection } from "../admin-modules/domain/paraglide/runtime.js";
import { QUICK_EXIT_META } from "../admin-modules/domain/child-safety";
import { dataSaverSwitchHtml } from "./http/data-saver";
import { escapeHtml } from "./escape-html";

interface ServerRenderedPage {
  /** The tables the content shows: the cached page is drawn again after a write to any of them. */
  tables: readonly VersionedTable[];
  /** The content; throws when its data cannot be read, so that nothing partial is cached. */
  render: (db: DB) => Promise<string>;
  /** The content for one request when `render` failed (never cached), if the page has one. */
  fallback?: (db: DB) => Promise<string>;
}

/** Extra server-rendered HTML for a path, keyed by exact path. Later issues add entries here. */
export const serverRenderedPages: Record<string, ServerRenderedPage> = {
  "/emergency": { tables: ["emergency_contacts"], render: renderEmergencyHtmlOrThrow, fallback: renderEmergencyHtml },
};

/**
 * The page for a path, from the public cache: one entry per server-rendered path and one shared by every
 * other path (they differ in nothing), each read again only after a write to a table it shows. When a
 * page's content cannot be read, its fallback is sent for this request only and the next one tries again.
 */
export async function renderShell(
  template: string,
  pathname: string,
  db: DB,
  locale: Locale,
  manifest: Manifest | null = null,
  saver = false,
): Promise<string> {
  const page = Object.hasOwn(serverRenderedPages, pathname) ? serverRenderedPages[pathname] : undefined;
  const tables: VersionedTable[] = ["site_settings", ...(page?.tables ?? [])];
  // The first page's own chunk and styles, named in the head so they load beside the entry.
  const preload = pagePreloadLinks(manifest, pathname);
  const draw = async (content: ((db: DB) => Promise<string>) | undefined) => {
    const html = await fillHead(template, db, locale, preload, saver);
    return content ? html.replace('<div id="server-rendered"></div>', `<div id="server-rendered">${await content(db)}</div>`) : html;
  };
  try {
    return await publicCacheFor(db).get(`html\u0000${locale}\u0000${page ? pathname : "*"}\u0000${preload}\u0000${saver}`, tables, () => draw(page?.render));
  } catch (error) {
    if (!page?.fallback) throw error;
    return draw(page.fallback);
  }
}

/**
 * The language, the title and the quick-exit address, and extra tags for the <head>. In data saver the
 * page says so on <html> (the styles then use the system's fonts, src/styles.css; the loader waits for a
 * control that needs the app, src/boot/load-after-first-paint.js) and preloads no font.
 */
async function fillHead(template: string, db: DB, locale: Locale, headHtml: string, saver: boolean): Promise<string> {
  const settings = await getSiteSettings(db);
  const page = saver ? template.replace(/\s*<link rel="preload" [^>]*as="font"[^>]*>/g, "") : template;
  // Replacements are functions, so that a "$" in the content is never read as a pattern.
  return page
    .replace(/<html lang="[^"]*">/, () => `<html lang="${locale}" dir="${getTextDirection(locale)}"${saver ? " data-saver" : ""}>`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(settings.site_name)}</title>`)
    .replace("</head>", () => `<meta name="${QUICK_EXIT_META}" content="${escapeHtml(settings.quick_exit_url)}" />\n${headHtml}</head>`);
}

/** A page as the server renderer drew it: the app's HTML and the answers it was drawn with (JSON). */
export interface DrawnPage {
  /** Tags React made while drawing (image preloads), which belong in the <head>. */
  headHtml: string;
  appHtml: string;
  queryStateJson: string;
  /** A form's answer or a refusal (src/lib/page-view.tsx), for the browser to draw the same page. */
  answerJson: string | null;
  /** In data saver: the page's controls need the app's script at once. */
  needsApp: boolean;
}

/**
 * The shell holding a page drawn by the server. The query cache goes in a data block, not a script:
 * nothing runs from it, so the CSP (script-src 'self') holds. Not cached here: the caller decides
 * whether the page may be shared (http/pages.ts).
 */
export async function renderDrawnShell(
  template: string,
  pathname: string,
  db: DB,
  locale: Locale,
  manifest: Manifest | null,
  drawn: DrawnPage,
  saver = false,
): Promise<string> {
  const head = pagePreloadLinks(manifest, pathname) + drawn.headHtml + (saver && drawn.needsApp ? '<meta name="app-now">' : "");
  const html = await fillHead(template, db, locale, head, saver);
  const answer = drawn.answerJson ? `<script type="application/json" id="page-answer">${drawn.answerJson}</script>` : "";
  return html.replace(
    '<div id="root"></div>',
    () =>
      `<div id="root">${drawn.appHtml}</div>${dataSaverSwitchHtml(saver)}<script type="application/json" id="query-state">${drawn.queryStateJson}</script>${answer}`,
  );
}
