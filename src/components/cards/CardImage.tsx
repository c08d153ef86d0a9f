/**
 * A card's picture. With the server's phone-sized copies it is the 480 px WebP thumbnail, with the
 * 1,600 px copy in srcset for wide, dense screens, and its width and height so the page does not jump
 * when it arrives. Lazy, except for the first card a page shows (`eager`), which is likely on screen.
 * In data saver it waits behind "Show picture" (PictureOnRequest).
 */
import type { ReactNode } from "react";
import type { PublicImage } from "../../../server/services/image-variants";
import { m } from "../../../admin-modules/domain/i18n";
import { useDataSaver } from "../../lib/page-view";

/**
 * In data saver (src/lib/page-view.tsx) a picture is fetched only when asked for: it sits in a closed
 * <details> (lazy, so nothing is fetched while it is closed), which works without any script.
 */
export function PictureOnRequest({ children }: { children: ReactNode }) {
  if (!useDataSaver()) return children;
  return (
    <details className="picture-on-request">
      <summary>{m["dataSaver.showPicture"]()}</summary>
      {children}
    </details>
  );
}

export function CardImage(props: { src: string; image?: PublicImage | null; eager?: boolean; className?: string }) {
  const saver = useDataSaver();
  const picture = <Picture {...props} eager={props.eager && !saver} />;
  return saver ? <PictureOnRequest>{picture}</PictureOnRequest> : picture;
}

function Picture({ src, image, eager = false, className }: { src: string; image?: PublicImage | null; eager?: boolean; className?: string }) {
  const loading = eager ? "eager" : "lazy";
  if (!image) return <img className={className} src={src} alt="" loading={loading} />;
  return (
    <img
      className={className}
      src={image.thumb.url}
      srcSet={`${image.thumb.url} ${image.thumb.width}w, ${image.large.url} ${image.large.width}w`}
      sizes={`(max-width: ${image.thumb.width}px) 100vw, ${image.thumb.width}px`}
      width={image.thumb.width}
      height={image.thumb.height}
      alt=""
      loading={loading}
      decoding="async"
      fetchPriority={eager ? "high" : undefined}
    />
  );
}
