/**
 * The bulk grid (issue 29, "no approval without seeing"): before a bulk Approve, every chosen item is
 * shown large enough to judge: its picture (ZoomableImage, with "Try again" when it fails), or its text
 * for a story. "Approve selected" stays off until every picture has loaded and been reported as shown
 * (the server refuses a batch with a picture it was not told about). Children's text is text, with what
 * looks like personal information marked, as in the review dialog. "Select all matching" loads the first
 * matching items (at most MAX_SEEN_GRID) into the grid, and only those are approved.
 */
import { useCallback, useEffect, useState } from "react";
import { getTableModule } from "../../../admin-modules/registry";
import { m } from "../../../admin-modules/domain/i18n";
import { trpc } from "../../trpc";
import { Button, Dialog } from "../ui";
import type { ReviewTarget } from "./ReviewDialog";
import { imageOf, publishedValues } from "./ReviewPreview";
import { MarkedText, PersonalInfoNotice } from "./PersonalInfo";
import { type SeenState, useSeenPicture } from "./seen-picture";
import { ZoomableImage } from "./ZoomableImage";
import "./review.css";

const keyOf = (item: ReviewTarget) => `${item.module}:${item.id}`;
const str = (v: unknown): string => (v === null || v === undefined ? "" : String(v));

export function BulkReviewGrid({
  items,
  matching,
  busy,
  onApprove,
  onClose,
}: {
  /** The chosen items; null while the matching items are being loaded. */
  items: readonly ReviewTarget[] | null;
  /** "All matching" was chosen: how many of them the grid holds (at most MAX_SEEN_GRID) of how many match. */
  matching: { loaded: number; total: number } | null;
  busy: boolean;
  onApprove: () => void;
  onClose: () => void;
}) {
  const [states, setStates] = useState<Record<string, SeenState>>({});
  const onState = useCallback((key: string, state: SeenState) => setStates((s) => (s[key] === state ? s : { ...s, [key]: state })), []);
  const total = items?.length ?? 0;
  const shown = items ? items.filter((item) => states[keyOf(item)] === "shown").length : 0;
  const ready = total > 0 && shown === total;

  return (
    <Dialog
      open
      title={m["admin.seen.gridTitle"]()}
      description={m["admin.seen.gridIntro"]()}
      size="wide"
      onClose={onClose}
      footer={
        <>
          <p className="muted small seen-progress" role="status">
            {items ? m["admin.seen.ready"]({ shown, total }) : m["guard.loading"]()}
          </p>
          <Button variant="outline" onClick={onClose}>
            {m["admin.ui.cancel"]()}
          </Button>
          <Button variant="success" icon="CheckCircle" disabled={!ready || busy} onClick={onApprove}>
            {m["admin.seen.approveSelected"]()}
          </Button>
        </>
      }
    >
      {matching && matching.loaded < matching.total && (
        <p className="seen-capped">{m["admin.seen.matchingCapped"]({ shown: matching.loaded, total: matching.total })}</p>
      )}
      {items && (
        <ul className="seen-grid" aria-label={m["admin.seen.gridTitle"]()}>
          {items.map((item) => (
            <li key={keyOf(item)}>
              <SeenCard item={item} onState={onState} />
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}

/** One chosen item: its title, then its picture (reported once loaded) or its text. */
function SeenCard({ item, onState }: { item: ReviewTarget; onState: (key: string, state: SeenState) => void }) {
  const module = getTableModule(item.module);
  const row = trpc.admin.get.useQuery({ module: item.module, id: item.id }, { enabled: Boolean(module) });
  const data = row.data ?? null;
  const picture = module && data ? imageOf(module, data) : null;
  const seen = useSeenPicture(item, picture);
  const state: SeenState = !module || row.error ? "failed" : !data ? "loading" : picture ? seen.state : "shown";
  const key = keyOf(item);
  useEffect(() => onState(key, state), [key, state, onState]);

  if (!module || row.error) {
    return (
      <div className="seen-card" data-state="failed">
        <p role="alert" className="screen-error">
          {row.error?.message ?? m["error.notFound"]()}
        </p>
      </div>
    );
  }
  if (!data) {
    return (
      <div className="seen-card" data-state="loading">
        <p className="muted">{m["guard.loading"]()}</p>
      </div>
    );
  }
  const { values: v } = publishedValues(module, data);
  const title = str(v.title ?? v.name);
  // A story's words, else the description: what will be published besides the picture.
  const words = str(v.content).trim() || str(v.description).trim();
  return (
    <article className="seen-card" data-state={state} data-testid="seen-card" aria-label={title}>
      <h3 className="seen-card-title review-break">
        <MarkedText text={title} />
      </h3>
      <PersonalInfoNotice texts={[title, str(v.description), str(v.content)]} />
      {picture ? (
        <ZoomableImage src={picture} title={title} onState={seen.onImage} showAddress={false} />
      ) : (
        <p className="muted small">{m["admin.seen.noPicture"]()}</p>
      )}
      {state === "unrecorded" && (
        <div className="review-image-failed">
          <p role="alert">{m["admin.seen.markFailed"]()}</p>
          <Button compact aria-label={m["admin.seen.retryItem"]({ title })} onClick={() => void seen.onImage("loaded")}>
            {m["admin.ui.retry"]()}
          </Button>
        </div>
      )}
      {words && (
        <p className="seen-card-text review-break">
          <MarkedText text={words} />
        </p>
      )}
    </article>
  );
}
