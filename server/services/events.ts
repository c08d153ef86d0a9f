/**
 * Public reads and writes of the Events Hub. "Upcoming" and "past" are decided by the calendar date in
 * Sri Lanka; a registration takes its place with one guarded UPDATE inside the same transaction as the
 * INSERT, so concurrent visitors can never overfill an event or register one e-mail twice.
 */
import { TRPCError } from "@trpc/server";
import { isUniqueViolation } from "../../db/errors";
import type { DB } from "../../db/open";
import type { Row } from "../../db/types";
import { getLocale, m as msg } from "../../admin-modules/domain/i18n";
import { idFromSlug } from "../../admin-modules/domain/slug";
import { sriLankaDate } from "../../admin-modules/domain/time";
import { CURRENCY } from "../../admin-modules/domain/vocabulary";
import { getTableModule } from "../../admin-modules/registry";
import { markUrgentRow, type UrgentMailConfig } from "../admin/urgent-rows";
import { publicEvent } from "./public-shapes";
import { withImages } from "./image-variants";
import { availableIn, localizeRow, localizeRows } from "./translations";
import type { ContentLanguageFilter } from "../../admin-modules/domain/vocabulary";

/** The hub's filter buttons; other types (cultural, creative) appear under "all" only. */
export const EVENT_FILTERS = ["all", "workshop", "sports", "arts", "educational"] as const;
export type EventFilter = (typeof EVENT_FILTERS)[number];
export const EVENT_LIST_MAX = 200;
/** The calendar shows one month; a month with more active events than this is cut (never seen so far). */
const CALENDAR_MAX = 500;

export interface ListInput {
  category: EventFilter;
  when: "upcoming" | "past";
  /** One of the 25 districts; absent means the whole island. The category counts are counted within it. */
  district?: string;
  /** YYYY-MM: the calendar's month (every active event of that month, whatever "when" says). */
  month?: string;
  limit: number;
  /**
   * Only events readable in this language (written or translated). Events are never reordered by
   * language: their date order is what "next upcoming" means.
   */
  language?: ContentLanguageFilter;
}

function lastDayOf(month: string): string {
  const [y, m] = month.split("-").map(Number);
  return `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, "0")}`;
}

