/**
 * A lesson's reading blocks (issue 30): text (paragraphs, lists and emphasis from lesson-text.ts, drawn
 * as text, never as HTML), a picture with its alt text and phone-sized copies, a narration to listen to
 * with its transcript, and a link to a video. Exercises are drawn by the lesson page's practice.
 */
import { Fragment } from "react";
import { LANGUAGE_NAMES, m } from "../../../../admin-modules/domain/i18n";
import type { PublicBlock } from "../../../../admin-modules/domain/lesson-blocks";
import { type Inline, textParts } from "../../../../admin-modules/domain/lesson-text";
import type { PublicImage } from "../../../../server/services/image-variants";

/** `narrationLang`: an audio block's recording is the original's, in that language (none in the reader's yet). */
export type ShownBlock = PublicBlock & { image?: PublicImage | null; narrationLang?: string | null };

const lang = (block: { lang: string | null }) => block.lang ?? undefined;

function InlineText({ parts }: { parts: Inline[] }) {
  return <>{parts.map((part, i) => (part.emphasis ? <em key={i}>{part.text}</em> : <Fragment key={i}>{part.text}</Fragment>))}</>;
}

function TextView({ text, blockLang }: { text: string; blockLang?: string }) {
  return (
    <div className="lesson-text" lang={blockLang}>
      {textParts(text).map((part, i) =>
        part.kind === "list" ? (
          <ul key={i}>
            {part.items.map((item, j) => (
              <li key={j}>
                <InlineText parts={item} />
              </li>
            ))}
          </ul>
        ) : (
          <p key={i}>
            {part.lines.map((line, j) => (
              <Fragment key={j}>
                {j > 0 && <br />}
                <InlineText parts={line} />
              </Fragment>
            ))}
          </p>
        ),
      )}
    </div>
  );
}

export function ReadingBlock({ block }: { block: ShownBlock }) {
  switch (block.type) {
    case "text":
      return <TextView text={block.text} blockLang={lang(block)} />;
    case "image": {
      const copies = block.image;
      return (
        <figure className="lesson-figure" lang={lang(block)}>
          <img
            src={copies?.large.url ?? block.src}
            srcSet={copies ? `${copies.thumb.url} ${copies.thumb.width}w, ${copies.large.url} ${copies.large.width}w` : undefined}
            sizes={copies ? "(max-width: 700px) 100vw, 680px" : undefined}
            width={copies?.large.width}
            height={copies?.large.height}
            alt={block.alt}
            loading="lazy"
            decoding="async"
          />
          {block.caption && <figcaption>{block.caption}</figcaption>}
        </figure>
      );
    }
    case "audio":
      return (
        <figure className="lesson-audio" lang={lang(block)}>
          <figcaption id={`audio-${block.id}`}>
            {m["lesson.listen"]()}: {block.label}
          </figcaption>
          {/* biome-ignore lint/a11y/useMediaCaption: the transcript below is the narration's text. */}
          <audio controls preload="none" src={block.src} aria-labelledby={`audio-${block.id}`} />
          {block.narrationLang && (
            <p className="muted small">
              {m["narration.otherLanguage"]({ language: LANGUAGE_NAMES[block.narrationLang as keyof typeof LANGUAGE_NAMES] ?? block.narrationLang })}
            </p>
          )}
          {block.transcript && (
            <details>
              <summary>{m["lesson.transcript"]()}</summary>
              <TextView text={block.transcript} />
            </details>
          )}
        </figure>
      );
    case "video":
      // Only https addresses are stored (lesson-blocks-schema.ts); checked again before it becomes a link.
      return block.url.startsWith("https://") ? (
        <p className="lesson-video" lang={lang(block)}>
          <a href={block.url} target="_blank" rel="noopener noreferrer">
            {m["lesson.video"]({ title: block.title })}
          </a>{" "}
          <span className="muted small">{m["lesson.videoNote"]()}</span>
        </p>
      ) : null;
    default:
      return null;
  }
}

export const isReading = (block: ShownBlock) => block.type === "text" || block.type === "image" || block.type === "audio" || block.type === "video";
