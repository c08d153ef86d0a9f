/**
 * A card's picture. With the server's phone-sized copies it is the 480 px WebP thumbnail, with the
 * 1,600 px copy in srcset for wide, dense screens, and its width and height so the page does not jump
 * when it arrives. Lazy, except for the first card a page shows (`eager`), which is likely on screen.
 */
import type { PublicImage } from "../../../server/services/image-variants";
import { useDataSaver } from "../../lib/page-view";

/** In data saver a card shows no picture: the item's own page shows it when asked (components/PictureOnRequest.tsx). */
export function CardImage({ src, image, eager = false, className }: { src: string; image?: PublicImage | null; eager?: boolean; className?: string }) {
  const loading = eager ? "eager" : "lazy";
  if (useDataSaver()) return null;
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
