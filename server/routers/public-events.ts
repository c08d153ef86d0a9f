/** Public procedures of the events area (mounted at public.events). */
import { z } from "zod";
import { t } from "../../admin-modules/domain/messages";
import { sriLankaDate } from "../../admin-modules/domain/time";
import { DISTRICTS, EVENT_TYPES, PARENTAL_CONSENT_AGE, REGISTRATION_AGE, SUBMISSION_AGE_GROUPS } from "../../admin-modules/domain/vocabulary";
import { enforceLimitsForProcedure } from "../auth/rate-limit";
import { EVENT_FILTERS, EVENT_LIST_MAX, eventDetail, listEvents, registerForEvent, submitEvent } from "../services/events";
import { publicProcedure, router } from "../trpc";
import { cachedQuery } from "../services/public-cache";

/** The back office offers five event types (the public spec's "creative" is not offered for new events). */
const SUBMIT_TYPES = EVENT_TYPES.filter((type) => type !== "creative") as ["workshop", "sports", "arts", "educational", "cultural"];

const optionalText = (max: number, field: string) =>
  z.string().trim().max(max, t("events.invalid.tooLong", { field })).nullish().transform((v) => v || null);

const validDate = (value: string) => {
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
};
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, t("events.invalid.time"));
const webAddress = (message: string) =>
  z.string().trim().max(2000, message).nullish().transform((v) => v || null)
    .refine((v) => v === null || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v), message);

const listInput = z.object({
  category: z.enum(EVENT_FILTERS).default("all"),
  when: z.enum(["upcoming", "past"]).default("upcoming"),
  district: z.enum(DISTRICTS, { error: t("events.invalid.district") }).optional(),
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, t("events.invalid.month")).optional(),
  limit: z.number().int().min(1).max(EVENT_LIST_MAX).default(12),
});

/**
 * A registration by or for a child: the child's first name or nickname and age, and a parent's or
 * guardian's name and e-mail (the organiser's contact). A child under 13 needs the parent's tick.
 */
const registerInput = z
  .object({
    eventId: z.number({ error: t("events.invalid.event") }).int().positive(t("events.invalid.event")),
    name: z.string({ error: t("events.invalid.childName") }).trim().min(1, t("events.invalid.childName")).max(60, t("events.invalid.tooLong", { field: t("events.register.childName") })),
    age: z.number({ error: t("events.invalid.childAge") }).int(t("events.invalid.childAge")).min(REGISTRATION_AGE.min, t("events.invalid.childAge")).max(REGISTRATION_AGE.max, t("events.invalid.childAge")),
    guardianName: z.string({ error: t("events.invalid.guardianName") }).trim().min(1, t("events.invalid.guardianName")).max(200, t("events.invalid.tooLong", { field: t("events.register.guardianName") })),
    email: z.string({ error: t("events.invalid.email") }).trim().max(254, t("events.invalid.email")).pipe(z.email(t("events.invalid.email"))),
    consent: z.boolean().default(false),
    notes: optionalText(1000, t("events.register.notes")),
  })
  .superRefine((v, ctx) => {
    if (v.age < PARENTAL_CONSENT_AGE && !v.consent) ctx.addIssue({ code: "custom", path: ["consent"], message: t("events.invalid.consent") });
  });

const submitInput = z
  .object({
    title: z.string({ error: t("events.invalid.title") }).trim().min(1, t("events.invalid.title")).max(200, t("events.invalid.tooLong", { field: t("events.submit.eventTitle") })),
    description: z.string({ error: t("events.invalid.description") }).trim().min(1, t("events.invalid.description")).max(5000, t("events.invalid.tooLong", { field: t("events.submit.description") })),
    type: z.enum(SUBMIT_TYPES, { error: t("events.invalid.type") }),
    event_date: z.string({ error: t("events.invalid.date") }).regex(/^\d{4}-\d{2}-\d{2}$/, t("events.invalid.date")).refine(validDate, t("events.invalid.date"))
      // Checked at call time: an event submitted for review cannot already be over.
      .refine((d) => d >= sriLankaDate(), t("events.invalid.datePast")),
    start_time: time,
    end_time: time,
    location: z.string({ error: t("events.invalid.location") }).trim().min(1, t("events.invalid.location")).max(300, t("events.invalid.tooLong", { field: t("events.submit.location") })),
    district: z.enum(DISTRICTS, { error: t("events.invalid.district") }),
    organizer_name: z.string({ error: t("events.invalid.organizer") }).trim().min(1, t("events.invalid.organizer")).max(200, t("events.invalid.tooLong", { field: t("events.submit.organizer") })),
    age_group: z.enum(SUBMISSION_AGE_GROUPS, { error: t("events.invalid.ageGroup") }),
    capacity: z.number({ error: t("events.invalid.capacity") }).int(t("events.invalid.capacity")).min(1, t("events.invalid.capacity")).max(100000, t("events.invalid.capacity")),
    price_type: z.enum(["free", "paid"], { error: t("events.invalid.priceType") }),
    price_amount: z.number({ error: t("events.invalid.priceAmount") }).int(t("events.invalid.priceAmount")).min(0, t("events.invalid.priceAmount")).max(100000000, t("events.invalid.priceAmount")).default(0),
    contact_phone: optionalText(40, t("events.submit.contactPhone")).refine((v) => v === null || /^[0-9+()\s-]{6,40}$/.test(v), t("events.invalid.phone")),
    contact_email: z.string().trim().max(254, t("events.invalid.email")).nullish().transform((v) => v || null)
      .refine((v) => v === null || z.email().safeParse(v).success, t("events.invalid.email")),
    contact_website: webAddress(t("events.invalid.website")),
    image_url: webAddress(t("events.invalid.imageUrl")),
  })
  .superRefine((v, ctx) => {
    if (v.end_time <= v.start_time) ctx.addIssue({ code: "custom", path: ["end_time"], message: t("events.invalid.endAfterStart") });
    if (v.price_type === "paid" && v.price_amount < 1) ctx.addIssue({ code: "custom", path: ["price_amount"], message: t("events.invalid.priceAmount") });
    if (!v.contact_phone && !v.contact_email) ctx.addIssue({ code: "custom", path: ["contact_phone"], message: t("events.invalid.contactNeeded") });
  })
  // The price applies only to paid events.
  .transform((v) => ({ ...v, price_amount: v.price_type === "paid" ? v.price_amount : 0 }));

const EVENT_TABLES = ["events", "image_variants"] as const;

export const eventsRouter = router({
  // "Upcoming", "past" and whether registration is open are decided by today's date in Sri Lanka.
  list: publicProcedure.input(listInput).query(cachedQuery(EVENT_TABLES, ({ ctx, input }) => listEvents(ctx.db, input), { today: true })),

  detail: publicProcedure
    .input(z.object({ slug: z.string().trim().min(1).max(300) }))
    .query(cachedQuery(EVENT_TABLES, ({ ctx, input }) => eventDetail(ctx.db, input.slug), { today: true })),

  register: publicProcedure.input(registerInput).mutation(async ({ ctx, input }) => {
    await enforceLimitsForProcedure(ctx.db, "registration", { ip: ctx.ip, userId: ctx.user?.id });
    return registerForEvent(ctx.db, input, ctx.user?.id ?? null);
  }),

  /** Never refused by the global valve: past it the event still waits for review, and the dashboard warns. */
  submit: publicProcedure.input(submitInput).mutation(async ({ ctx, input }) => {
    await enforceLimitsForProcedure(ctx.db, "submission", { ip: ctx.ip, userId: ctx.user?.id });
    return submitEvent(ctx.db, input, ctx.user?.id ?? null);
  }),
});
