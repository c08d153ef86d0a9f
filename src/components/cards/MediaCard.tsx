import { Link } from "@tanstack/react-router";
import { Eye, Heart } from "lucide-react";
import { m, type Message } from "../../../admin-modules/domain/i18n";
import type { PublicMedia } from "../../../server/services/public-shapes";
import type { PublicImage } from "../../../server/services/image-variants";
import { CardImage } from "./CardImage";
import { ContentLanguageBadge } from "../ContentLanguage";

const TYPE_EMOJI: Record<string, string> = { story: "📖", artwork: "🎨", photo: "📷", video: "🎬" };
const TYPE_LABEL: Record<string, Message> = {
  story: m["media.type.story"],
  artwork: m["media.type.artwork"],
  photo: m["media.type.photo"],
  video: m["media.type.video"],
};

export function MediaCard({ media, eager = false }: { media: PublicMedia & { image?: PublicImage | null }; eager?: boolean }) {
  return (
    <article className="card media-card">
      <Link to="/media/$mediaSlug" params={{ mediaSlug: media.slug }} className="media-thumb" aria-label={media.title}>
        {media.thumbnail ? <CardImage src={media.thumbnail} image={media.image} eager={eager} /> : <span aria-hidden="true">{TYPE_EMOJI[media.type]}</span>}
      </Link>
      <div className="card-tags">
        <span className="badge">{TYPE_LABEL[media.type] ? TYPE_LABEL[media.type]() : media.type}</span>
        {media.age_group && <span className="badge badge-outline">{media.age_group === "all" ? m["media.ageGroupAll"]() : media.age_group}</span>}
        <ContentLanguageBadge language={media.language} />
      </div>
      <h3>
        <Link to="/media/$mediaSlug" params={{ mediaSlug: media.slug }}>
          {media.title}
        </Link>
      </h3>
      <p className="muted small">
        {m["card.by"]({ name: media.author_name })}
        {media.author_age ? `, ${media.author_age}` : ""}
      </p>
      <ul className="meta-list">
        <li>
          <Heart size={14} aria-hidden="true" /> {m["card.likes"]({ count: media.likes })}
        </li>
        <li>
          <Eye size={14} aria-hidden="true" /> {m["card.views"]({ count: media.views })}
        </li>
        <li>★ {(media.rating ?? 4.8).toFixed(1)}</li>
      </ul>
    </article>
  );
}
