/**
 * Data saver (issue #28): for phones on prepaid data. A request with `Save-Data: on` (Chromium sends it
 * when the phone's data saver is on) or the footer's switch, remembered in a cookie, gets pages without
 * decorative pictures and web fonts, thumbnails only on request, no prefetching, and the app's script only
 * when a control needs it (every public page works without it). The switch's cookie wins over the header,
 * so a visitor can also turn it off.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { parseCookie, stringifySetCookie } from "cookie";
import { localizeHref, m } from "../../admin-modules/domain/i18n";

export const DATA_SAVER_COOKIE = "data_saver";
/** The request headers a page is chosen by, for Vary. */
export const DATA_SAVER_VARY = "Save-Data";

export function isDataSaver(req: Pick<IncomingMessage, "headers">): boolean {
  const cookie = req.headers.cookie?.includes(DATA_SAVER_COOKIE) ? parseCookie(req.headers.cookie)[DATA_SAVER_COOKIE] : undefined;
  if (cookie === "on" || cookie === "off") return cookie === "on";
  return String(req.headers["save-data"]).toLowerCase() === "on";
}

/** Remembers the visitor's choice for a year (not personal: the same for everyone on the device). */
export function rememberDataSaver(res: ServerResponse, on: boolean, secure: boolean): void {
  res.appendHeader(
    "Set-Cookie",
    stringifySetCookie({ name: DATA_SAVER_COOKIE, value: on ? "on" : "off", path: "/", maxAge: 365 * 24 * 3600, sameSite: "lax", secure }),
  );
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/**
 * The switch under the footer, in the request's language: a plain form (the server draws the next page
 * with or without data saver), drawn by the server outside the app, so no phone downloads its code. It
 * posts to one address (/data-saver, in the page's language), and the visitor is sent back to the page
 * the browser names in Referer (server/http/forms/handlers.ts, dataSaver).
 */
export function dataSaverSwitchHtml(saver: boolean): string {
  const title = escapeHtml(m["dataSaver.title"]());
  const text = escapeHtml(saver ? m["dataSaver.onText"]() : m["dataSaver.offText"]());
  return `<aside class="data-saver-bar" aria-labelledby="data-saver-title"><form class="container data-saver" method="post" action="${escapeHtml(localizeHref("/data-saver"))}"><input type="hidden" name="_form" value="dataSaver"><input type="hidden" name="saver" value="${saver ? "off" : "on"}"><h2 id="data-saver-title">${title}</h2><p>${text}</p><button type="submit" class="btn btn-outline" aria-pressed="${saver}">${title}</button></form></aside>`;
}
