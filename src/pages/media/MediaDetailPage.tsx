/**
 * One approved creation. A story is shown as text (never as HTML), artwork and photos as images, a
 * video as a player for our own files or a link for another site. The view is counted once per visit.
 */
import { useEffect, useRef } from "react";
import { Link, useParams } from "@tanstack/react-router";
import { ArrowLeft, Eye, Heart, Star } from "lucide-react";
import { m } from "../../../admin-modules/domain/i18n";
import { LIMITS } from "../../../admin-modules/domain/vocabulary";
import { useAuth } from "../../auth/AuthContext";
import { ContentLanguageBadge } from "../../components/ContentLanguage";
import { ReportButton } from "../../components/ReportButton";
import { Spinner } from "../../components/Spinner";
import { formatNumber } from "../../lib/format";
import { toastError } from "../../lib/toast";
import { trpc } from "../../trpc";
import { safeMediaUrl, TYPE_LABEL } from "./mediaLabels";
import { HttpStatus, useDataSaver } from "../../lib/page-view";
import { PictureOnRequest } from "../../components/PictureOnRequest";
import "./media.css";

export function MediaDetailPage() {
  const { mediaSlug } = useParams({ strict: false }) as { mediaSlug: string };
  const detail = trpc.public.media.detail.useQuery({ slug: mediaSlug }, { retry: false, retryOnMount: false });
  const view = trpc.public.media.view.useMutation();
  const counted = useRef<number | null>(null);
  const itemId = detail.data?.item.id;

  useEffect(() => {
    // Once per visit of this item (the server also ignores repeats from one address for 30 minutes).
    if (itemId && counted.current !== itemId) {
      counted.current = itemId;
      view.mutate({ id: itemId });
    }
  }, [itemId, view]);

  if (detail.isPending) {
    return (
      <section className="container page guard-state">
        <Spinner label={m["site.loading"]()} />
        <p>{m["site.loading"]()}</p>
      </section>
    );
  }
  if (!detail.data) {
    return (
      <section className="container page">
        {detail.error?.data?.code === "NOT_FOUND" && <HttpStatus code={404} />}
        <h1>{m["media.empty"]()}</h1>
        <p className="muted">{m["media.notFound"]()}</p>
        <Link to="/media" className="btn btn-outline">
          {m["media.back"]()}
        </Link>
      </section>
    );
  }

  const { item, liked } = detail.data;
  const image = safeMediaUrl(item.thumbnail);
  return (
    <article className="container page media-detail">
      <Link to="/media" className="btn btn-ghost">
        <ArrowLeft size={16} aria-hidden="true" /> {m["media.back"]()}
      </Link>
      <header className="media-detail-head">
        <div className="card-tags">
          <span className="badge">{TYPE_LABEL[item.type]()}</span>
          {item.age_group && (
            <span className="badge badge-outline">{item.age_group === "all" ? m["media.ageGroupAll"]() : m["media.ageGroup"]({ group: item.age_group })}</span>
          )}
          <ContentLanguageBadge language={item.language} />
        </div>
        <h1>{item.title}</h1>
        {/* A <div>, not a <p>: the report button's <dialog> cannot sit in a paragraph (a browser reading the
            server's HTML would close the paragraph before it, and hydration would not match). */}
        <div className="muted byline">
          {item.author_age ? m["media.byAge"]({ name: item.author_name, age: item.author_age }) : m["media.by"]({ name: item.author_name })}{" "}
          <ReportButton targetType="byline" targetId={item.id} label={m["safety.report.bylineLabel"]()} />
        </div>
      </header>

      <MediaBody type={item.type} title={item.title} author={item.author_name} image={image} mediaUrl={safeMediaUrl(item.media_url)} content={item.content} />
      {item.description && <p className="media-description">{item.description}</p>}

      <ul className="meta-list">
        <li>
          <Eye size={16} aria-hidden="true" /> {m["card.views"]({ count: item.views })}
        </li>
        <li aria-label={m["media.rating"]({ rating: (item.rating ?? LIMITS.defaultMediaRating).toFixed(1) })}>
          <Star size={16} aria-hidden="true" /> {(item.rating ?? LIMITS.defaultMediaRating).toFixed(1)}
        </li>
      </ul>
      <div className="media-actions">
        <LikeButton id={item.id} slug={mediaSlug} likes={item.likes} liked={liked} />
        <ReportButton targetType="media" targetId={item.id} />
      </div>
    </article>
  );
}

function MediaBody(props: { type: string; title: string; author: string; image: string | null; mediaUrl: string | null; content: string | null }) {
  const alt = m["media.imageAlt"]({ title: props.title, name: props.author });
  // In data saver the picture waits, closed, until asked for (lazy: nothing is fetched while it is closed).
  const lazy = useDataSaver() ? "lazy" : undefined;
  if (props.type === "story") {
    return (
      <>
        {props.image && (
          <PictureOnRequest>
            <img className="media-detail-image" src={props.image} alt={alt} loading={lazy} />
          </PictureOnRequest>
        )}
        {/* Plain text: React escapes it; pre-wrap keeps the child's line breaks. */}
        {props.content && <div className="media-story">{props.content}</div>}
      </>
    );
  }
  if (props.type === "video") {
    if (props.mediaUrl?.startsWith("/uploads/")) {
      // biome-ignore lint/a11y/useMediaCaption: children's uploads come without caption files; the title and description are shown as text
      return <video src={props.mediaUrl} controls preload="metadata" poster={props.image ?? undefined} aria-label={props.title} />;
    }
    return (
      <>
        {props.image && (
          <PictureOnRequest>
            <img className="media-detail-image" src={props.image} alt={alt} loading={lazy} />
          </PictureOnRequest>
        )}
        {props.mediaUrl && (
          <a className="media-video-link" href={props.mediaUrl} target="_blank" rel="noopener noreferrer nofollow">
            {m["media.watchVideo"]()} <span className="muted small">({m["media.videoExternal"]()})</span>
          </a>
        )}
      </>
    );
  }
  const src = props.image ?? props.mediaUrl;
  return src ? (
    <PictureOnRequest>
      <img className="media-detail-image" src={src} alt={alt} loading={lazy} />
    </PictureOnRequest>
  ) : null;
}

function LikeButton(props: { id: number; slug: string; likes: number; liked: boolean }) {
  const { user } = useAuth();
  const utils = trpc.useUtils();
  const like = trpc.public.media.like.useMutation({
    onSuccess: (result) => {
      utils.public.media.detail.setData({ slug: props.slug }, (old) =>
        old ? { ...old, liked: result.liked, item: { ...old.item, likes: result.likes } } : old,
      );
    },
    onError: (error) => toastError(m["media.likeFailed"](), error),
  });

  if (!user) {
    return (
      <Link to="/auth" search={{ redirect: `/media/${props.slug}` }} className="btn btn-outline">
        <Heart size={16} aria-hidden="true" /> {m["media.signInToLike"]()} ({formatNumber(props.likes)})
      </Link>
    );
  }
  return (
    <button
      type="button"
      className="btn btn-outline like-button"
      aria-pressed={props.liked}
      aria-label={(props.liked ? m["media.likedLabel"] : m["media.likeLabel"])({ count: props.likes })}
      disabled={props.liked || like.isPending}
      onClick={() => like.mutate({ id: props.id })}
      data-needs-app
    >
      <Heart size={16} aria-hidden="true" fill={props.liked ? "currentColor" : "none"} /> {(props.liked ? m["media.liked"] : m["media.like"])()} (
      {formatNumber(props.likes)})
    </button>
  );
}
