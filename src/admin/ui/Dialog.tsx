/**
 * A modal dialog on the native <dialog> element: the browser traps focus and Escape closes it. Focus goes
 * to the field the dialog names (a form's title), else the first field (or the dialog) on open, and back
 * to the opener on close.
 */
import { type ReactNode, useEffect, useId, useRef } from "react";
import { m } from "../../../admin-modules/domain/i18n";
import { AdminIcon } from "./AdminIcon";
import "./Dialog.css";

export interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the bottom (Cancel / Save...). */
  footer?: ReactNode;
  /** "wide" for long forms. */
  size?: "normal" | "wide";
  description?: string;
  /** The name of the field that takes the focus on open (a form's title), when it is drawn. */
  initialFocus?: string;
}

export function Dialog({ open, title, onClose, children, footer, size = "normal", description, initialFocus }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const titleId = useId();
  const descId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
      const named = initialFocus ? dialog.querySelector<HTMLElement>(`.admin-dialog-body [name="${CSS.escape(initialFocus)}"]`) : null;
      const first = dialog.querySelector<HTMLElement>(".admin-dialog-body input:not([type=hidden]), .admin-dialog-body select, .admin-dialog-body textarea");
      (named ?? first ?? dialog).focus();
    } else if (!open && dialog.open) {
      dialog.close();
      if (opener.current instanceof HTMLElement) opener.current.focus();
    }
  }, [open, initialFocus]);

  return (
    <dialog
      ref={ref}
      className={`admin-dialog admin-dialog-${size}`}
      aria-labelledby={titleId}
      aria-describedby={description ? descId : undefined}
      // Escape: let React state decide, so the dialog and `open` never disagree.
      onCancel={(event) => {
        event.preventDefault();
        // React passes events up its own tree: a dialog opened inside another (a picture's full-size view
        // in the review dialog) must close alone.
        event.stopPropagation();
        onClose();
      }}
    >
      {open && (
        <div className="admin-dialog-inner">
          <header className="admin-dialog-head">
            <h2 id={titleId}>{title}</h2>
            <button type="button" className="icon-button" aria-label={m["admin.ui.close"]()} onClick={onClose}>
              <AdminIcon name="X" />
            </button>
          </header>
          {description && (
            <p id={descId} className="muted admin-dialog-desc">
              {description}
            </p>
          )}
          <div className="admin-dialog-body">{children}</div>
          {footer && <footer className="admin-dialog-foot">{footer}</footer>}
        </div>
      )}
    </dialog>
  );
}
