/**
 * Event detail: everything about one event, the organiser's contact, an .ics file for the phone's
 * calendar and the registration form (or why registration is closed). One query for the page.
 */
import { ageGroupLabel, districtLabel, eventTypeLabel } from "../../../admin-modules/domain/vocabulary-labels";
import { localizeHref, m, pickMessage } from "../../../admin-modules/domain/i18n";
import { Link, useParams } from "@tanstack/react-router";
import { ArrowLeft, CalendarPlus, Globe, Mail, Phone } from "lucide-react";
import { formatDay, formatPrice, registrationPercent, spotsLeft } from "../../lib/format";
import { langOf, TranslationMarker } from "../../components/ContentLanguage";
import { ReportButton } from "../../components/ReportButton";
import { Spinner } from "../../components/Spinner";
import { trpc } from "../../trpc";
import { RegistrationForm } from "./RegistrationForm";
import { HttpStatus, useDataSaver } from "../../lib/page-view";
import { PictureOnRequest } from "../../components/PictureOnRequest";
import "./events.css";

/** Only web addresses become links; anything else stored as a website is shown as text. */
const safeWebsite = (value: string | null) => (value && /^https?:\/\//i.test(value) ? value : null);

export function EventDetailPage() {
  const saver = useDataSaver();
  const { eventSlug } = useParams({ strict: false }) as { eventSlug: string };
  const detail = trpc.public.events.detail.useQuery(
    { slug: eventSlug },
    {
      retry: (count, error) => error.data?.code !== "NOT_FOUND" && count < 1,
      // "Not found" drawn by the server is an answer, not a failure to try again.
      retryOnMount: false,
    },
  );

  if (detail.isPending) {
    return (
      <section className="container page guard-state">
        <Spinner label={m["site.loading"]()} />
        <p>{m["site.loading"]()}</p>
      </section>
    );
  }
  if (!detail.data) {
    const missing = detail.error?.data?.code === "NOT_FOUND";
    return (
      <section className="container page not-found">
        {missing && <HttpStatus code={404} />}
        <h1>{missing ? m["events.notFoundTitle"]() : m["site.loadFailed"]()}</h1>
        {missing && <p className="muted">{m["events.notFoundText"]()}</p>}
        <Link to="/events" className="btn btn-primary">
          {m["events.backToEvents"]()}
        </Link>
      </section>
    );
  }

  const event = detail.data;
  const percent = registrationPercent(event.registered_count, event.capacity);
  const left = spotsLeft(event.capacity, event.registered_count);
  const price = formatPrice(event.price_type, event.price_amount, event.price_currency) ?? m["card.free"]();
  const contact = event.contact_info;
  const website = safeWebsite(contact?.website ?? null);

  return (
    <section className="container page">
      <Link to="/events" className="btn btn-ghost">
        <ArrowLeft size={18} aria-hidden="true" /> {m["events.backToEvents"]()}
      </Link>
      <div className="event-detail">
        <article>
          {event.thumbnail && (
            <PictureOnRequest>
              <img className="event-detail-hero" src={event.thumbnail} alt="" loading={saver ? "lazy" : undefined} />
            </PictureOnRequest>
          )}
          <div className="card-tags" style={{ marginTop: "1rem" }}>
            <span className="badge">{eventTypeLabel(event.type)}</span>
            <span className="badge badge-outline">
              {pickMessage(`events.status.${event.status}`, {
                "events.status.upcoming": m["events.status.upcoming"],
                "events.status.ongoing": m["events.status.ongoing"],
                "events.status.completed": m["events.status.completed"],
                "events.status.cancelled": m["events.status.cancelled"],
              })}
            </span>
            <span className="badge badge-accent">{price}</span>
            <TranslationMarker fallback={event.fallback} />
          </div>
          <h1 style={{ marginTop: ".5rem" }} lang={langOf(event.fallback, "title")}>
            {event.title}
          </h1>
          {event.description && (
            <p className="event-description" lang={langOf(event.fallback, "description")}>
              {event.description}
            </p>
          )}
          <dl className="event-facts">
            <dt>{m["events.date"]()}</dt>
            <dd>
              <time dateTime={event.event_date} suppressHydrationWarning>
                {formatDay(event.event_date)}
              </time>
            </dd>
            <dt>{m["events.time"]()}</dt>
            <dd>
              {event.start_time}–{event.end_time}
            </dd>
            <dt>{m["events.location"]()}</dt>
            <dd lang={langOf(event.fallback, "location")}>{event.location}</dd>
            <dt>{m["events.district"]()}</dt>
            <dd>{districtLabel(event.district)}</dd>
            <dt>{m["events.ageGroup"]()}</dt>
            <dd>{ageGroupLabel(event.age_group)}</dd>
            <dt>{m["events.price"]()}</dt>
            <dd>{price}</dd>
            <dt>{m["events.organizer"]()}</dt>
            <dd lang={langOf(event.fallback, "organizer_name")}>{event.organizer_name}</dd>
          </dl>
          <a className="btn btn-outline" href={localizeHref(`/api/events/${event.id}/ics`)} download={`event-${event.id}.ics`}>
            <CalendarPlus size={18} aria-hidden="true" /> {m["events.addToCalendar"]()}
          </a>
          <ReportButton targetType="event" targetId={event.id} />
          {contact && (contact.phone || contact.email || website) && (
            <section style={{ marginTop: "1.25rem" }} aria-labelledby="event-contact">
              <h2 id="event-contact" style={{ fontSize: "1.1rem" }}>
                {m["events.contact"]()}
              </h2>
              <ul className="contact-list">
                {contact.phone && (
                  <li>
                    <a href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`}>
                      <Phone size={16} aria-hidden="true" /> {m["events.contactPhone"]()}: {contact.phone}
                    </a>
                  </li>
                )}
                {contact.email && (
                  <li>
                    <a href={`mailto:${contact.email}`}>
                      <Mail size={16} aria-hidden="true" /> {m["events.contactEmail"]()}: {contact.email}
                    </a>
                  </li>
                )}
                {website && (
                  <li>
                    <a href={website} target="_blank" rel="noopener noreferrer">
                      <Globe size={16} aria-hidden="true" /> {m["events.contactWebsite"]()}: {website}
                    </a>
                  </li>
                )}
              </ul>
            </section>
          )}
        </article>

        <aside className="card">
          <p className="event-spots">{left === 0 ? m["events.full"]() : m["events.spotsOf"]({ left, capacity: event.capacity })}</p>
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
          <RegistrationForm event={event} onRegistered={() => void detail.refetch()} />
        </aside>
      </div>
    </section>
  );
}
