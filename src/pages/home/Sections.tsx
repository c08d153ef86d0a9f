/** The content sections of the home page, each with its empty state. */
import type { ReactNode } from "react";
import { Link } from "@tanstack/react-router";
import { t } from "../../../admin-modules/domain/messages";
import { FALLBACK_EMERGENCY_CONTACT } from "../../../admin-modules/domain/vocabulary";
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
      title={t("home.resourcesTitle")}
      subtitle={t("home.resourcesCount", { count: activeCount })}
      more={
        <Link to="/resources" className="btn btn-outline">
          {t("home.viewAllResources")}
        </Link>
      }
    >
      {items.length === 0 ? (
        <p className="empty-state">{t("home.resourcesEmpty")}</p>
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
      title={t("home.learningTitle")}
      subtitle={t("home.learningText")}
      more={
        <Link to="/learning" className="btn btn-outline">
          {t("home.viewAllCourses")}
        </Link>
      }
    >
      {courses.length === 0 ? (
        <p className="empty-state">{t("home.learningEmpty")}</p>
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
      title={t("home.mediaTitle")}
      subtitle={t("home.mediaCounts", { videos: props.videoCount, visual: props.photoOrArtworkCount })}
      more={
        <div className="button-row">
          <Link to="/media/submit" className="btn btn-primary">
            {t("home.shareCreation")}
          </Link>
          <Link to="/media" className="btn btn-outline">
            {t("home.viewAllMedia")}
          </Link>
        </div>
      }
    >
      {props.items.length === 0 ? (
        <p className="empty-state">{t("home.mediaEmpty")}</p>
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
      title={t("home.eventsTitle")}
      subtitle={
        <>
          <span className="stat">{t("home.eventsThisMonth", { count: props.thisMonthCount })}</span>
          <span className="stat">{t("home.eventsFree", { percent: props.freePercent })}</span>
        </>
      }
      more={
        <Link to="/events" className="btn btn-outline">
          {t("home.viewAllEvents")}
        </Link>
      }
    >
      {props.items.length === 0 ? (
        <div className="empty-state big">
          <h3>{t("home.eventsEmptyTitle")}</h3>
          <p>{t("home.eventsEmptyText")}</p>
          <Link to="/events/submit" className="btn btn-primary">
            {t("home.addYourEvent")}
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
  const shown = contacts ?? [FALLBACK_EMERGENCY_CONTACT];
  return (
    <Section
      id="superhero"
      tone="tone-red"
      title={t("home.superHeroTitle")}
      subtitle={t("home.superHeroText")}
      more={
        <Link to="/emergency" className="btn btn-outline">
          {t("home.viewAllHelplines")}
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
