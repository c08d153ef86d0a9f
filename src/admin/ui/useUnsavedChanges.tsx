/**
 * The unsaved-changes guard of a form: while it holds changes, closing its dialog (Cancel, ×, Escape) or
 * leaving the page (a link, Back; the router's blocker; reload or closing the tab: the browser's own
 * question) asks first. Saving lets go: `release()` before closing or navigating after a save.
 */
import { useBlocker } from "@tanstack/react-router";
import { type ReactNode, useRef, useState } from "react";
import { m } from "../../../admin-modules/domain/i18n";
import { ConfirmDialog } from "./ConfirmDialog";

export function useUnsavedChanges(dirty: boolean): { guard: (leave: () => void) => () => void; release: () => void; dialog: ReactNode } {
  const released = useRef(false);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  // A form that has changes again after a save is guarded again.
  if (!dirty) released.current = false;
  const holds = () => dirtyRef.current && !released.current;
  const [closing, setClosing] = useState<(() => void) | null>(null);
  const blocker = useBlocker({ shouldBlockFn: holds, enableBeforeUnload: holds, withResolver: true });
  const asking = closing !== null || blocker.status === "blocked";

  const keep = () => {
    if (blocker.status === "blocked") blocker.reset();
    setClosing(null);
  };
  const discard = () => {
    released.current = true;
    if (blocker.status === "blocked") blocker.proceed();
    else closing?.();
    setClosing(null);
  };

  return {
    guard: (leave) => () => (holds() ? setClosing(() => leave) : leave()),
    release: () => {
      released.current = true;
    },
    dialog: (
      <ConfirmDialog
        open={asking}
        title={m["admin.unsaved.title"]()}
        message={m["admin.unsaved.message"]()}
        confirmLabel={m["admin.unsaved.discard"]()}
        cancelLabel={m["admin.unsaved.keep"]()}
        onConfirm={discard}
        onCancel={keep}
      />
    ),
  };
}
