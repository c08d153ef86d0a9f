/**
 * What the server knows about one page view beyond its address, shared by the server renderer and the
 * browser so that both draw the same page:
 * - `answer`: a form sent before (or without) the script, drawn again with what was typed and what is wrong
 *   (server/http/forms/), or a request the address refuses (a cross-site post, an unsupported method);
 * - `saver`: data saver is on (a `Save-Data: on` request, or the footer's remembered switch): no decorative
 *   pictures or web fonts, thumbnails only on request, no prefetching, and the app's script only when needed.
 * While the server draws, pages also leave `marks` here: the status the answer must carry (404 for an
 * address or item that does not exist) and whether the page needs the app's script at once in data saver.
 */
import { createContext, useContext } from "react";

export type { FieldErrors, FormAnswer, PageAnswer } from "../../server/http/page-answer";
import type { FormAnswer, PageAnswer } from "../../server/http/page-answer";

export interface DrawMarks {
  status: number;
  needsApp: boolean;
}

interface PageView {
  answer: PageAnswer;
  saver: boolean;
  /** Only while the server draws. */
  marks?: DrawMarks;
}

export const PageViewContext = createContext<PageView>({ answer: {}, saver: false });

export const usePageView = () => useContext(PageViewContext);

/** Data saver is on for this page view. */
export const useDataSaver = () => useContext(PageViewContext).saver;

/** The server's answer to this form, when it is the form that was sent. */
export function useFormAnswer(name: string): FormAnswer | undefined {
  const form = useContext(PageViewContext).answer.form;
  return form?.name === name ? form : undefined;
}

/** Drawn by a page that must answer with another status than 200 (the not-found pages: 404). */
export function HttpStatus({ code }: { code: number }) {
  // Only the server draws with marks (a build-time constant: the browser's bundle keeps an empty component).
  if (import.meta.env.SSR) {
    // biome-ignore lint/correctness/useHookAtTopLevel: import.meta.env.SSR is a build-time constant, so each build calls it always or never
    const marks = useContext(PageViewContext).marks;
    if (marks) marks.status = code;
  }
  return null;
}

/** Drawn by a page whose controls need the app's script: in data saver it is then loaded at once. */
export function NeedsApp() {
  if (import.meta.env.SSR) {
    // biome-ignore lint/correctness/useHookAtTopLevel: import.meta.env.SSR is a build-time constant, so each build calls it always or never
    const marks = useContext(PageViewContext).marks;
    if (marks) marks.needsApp = true;
  }
  return null;
}
