/**
 * The picture a reviewer is about to publish: drawn large, enlarged to full size with a click or the
 * keyboard (a real button), and its loading state reported so Approve can wait until it has been seen.
 * A picture that cannot be loaded says so and offers to try again; its address is shown as text (unless
 * `showAddress` is false: the bulk grid, where the cards are small).
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { m } from "../../../admin-modules/domain/i18n";
import { Button, Dialog } from "../ui";
import { isImageAddress } from "../module/cells";

export type ImageState = "loading" | "loaded" | "failed";

export function ZoomableImage({
  src,
  title,
  onState,
  showAddress = true,
}: {
  src: string;
  title: string;
  onState: (state: ImageState) => void;
  showAddress?: boolean;
}) {
  const displayable = isImageAddress(src);
  const [state, setState] = useState<ImageState>(displayable ? "loading" : "failed");
  // Each "Try again" draws a new <img>, which asks for the picture again.
  const [attempt, setAttempt] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  const alt = m["admin.reviewPreview.imageAlt"]({ title });

  // The parent's callback may be a new function at every render; the latest one is used without re-running the check.
  const onStateRef = useRef(onState);
  onStateRef.current = onState;
  const report = useCallback((next: ImageState) => {
    setState(next);
    onStateRef.current(next);
  }, []);

  // Checked again whenever the picture changes: src is read through the <img>, so Biome cannot see the use.
  // biome-ignore lint/correctness/useExhaustiveDependencies: src and attempt are the triggers, not values the effect reads
  useEffect(() => {
    if (!displayable) return report("failed");
    report("loading");
    // A picture already in the cache may have finished before React attached onLoad.
    const img = image.current;
    if (img?.complete) report(img.naturalWidth > 0 ? "loaded" : "failed");
  }, [report, displayable, src, attempt]);

  return (
    <figure className="review-image" data-state={state}>
      {displayable && (
        <button
          type="button"
          className="review-image-button"
          aria-label={m["admin.reviewPreview.enlarge"]()}
          disabled={state !== "loaded"}
          onClick={() => setZoomed(true)}
        >
          <img
            key={attempt}
            ref={image}
            src={src}
            alt={alt}
            referrerPolicy="no-referrer"
            onLoad={(e) => report(e.currentTarget.naturalWidth > 0 ? "loaded" : "failed")}
            onError={() => report("failed")}
          />
        </button>
      )}
      {state === "loading" && (
        <p className="muted" role="status">
          {m["admin.reviewPreview.imageLoading"]()}
        </p>
      )}
      {state === "failed" && (
        <div className="review-image-failed">
          <p role="alert">{m["admin.reviewPreview.imageFailed"]()}</p>
          {displayable && (
            <Button compact aria-label={m["admin.seen.retryItem"]({ title })} onClick={() => setAttempt((n) => n + 1)}>
              {m["admin.ui.retry"]()}
            </Button>
          )}
        </div>
      )}
      {showAddress && (
        <figcaption className="muted small review-break">
          {m["admin.reviewPreview.imageAddress"]()} <span>{src}</span>
        </figcaption>
      )}
      <Dialog open={zoomed} title={m["admin.reviewPreview.zoomTitle"]()} size="wide" onClose={() => setZoomed(false)}>
        <div className="review-zoom">
          <img src={src} alt={alt} referrerPolicy="no-referrer" />
        </div>
      </Dialog>
    </figure>
  );
}
