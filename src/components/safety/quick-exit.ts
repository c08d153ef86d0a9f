/**
 * Leaving quickly (after GOV.UK's "Exit this page"): the page is blanked at once, then the current history
 * entry is replaced by a neutral site, so Back does not bring the platform page back.
 */
export function leaveQuickly(url: string): void {
  document.title = "";
  document.body.classList.add("leaving-quickly");
  window.location.replace(url);
}

/** Escape pressed twice within this many milliseconds leaves too. */
export const ESCAPE_TWICE_MS = 1000;
