/**
 * Data saver (issue #28): for phones on prepaid data. A request with `Save-Data: on` (Chromium sends it
 * when the phone's data saver is on) or the footer's switch, remembered in a cookie, gets pages without
 * decorative pictures and web fonts, thumbnails only on request, no prefetching, and the app's script only
 * when a control needs it (every public page works without it). The switch's cookie wins over the header,
 * so a visitor can also turn it off.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { parseCookie, stringifySetCookie } from "cookie";

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
