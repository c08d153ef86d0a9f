import { pathWithoutLocale } from "./offline-caches";

/**
 * The pages that still work without a connection: the emergency page (its helplines are saved with it)
 * the Saved tab of the resources (files kept on the device) and a course page and its lessons' pages (an
 * enrolled learner's course is kept as it is opened; the page itself shows the offline page when it has
 * no copy). Every
 * other page shows the offline page.
 */
export function worksOffline(pathname: string, search: Record<string, unknown>): boolean {
  const path = pathWithoutLocale(pathname);
  if (path === "/emergency") return true;
  if (path === "/resources" && search.view === "saved") return true;
  if (/^\/learning\/[^/]+(\/lessons\/\d+)?$/.test(path)) return true;
  return false;
}