export async function listEvents(db: DB, input: ListInput, now: Date = new Date()) {
  const today = sriLankaDate(now);
  // The rows the filters count: the chosen month, or upcoming / past from today in Sri Lanka.
  let scope = db.selectFrom("events").where("is_active", "=", 1).where("review_status", "=", "approved");
  if (input.month) {
    scope = scope.where("event_date", ">=", `${input.month}-01`).where("event_date", "<=", lastDayOf(input.month));
  } else {
    scope = scope.where("event_date", input.when === "upcoming" ? ">=" : "<", today);
  }
  if (input.district) scope = scope.where("district", "=", input.district);
  if (input.language) scope = scope.where(availableIn("events", input.language));
  const filtered = input.category === "all" ? scope : scope.where("type", "=", input.category);
  const ascending = Boolean(input.month) || input.when === "upcoming";
  const limit = input.month ? CALENDAR_MAX : input.limit;

  const [rows, counts] = await Promise.all([
    filtered
      .selectAll()
      .orderBy("event_date", ascending ? "asc" : "desc")
      .orderBy("start_time", ascending ? "asc" : "desc")
      .orderBy("id")
      .limit(limit)
      .execute(),
    scope
      .select((eb) => [
        eb.fn.countAll<number>().as("all"),
        ...EVENT_FILTERS.filter((f) => f !== "all").map((f) => eb.fn.sum<number>(eb.case().when("type", "=", f).then(1).else(0).end()).as(f)),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  const countFor = (f: EventFilter) => Number((counts as Record<string, unknown>)[f] ?? 0);
  const total = countFor(input.category);
  return {
    items: await withImages(db, (await localizeRows(db, "events", rows)).map(publicEvent)),
    counts: Object.fromEntries(EVENT_FILTERS.map((f) => [f, countFor(f)])) as Record<EventFilter, number>,
    total,
    hasMore: !input.month && rows.length < total,
    today,
  };
}

/** Registration is open for an upcoming or ongoing event whose date is today or later (Sri Lanka). */
export function registrationState(row: Pick<Row<"events">, "status" | "event_date" | "capacity" | "registered_count">, today: string) {
  if (row.status === "cancelled") return "cancelled" as const;
  if (row.event_date < today || row.status === "completed") return "past" as const;
  if (row.registered_count >= row.capacity) return "full" as const;
  return "open" as const;
}

async function findActiveEvent(db: DB, slugOrId: string | number) {
  const id = typeof slugOrId === "number" ? slugOrId : idFromSlug(slugOrId);
  if (typeof id !== "number") return undefined;
  return db.selectFrom("events").selectAll().where("id", "=", id).where("is_active", "=", 1).where("review_status", "=", "approved").executeTakeFirst();
}

export async function eventDetail(db: DB, slug: string, now: Date = new Date()) {
  const row = await findActiveEvent(db, slug);
  if (!row) throw new TRPCError({ code: "NOT_FOUND", message: msg["events.register.notFound"]() });
  const [event] = await withImages(db, [publicEvent(await localizeRow(db, "events", row))]);
  return { ...event!, registration: registrationState(row, sriLankaDate(now)) };
}

/** The row behind the .ics file: active events only. */
export function eventForCalendar(db: DB, slugOrId: string) {
  return findActiveEvent(db, /^\d+$/.test(slugOrId) ? Number(slugOrId) : slugOrId);
}

export interface RegistrationInput {
  eventId: number;
  /** The child's first name or nickname. */
  name: string;
  age: number;
  guardianName: string;
  /** The parent's or guardian's e-mail: the contact the organiser uses. */
  email: string;
  consent: boolean;
  notes?: string | null;
}

export async function registerForEvent(db: DB, input: RegistrationInput, userId: number | null, now: Date = new Date()) {
  const today = sriLankaDate(now);
  const duplicate = () => new TRPCError({ code: "CONFLICT", message: msg["events.register.duplicate"]({ name: input.name }) });
  try {
    return await db.transaction().execute(async (trx) => {
      const event = await trx
        .selectFrom("events")
        .select(["id", "title", "status", "event_date", "capacity", "registered_count"])
        .where("id", "=", input.eventId)
        .where("is_active", "=", 1)
        .where("review_status", "=", "approved")
        .executeTakeFirst();
      if (!event) throw new TRPCError({ code: "NOT_FOUND", message: msg["events.register.notFound"]() });
      const state = registrationState(event, today);
      if (state === "cancelled") throw new TRPCError({ code: "BAD_REQUEST", message: msg["events.register.cancelled"]() });
      if (state === "past") throw new TRPCError({ code: "BAD_REQUEST", message: msg["events.register.past"]() });
      // Said before "full", so someone already registered for a full event is told the truth.
      const existing = await trx
        .selectFrom("event_registrations")
        .select("id")
        .where("event_id", "=", input.eventId)
        .where((eb) => eb(eb.fn("lower", ["email"]), "=", input.email.toLowerCase()))
        .where((eb) => eb(eb.fn("lower", ["name"]), "=", input.name.toLowerCase()))
        .executeTakeFirst();
      if (existing) throw duplicate();

      // Taking the place is one guarded statement: it succeeds only while a place remains.
      const taken = await trx
        .updateTable("events")
        .set((eb) => ({ registered_count: eb("registered_count", "+", 1) }))
        .where("id", "=", input.eventId)
        .where("is_active", "=", 1)
        .where("review_status", "=", "approved")
        .where("status", "in", ["upcoming", "ongoing"])
        .where("event_date", ">=", today)
        .whereRef("registered_count", "<", "capacity")
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) === 0) throw new TRPCError({ code: "CONFLICT", message: msg["events.register.full"]() });

      // A second registration of the same child with the same e-mail (any case) hits the UNIQUE index and the whole
      // transaction, counter included, rolls back.
      const inserted = await trx
        .insertInto("event_registrations")
        .values({
          event_id: input.eventId,
          user_id: userId,
          name: input.name,
          email: input.email,
          participant_age: input.age,
          guardian_name: input.guardianName,
          guardian_consent: input.consent ? 1 : 0,
          notes: input.notes || null,
          status: "pending",
          registered_at: now.toISOString(),
          // Its e-mails (confirmed, cancelled) are written in the language of the page it was made on.
          locale: getLocale(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const left = Math.max(0, event.capacity - (event.registered_count + 1));
      return {
        id: inserted.id,
        status: "pending" as const,
        spotsLeft: left,
        message: msg["events.register.successText"]({ title: event.title }),
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}

/** The keys server/admin/workflows/publish.ts reads from content_data when the submission is approved. */
export interface EventSubmissionInput {
  title: string;
  description: string;
  type: string;
  event_date: string;
  start_time: string;
  end_time: string;
  location: string;
  district: string;
  organizer_name: string;
  age_group: string;
  capacity: number;
  price_type: "free" | "paid";
  price_amount: number;
  contact_phone?: string | null;
  contact_email?: string | null;
  contact_website?: string | null;
  image_url?: string | null;
}

/**
 * Stores a public event submission, pending review. Its text is screened with the staff's safeguarding words
 * like a child's story (admin/urgent-rows.ts): an urgent one is marked, goes first in Content Review and the
 * safety address gets one e-mail, all in the same transaction. Answers `urgent` so the visitor is shown the
 * helplines.
 */
export async function submitEvent(db: DB, config: UrgentMailConfig, input: EventSubmissionInput, userId: number | null) {
  const contact = Object.fromEntries(
    Object.entries({ phone: input.contact_phone, email: input.contact_email, website: input.contact_website }).filter(([, v]) => v),
  );
  const contentData = {
    type: input.type,
    event_date: input.event_date,
    start_time: input.start_time,
    end_time: input.end_time,
    location: input.location,
    district: input.district,
    capacity: input.capacity,
    organizer_name: input.organizer_name,
    age_group: input.age_group,
    price_type: input.price_type,
    price_amount: input.price_type === "paid" ? input.price_amount : 0,
    price_currency: CURRENCY,
    contact_info: contact,
  };
  const values = {
    title: input.title,
    description: input.description,
    content_type: "event" as const,
    age_group: input.age_group,
    tags: null,
    content_data: JSON.stringify(contentData),
    image_url: input.image_url || null,
    status: "pending" as const,
    submitted_by: userId,
  };
  const { id, urgent } = await db.transaction().execute(async (trx) => {
    const row = await trx.insertInto("content_submissions").values(values).returning("id").executeTakeFirstOrThrow();
    const module = getTableModule("content-event")!;
    return { id: row.id, urgent: await markUrgentRow(trx, config, module, { ...values, ...contentData, id: row.id }) };
  });
  return { id, status: "pending" as const, urgent, message: msg["events.submit.successText"]({ title: input.title }) };
}
