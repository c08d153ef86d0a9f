/** "Are you sure?" before deleting: the question, Cancel, and a destructive confirm button. */
import { m } from "../../../admin-modules/domain/i18n";
import { Button } from "./Button";
import { Dialog } from "./Dialog";

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  /** The button that keeps things as they are; "Cancel" when absent. */
  cancelLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({ open, title, message, confirmLabel, cancelLabel, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onCancel}
      footer={
        <>
          <Button variant="outline" onClick={onCancel}>
            {cancelLabel ?? m["admin.ui.cancel"]()}
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={busy}>
            {confirmLabel ?? m["admin.ui.delete"]()}
          </Button>
        </>
      }
    >
      <p role="alert" className="admin-confirm-message">
        {message}
      </p>
    </Dialog>
  );
}
