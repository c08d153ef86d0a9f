/** The content sections of the home page, each with its empty state. */
import type { ReactNode } from "react";
import { Link } from "@tanstack/react-router";
import { m as msg } from "../../../admin-modules/domain/i18n";
import { fallbackEmergencyContact } from "../../../admin-modules/domain/fallback-helpline";
import type { PublicCourse, PublicEmergencyContact, PublicEvent, PublicMedia, PublicResource } from "../../../server/services/public-shapes";
import { CourseCard } from "../../components/cards/CourseCard";
import { EmergencyCard } from "../../components/cards/EmergencyCard";
import { EventCard } from "../../components/cards/EventCard";
import { MediaCard } from "../../components/cards/MediaCard";
import { ResourceCard } from "../../components/cards/ResourceCard";

function Section(props: { id: string; title: string; subtitle?: ReactNode; more?: ReactNode; children: ReactNode; tone?: string }) {
  return (
    <section className={`section ${props.tone ?? ""}`} aria-labelledby={`${props.id}-title`}>
      <div className="container">
        <div className="section-head">
          <div>
            <h2 id={`${props.id}-title`} className="section-title">
              {props.title}
            </h2>
            {props.subtitle && <p className="section-subtitle">{props.subtitle}</p>}
          </div>
          {props.more}
        </div>
        {props.children}
      </div>
    </section>
  );
}

export function ResourcesSection({ items, activeCount }: { items: PublicResource[]; activeCount: number }) {
  return (
    <Section
      id="resources"
      title={msg["home.resourcesTitle"]()}
      subtitle={msg["home.resourcesCount"]({ count: activeCount })}
      more={
        <Link to="/resources" className="btn btn-outline">
          {msg["home.viewAllResources"]()}
        </Link>
      }
    >
      {items.length === 0 ? (
        <p className="empty-state">{msg["home.resourcesEmpty"]()}</p>
      ) : (
        <div className="card-grid two">
          {items.map((r) => (
            <ResourceCard key={r.id} resource={r} />
          ))}
        </div>
      )}
    </Section>
  );
}

export function LearningSection({ courses }: { courses: PublicCourse[] }) {
  return (
    <Section
      id="learning"
      tone="tone-green"
      title={msg["home.learningTitle"]()}
      subtitle={msg["home.learningText"]()}
      more={
        <Link to="/learning" className="btn btn-outline">
          {msg["home.viewAllCourses"]()}
        </Link>
      }
    >
      {courses.length === 0 ? (
        <p className="empty-state">{msg["home.learningEmpty"]()}</p>
      ) : (
        <div className="card-grid">
          {courses.map((c) => (
            <CourseCard key={c.id} course={c} />
          ))}
        </div>
      )}
    </Section>
  );
}

export function MediaSection(props: { items: PublicMedia[]; videoCount: number; photoOrArtworkCount: number }) {
  return (
    <Section
      id="media"
      title={msg["home.mediaTitle"]()}
      subtitle={msg["home.mediaCounts"]({
        videos: msg["home.videoCount"]({ count: props.videoCount }),
        visual: msg["home.visualCount"]({ count: props.photoOrArtworkCount }),
      })}
      more={
        <div className="button-row">
          <Link to="/media/submit" className="btn btn-primary">
            {msg["home.shareCreation"]()}
          </Link>
          <Link to="/media" className="btn btn-outline">
            {msg["home.viewAllMedia"]()}
          </Link>
        </div>
      }
    >
      {props.items.length === 0 ? (
        <p className="empty-state">{msg["home.mediaEmpty"]()}</p>
      ) : (
        <div className="card-grid">
          {props.items.map((m) => (
            <MediaCard key={m.id} media={m} />
          ))}
        </div>
      )}
    </Section>
  );
}

export function EventsSection(props: { items: PublicEvent[]; thisMonthCount: number; freePercent: number }) {
  return (
    <Section
      id="events"
      tone="tone-purple"
      title={msg["home.eventsTitle"]()}
      subtitle={
        <>
          <span className="stat">{msg["home.eventsThisMonth"]({ count: props.thisMonthCount })}</span>
          <span className="stat">{msg["home.eventsFree"]({ percent: props.freePercent })}</span>
        </>
      }
      more={
        <Link to="/events" className="btn btn-outline">
          {msg["home.viewAllEvents"]()}
        </Link>
      }
    >
      {props.items.length === 0 ? (
        <div className="empty-state big">
          <h3>{msg["home.eventsEmptyTitle"]()}</h3>
          <p>{msg["home.eventsEmptyText"]()}</p>
          <Link to="/events/submit" className="btn btn-primary">
            {msg["home.addYourEvent"]()}
          </Link>
        </div>
      ) : (
        <div className="card-grid events-grid">
          {props.items.map((e, i) => (
            <EventCard key={e.id} event={e} featured={i === 0} />
          ))}
        </div>
      )}
    </Section>
  );
}

/** null contacts means the load failed: show the one fallback contact. */
export function SuperHeroSection({ contacts }: { contacts: PublicEmergencyContact[] | null }) {
  const shown = contacts ?? [fallbackEmergencyContact()];
  return (
    <Section
      id="superhero"
      tone="tone-red"
      title={msg["home.superHeroTitle"]()}
      subtitle={msg["home.superHeroText"]()}
      more={
        <Link to="/emergency" className="btn btn-outline">
          {msg["home.viewAllHelplines"]()}
        </Link>
      }
    >
      <div className="card-grid">
        {shown.map((c) => (
          <EmergencyCard key={`${c.name}-${c.number}`} contact={c} />
        ))}
      </div>
    </Section>
  );
}
