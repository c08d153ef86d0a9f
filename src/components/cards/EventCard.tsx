import { Link } from "@tanstack/react-router";
import { districtLabel, eventTypeLabel } from "../../../admin-modules/domain/vocabulary-labels";
import { Calendar, Clock, MapPin } from "lucide-react";
import { m } from "../../../admin-modules/domain/i18n";
import type { PublicEvent } from "../../../server/services/public-shapes";
import type { PublicImage } from "../../../server/services/image-variants";
import { CardImage } from "./CardImage";
import { langOf, TranslationMarker } from "../ContentLanguage";
import { formatDay, formatPrice, registrationPercent, spotsLeft } from "../../lib/format";
import { type CardHeadingLevel, CardTitle } from "./CardTitle";

/** Event summary for the home page and the Events Hub: spots left and a progress bar capped at 100 %. The whole card opens the event (its title link covers it). */
export function EventCard({
  event,
  featured = false,
  headingLevel = 3,
  eager = false,
}: {
  event: PublicEvent & { image?: PublicImage | null };
  featured?: boolean;
  headingLevel?: CardHeadingLevel;
  eager?: boolean;
}) {
  const percent = registrationPercent(event.registered_count, event.capacity);
  const price = formatPrice(event.price_type, event.price_amount, event.price_currency);
  const left = spotsLeft(event.capacity, event.registered_count);
  return (
    <article className={`card card-clickable event-card${featured ? " featured" : ""}`}>
      {event.thumbnail && <CardImage className="event-thumb" src={event.thumbnail} image={event.image} eager={eager} />}
      <div className="card-tags">
        <span className="badge">{eventTypeLabel(event.type)}</span>
        {featured && <span className="badge badge-accent">{m["home.featured"]()}</span>}
        <span className="badge badge-outline">{price ?? m["card.free"]()}</span>
        <TranslationMarker fallback={event.fallback} />
        {event.status === "cancelled" && <span className="badge badge-accent">{m["events.status.cancelled"]()}</span>}
      </div>
      <CardTitle level={headingLevel}>
        <Link to="/events/$eventSlug" params={{ eventSlug: event.slug }} className="card-link" lang={langOf(event.fallback, "title")}>
          {event.title}
        </Link>
      </CardTitle>
      <ul className="meta-list column">
        <li>
          <Calendar size={14} aria-hidden="true" />{" "}
          <time dateTime={event.event_date} suppressHydrationWarning>
            {formatDay(event.event_date)}
          </time>
        </li>
        <li>
          <Clock size={14} aria-hidden="true" /> {event.start_time}–{event.end_time}
        </li>
        <li>
          <MapPin size={14} aria-hidden="true" /> <span lang={langOf(event.fallback, "location")}>{event.location}</span>, {districtLabel(event.district)}
        </li>
      </ul>
      <p className="small">{left === 0 ? m["events.full"]() : m["card.spotsLeft"]({ count: left })}</p>
      <div
        className="progress"
        role="progressbar"
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-label={m["events.placesTaken"]({ percent })}
      >
        <div className="progress-bar" style={{ width: `${percent}%` }} />
      </div>
    </article>
  );
}
