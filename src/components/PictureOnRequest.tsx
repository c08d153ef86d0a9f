/**
 * In data saver (src/lib/page-view.tsx) a picture is fetched only when asked for: it sits in a closed
 * <details> (its <img> must be lazy, so nothing is fetched while it is closed), which works without any
 * script. Without data saver the picture is shown as it is.
 */
import type { ReactNode } from "react";
import { m } from "../../admin-modules/domain/i18n";
import { useDataSaver } from "../lib/page-view";

export function PictureOnRequest({ children }: { children: ReactNode }) {
  if (!useDataSaver()) return children;
  return (
    <details className="picture-on-request">
      <summary>{m["dataSaver.showPicture"]()}</summary>
      {children}
    </details>
  );
}
