/** Everything the home page shows, read in one call so the page costs one round trip. */
import type { DB } from "../../db/open";
import { LIMITS } from "../../admin-modules/domain/vocabulary";
import { sriLankaDate, sriLankaMonthRange } from "../../admin-modules/domain/time";
import { publicAnnouncement, publicCourse, publicEmergencyContact, publicEvent, publicHub, publicMedia } from "./public-shapes";
import { publicResourceWithSize } from "./file-size";
import { getSiteSettings } from "./site-settings";
import { withImages } from "./image-variants";
import { localizeRows } from "./translations";
import { publicHelplinesQuery } from "./emergency-contacts";

/** Percent of active events that are free (price 0), rounded; 0 when there are none. */
export function freePercent(freeCount: number, activeCount: number): number {
  return activeCount === 0 ? 0 : Math.round((freeCount / activeCount) * 100);
}

/** Every table the home page reads, for the public cache. */
export const HOME_TABLES = [
  "announcements",
  "hubs",
  "resources",
  "courses",
  "media_submissions",
  "events",
  "emergency_contacts",
  "site_settings",
  "image_variants",
] as const;

/** Everything of the home page, in the reader's language. */
export async function loadHome(db: DB, uploadsDir: string, now: Date = new Date()) {
  const today = sriLankaDate(now);
  const month = sriLankaMonthRange(now);
  const limits = LIMITS.home;

  const [announcement, hubs, resources, resourceCount, courses, media, mediaCounts, events, eventStats, contacts, settings] = await Promise.all([
    db.selectFrom("announcements").selectAll().where("is_active", "=", 1).orderBy("priority", "desc").orderBy("created_at", "desc").limit(1).executeTakeFirst(),
    db.selectFrom("hubs").selectAll().where("is_active", "=", 1).orderBy("display_order").orderBy("id").execute(),
    db.selectFrom("resources").selectAll().where("is_active", "=", 1).orderBy("download_count", "desc").orderBy("id").limit(limits.resources).execute(),
    db
      .selectFrom("resources")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("is_active", "=", 1)
      .executeTakeFirstOrThrow(),
    db.selectFrom("courses").selectAll().where("is_active", "=", 1).orderBy("enrolled_count", "desc").orderBy("id").limit(limits.courses).execute(),
    db.selectFrom("media_submissions").selectAll().where("status", "=", "approved").orderBy("likes", "desc").orderBy("id").limit(limits.media).execute(),
    db
      .selectFrom("media_submissions")
      .select((eb) => [
        eb.fn.sum<number>(eb.case().when("type", "=", "video").then(1).else(0).end()).as("videos"),
        eb.fn.sum<number>(eb.case().when("type", "in", ["photo", "artwork"]).then(1).else(0).end()).as("visual"),
      ])
      .where("status", "=", "approved")
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("events")
      .selectAll()
      .where("is_active", "=", 1)
      .where("review_status", "=", "approved")
      .where("status", "=", "upcoming")
      .where("event_date", ">=", today)
      .orderBy("event_date")
      .orderBy("start_time")
      .limit(limits.events)
      .execute(),
    db
      .selectFrom("events")
      .select((eb) => [
        eb.fn.countAll<number>().as("active"),
        eb.fn.sum<number>(eb.case().when("price_amount", "=", 0).then(1).else(0).end()).as("free"),
        eb.fn
          .sum<number>(
            eb
              .case()
              .when(eb.and([eb("event_date", ">=", month.first), eb("event_date", "<=", month.last)]))
              .then(1)
              .else(0)
              .end(),
          )
          .as("thisMonth"),
      ])
      .where("is_active", "=", 1)
      .where("review_status", "=", "approved")
      .executeTakeFirstOrThrow(),
    publicHelplinesQuery(db).limit(limits.emergencyContacts).execute(),
    getSiteSettings(db),
  ]);

  const [readAnnouncement, readHubs, readResources, readCourses, readEvents, readContacts] = await Promise.all([
    localizeRows(db, "announcements", announcement ? [announcement] : []),
    localizeRows(db, "hubs", hubs),
    localizeRows(db, "resources", resources),
    localizeRows(db, "courses", courses),
    localizeRows(db, "events", events),
    localizeRows(db, "emergency_contacts", contacts),
  ]);
  return {
    settings,
    announcement: readAnnouncement[0] ? publicAnnouncement(readAnnouncement[0]) : null,
    hubs: readHubs.map(publicHub),
    resources: { items: readResources.map(publicResourceWithSize(uploadsDir)), activeCount: Number(resourceCount.n) },
    courses: await withImages(db, readCourses.map(publicCourse)),
    media: {
      items: await withImages(db, media.map(publicMedia)),
      videoCount: Number(mediaCounts.videos ?? 0),
      photoOrArtworkCount: Number(mediaCounts.visual ?? 0),
    },
    events: {
      items: await withImages(db, readEvents.map(publicEvent)),
      thisMonthCount: Number(eventStats.thisMonth ?? 0),
      freePercent: freePercent(Number(eventStats.free ?? 0), Number(eventStats.active)),
    },
    emergencyContacts: readContacts.map(publicEmergencyContact),
  };
}

export type HomeData = Awaited<ReturnType<typeof loadHome>>;
