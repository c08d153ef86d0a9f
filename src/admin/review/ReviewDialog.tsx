/**
 * The one review dialog, for every kind of item waiting for review (Content Review, Media, Events,
 * Emergency Contacts): it reads the row through the module (admin.get), shows what will be published
 * (ReviewPreview), takes optional notes, and calls the module's review workflow. Approve stays off until
 * the picture, when there is one, has loaded and been reported as shown (the server checks it, issue 29).
 */
import { useEffect, useId, useState } from "react";
import { getTableModule, text } from "../../../admin-modules/registry";
import { m } from "../../../admin-modules/domain/i18n";
import { trpc } from "../../trpc";
import { adminToast, Button, Dialog, useUnsavedChanges } from "../ui";
import { imageOf, ReviewPreview } from "./ReviewPreview";
import { TranslationsReview } from "./TranslationsReview";
import "./review.css";
import { useSeenPicture } from "./seen-picture";

export interface ReviewTarget {
  module: string;
  id: number;
}

export function ReviewDialog({ target, onClose, onDone }: { target: ReviewTarget | null; onClose: () => void; onDone?: () => void }) {
  const module = target ? getTableModule(target.module) : undefined;
  const review = module?.review;
  const action = module?.actions?.find((a) => a.key === review?.action);
  const utils = trpc.useUtils();
  const row = trpc.admin.get.useQuery({ module: target?.module ?? "", id: target?.id ?? 0 }, { enabled: Boolean(target && module) });
  const [notes, setNotes] = useState("");
  const [busy, setBusy] = useState(false);
  const hintId = useId();
  const picture = module && row.data ? imageOf(module, row.data) : null;
  const seen = useSeenPicture(target, picture);

  // Notes start from the row's earlier notes once per item; a background refetch never overwrites typing.
  const itemKey = target ? `${target.module}:${target.id}` : null;
  const [notesFor, setNotesFor] = useState<string | null>(null);
  useEffect(() => {
    if (!row.data || notesFor === itemKey) return;
    setNotes(typeof row.data.review_notes === "string" ? row.data.review_notes : "");
    setNotesFor(itemKey);
  }, [row.data, itemKey, notesFor]);
  useEffect(() => {
    if (!itemKey) setNotesFor(null);
  }, [itemKey]);
  // Notes typed and not yet sent: closing the dialog or leaving the page asks first.
  const storedNotes = typeof row.data?.review_notes === "string" ? row.data.review_notes : "";
  const unsaved = useUnsavedChanges(Boolean(target) && notesFor === itemKey && notes !== storedNotes);
  const close = unsaved.guard(onClose);

  if (!target || !module || !review || !action) return null;
  const data = row.data ?? null;
  const waitingForImage = picture !== null && seen.state !== "shown";

  const decide = async (decision: "approved" | "rejected") => {
    setBusy(true);
    try {
      const result = await utils.client.admin.action.mutate({
        module: module.key,
        action: action.key,
        id: target.id,
        values: { decision, notes: notes.trim() || null },
      });
      adminToast.success(result?.message ?? (action.toast ? text(action.toast) : m["admin.ui.success"]()));
      unsaved.release();
      onClose();
      // Every list, card, badge and count that shows review states reads again.
      await Promise.all([utils.admin.invalidate(), utils.adminWorkflows.invalidate()]);
      onDone?.();
    } catch (error) {
      adminToast.error(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      title={text(review.dialogTitle)}
      onClose={close}
      size="wide"
      footer={
        <>
          {waitingForImage && data && (
            <p id={hintId} className="muted small review-hint">
              {seen.state === "unrecorded" ? m["admin.seen.markFailed"]() : m["admin.reviewPreview.approveNeedsImage"]()}
            </p>
          )}
          {/* The picture loaded but its report did not reach the server: report it again. */}
          {seen.state === "unrecorded" && (
            <Button variant="outline" onClick={() => void seen.onImage("loaded")}>
              {m["admin.ui.retry"]()}
            </Button>
          )}
          <Button variant="outline" onClick={close}>
            {m["admin.ui.cancel"]()}
          </Button>
          <Button variant="danger" icon="XCircle" disabled={busy || !data} onClick={() => void decide("rejected")}>
            {m["admin.screens.reject"]()}
          </Button>
          <Button
            variant="success"
            icon="CheckCircle"
            disabled={busy || !data || waitingForImage}
            aria-describedby={waitingForImage && data ? hintId : undefined}
            onClick={() => void decide("approved")}
          >
            {m["admin.screens.approve"]()}
          </Button>
        </>
      }
    >
      {row.isPending && <p className="muted">{m["guard.loading"]()}</p>}
      {row.error && (
        <p role="alert" className="screen-error">
          {row.error.message}
        </p>
      )}
      {data && (
        <div className="screen-section">
          {/* Keyed by item: each picture reports its own loading from the start (see ZoomableImage). */}
          <ReviewPreview key={itemKey} module={module} row={data} onImage={seen.onImage} />
          <TranslationsReview module={module} id={target.id} newItem={data[review.statusColumn] !== "approved"} />
          <div className="screen-notes">
            <label htmlFor="review-dialog-notes" className="admin-label">
              {m["admin.screens.reviewNotesOptional"]()}
            </label>
            <textarea id="review-dialog-notes" value={notes} maxLength={2000} onChange={(e) => setNotes(e.target.value)} />
          </div>
        </div>
      )}
      {unsaved.dialog}
    </Dialog>
  );
}
