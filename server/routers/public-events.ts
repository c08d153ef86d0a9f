/** Public procedures of the events area (mounted at public.events). */
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { eventPersonalInfo, eventPersonalInfoWarning } from "../../admin-modules/domain/personal-info-text";
import type { ScreeningWord } from "../../admin-modules/domain/screening-words";
import type { Context } from "../context";
import { activeScreeningWords, personalWords } from "../services/urgent";
import { createSchema } from "../../admin-modules/registry";
import eventsModule from "../../admin-modules/modules/events";
import { m } from "../../admin-modules/domain/i18n";
import { isCalendarMonth, sriLankaDate } from "../../admin-modules/domain/time";
import { DISTRICTS, EVENT_TYPES, PARENTAL_CONSENT_AGE, REGISTRATION_AGE, SUBMISSION_AGE_GROUPS } from "../../admin-modules/domain/vocabulary";
import { enforceLimitsForProcedure } from "../auth/rate-limit";
import { EVENT_FILTERS, EVENT_LIST_MAX, eventDetail, listEvents, registerForEvent, submitEvent } from "../services/events";
import { assertMayStorePersonalData } from "../services/parental-consent";
import { contentLanguageInput } from "../services/content-language";
import { publicProcedure, router } from "../trpc";
import { cachedQuery } from "../services/public-cache";

/** The back office offers five event types (the public spec's "creative" is not offered for new events). */
const SUBMIT_TYPES = EVENT_TYPES.filter((type) => type !== "creative") as ["workshop", "sports", "arts", "educational", "cultural"];

/** The field's name is a message too: both are resolved when the error is shown, in the caller's language. */
const optionalText = (max: number, field: () => string) =>
  z
    .string()
    .trim()
    .max(max, { error: () => m["events.invalid.tooLong"]({ field: field() }) })
    .nullish()
    .transform((v) => v || null);

/**
 * The rules an event submission shares with the back office's events module (capacity bounds, date and
 * time formats, the image address, the price) are the module's own field schemas, picked from the
 * schema the admin create uses: one source per rule, with the same messages.
 */
const SHARED_RULES = [
  "capacity",
  "event_date",
  "start_time",
  "end_time",
  "price_amount",
  "thumbnail",
  "contact_phone",
  "contact_email",
  "contact_website",
] as const;
const eventRules = createSchema(eventsModule).pick(Object.fromEntries(SHARED_RULES.map((name) => [name, true])) as Record<(typeof SHARED_RULES)[number], true>)
  .shape as Record<(typeof SHARED_RULES)[number], z.ZodType>;
/** A registry schema is typed loosely (fields are data); here each one's value type is known. */
const rule = <T>(schema: z.ZodType) => schema as unknown as z.ZodType<T, T>;
/** An optional contact field: the module's rule; blank (or left out) is none. */
const contactRule = (schema: z.ZodType) =>
  rule<string | null>(schema)
    .optional()
    .transform((v) => v || null);

const listInput = z.object({
  category: z.enum(EVENT_FILTERS).default("all"),
  when: z.enum(["upcoming", "past"]).default("upcoming"),
  district: z.enum(DISTRICTS, { error: () => m["events.invalid.district"]() }).optional(),
  month: z
    .string()
    .refine(isCalendarMonth, { error: () => m["events.invalid.month"]() })
    .optional(),
  limit: z.number().int().min(1).max(EVENT_LIST_MAX).default(12),
  language: contentLanguageInput,
});

/**
 * A registration by or for a child: the child's first name or nickname and age, and a parent's or
 * guardian's name and e-mail (the organiser's contact). A child under 13 needs the parent's tick.
 */
export const registerInput = z
  .object({
    eventId: z
      .number({ error: () => m["events.invalid.event"]() })
      .int()
      .positive({ error: () => m["events.invalid.event"]() }),
    name: z
      .string({ error: () => m["events.invalid.childName"]() })
      .trim()
      .min(1, { error: () => m["events.invalid.childName"]() })
      .max(60, { error: () => m["events.invalid.tooLong"]({ field: m["events.register.childName"]() }) }),
    age: z
      .number({ error: () => m["events.invalid.childAge"]() })
      .int({ error: () => m["events.invalid.childAge"]() })
      .min(REGISTRATION_AGE.min, { error: () => m["events.invalid.childAge"]() })
      .max(REGISTRATION_AGE.max, { error: () => m["events.invalid.childAge"]() }),
    guardianName: z
      .string({ error: () => m["events.invalid.guardianName"]() })
      .trim()
      .min(1, { error: () => m["events.invalid.guardianName"]() })
      .max(200, { error: () => m["events.invalid.tooLong"]({ field: m["events.register.guardianName"]() }) }),
    email: z
      .string({ error: () => m["events.invalid.email"]() })
      .trim()
      .max(254, { error: () => m["events.invalid.email"]() })
      .pipe(z.email({ error: () => m["events.invalid.email"]() })),
    consent: z.boolean().default(false),
    notes: optionalText(1000, () => m["events.register.notes"]()),
  })
  .superRefine((v, ctx) => {
    if (v.age < PARENTAL_CONSENT_AGE && !v.consent) ctx.addIssue({ code: "custom", path: ["consent"], message: m["events.invalid.consent"]() });
  });

/** The free text the public would read of an event, with its longest length (checked before it is screened). */
const SCREENED_TEXT = { title: 200, description: 5000, location: 300, organizer_name: 200 } as const;

/**
 * Issue #29: what looks like a way to find someone (a phone number, an e-mail...) or a word of the staff's
 * "personal" list in the event's text is pointed out before sending; the visitor may still send. The
 * contact fields are left out: they are meant to hold the organiser's phone, e-mail and website. Text over
 * its length is refused by its field and not screened (the patterns are slow on huge strings).
 */
function screenEventText(value: Record<keyof typeof SCREENED_TEXT, string> & { send_anyway: boolean }, ctx: z.RefinementCtx, words: readonly ScreeningWord[]) {
  if (value.send_anyway) return;
  const keys = Object.keys(SCREENED_TEXT) as (keyof typeof SCREENED_TEXT)[];
  if (keys.some((key) => (value[key]?.length ?? 0) > SCREENED_TEXT[key])) return;
  const found = eventPersonalInfo(value, words);
  if (found) ctx.addIssue({ code: "custom", path: ["send_anyway"], message: eventPersonalInfoWarning(found) });
}

/** The visitor saw the personal-information warning and sends anyway (a checkbox: "on", or true from code). */
const sendAnyway = z.preprocess((v) => v === true || v === "on" || v === "true", z.boolean()).default(false);

/** The event's text alone, screened with the staff's "personal" words, which only the server holds (see submit). */
export const eventTextScreeningWith = (words: readonly ScreeningWord[]) =>
  z
    .object({ title: z.string(), description: z.string(), location: z.string(), organizer_name: z.string(), send_anyway: sendAnyway })
    .superRefine((v, ctx) => screenEventText(v, ctx, words));

export const submitInput = z
  .object({
    title: z
      .string({ error: () => m["events.invalid.title"]() })
      .trim()
      .min(1, { error: () => m["events.invalid.title"]() })
      .max(SCREENED_TEXT.title, { error: () => m["events.invalid.tooLong"]({ field: m["events.submit.eventTitle"]() }) }),
    description: z
      .string({ error: () => m["events.invalid.description"]() })
      .trim()
      .min(1, { error: () => m["events.invalid.description"]() })
      .max(SCREENED_TEXT.description, { error: () => m["events.invalid.tooLong"]({ field: m["events.submit.description"]() }) }),
    type: z.enum(SUBMIT_TYPES, { error: () => m["events.invalid.type"]() }),
    event_date: rule<string>(eventRules.event_date)
      // Checked at call time: an event submitted for review cannot already be over.
      .refine((d) => d >= sriLankaDate(), { error: () => m["events.invalid.datePast"]() }),
    start_time: rule<string>(eventRules.start_time),
    end_time: rule<string>(eventRules.end_time),
    location: z
      .string({ error: () => m["events.invalid.location"]() })
      .trim()
      .min(1, { error: () => m["events.invalid.location"]() })
      .max(SCREENED_TEXT.location, { error: () => m["events.invalid.tooLong"]({ field: m["events.submit.location"]() }) }),
    district: z.enum(DISTRICTS, { error: () => m["events.invalid.district"]() }),
    organizer_name: z
      .string({ error: () => m["events.invalid.organizer"]() })
      .trim()
      .min(1, { error: () => m["events.invalid.organizer"]() })
      .max(SCREENED_TEXT.organizer_name, { error: () => m["events.invalid.tooLong"]({ field: m["events.submit.organizer"]() }) }),
    age_group: z.enum(SUBMISSION_AGE_GROUPS, { error: () => m["events.invalid.ageGroup"]() }),
    capacity: rule<number>(eventRules.capacity),
    price_type: z.enum(["free", "paid"], { error: () => m["events.invalid.priceType"]() }),
    // Left out, the module's default (0).
    price_amount: rule<number>(eventRules.price_amount).optional(),
    // The organiser's phone (Sri Lankan forms), e-mail and https website: the back office's fields and rules.
    contact_phone: contactRule(eventRules.contact_phone),
    contact_email: contactRule(eventRules.contact_email),
    contact_website: contactRule(eventRules.contact_website),
    // The submission's picture is the event's thumbnail once published: the same field, the same rule.
    image_url: rule<string | null>(eventRules.thumbnail)
      .optional()
      .transform((v) => v || null),
    send_anyway: sendAnyway,
  })
  .superRefine((v, ctx) => {
    // The patterns here (the form runs this schema too); the staff's words are added by the procedure.
    screenEventText(v, ctx, []);
    if (v.end_time <= v.start_time) ctx.addIssue({ code: "custom", path: ["end_time"], message: m["events.invalid.endAfterStart"]() });
    if (v.price_type === "paid" && (v.price_amount ?? 0) < 1)
      ctx.addIssue({ code: "custom", path: ["price_amount"], message: m["events.invalid.priceAmount"]() });
    if (!v.contact_phone && !v.contact_email) ctx.addIssue({ code: "custom", path: ["contact_phone"], message: m["events.invalid.contactNeeded"]() });
  })
  // The price applies only to paid events.
  .transform((v) => ({ ...v, price_amount: v.price_type === "paid" ? (v.price_amount ?? 0) : 0 }));

/** The staff's "personal" words (school and place names) are pointed out like a phone number; refused as a field problem. */
export async function assertEventTextScreened(db: Context["db"], input: z.input<ReturnType<typeof eventTextScreeningWith>>): Promise<void> {
  const screened = eventTextScreeningWith(personalWords(await activeScreeningWords(db))).safeParse(input);
  if (!screened.success) throw new TRPCError({ code: "BAD_REQUEST", message: screened.error.issues[0]?.message, cause: screened.error });
}

const EVENT_TABLES = ["events", "image_variants"] as const;

export const eventsRouter = router({
  // "Upcoming", "past" and whether registration is open are decided by today's date in Sri Lanka.
  list: publicProcedure.input(listInput).query(cachedQuery(EVENT_TABLES, ({ ctx, input }) => listEvents(ctx.db, input), { today: true })),

  detail: publicProcedure
    .input(z.object({ slug: z.string().trim().min(1).max(300) }))
    .query(cachedQuery(EVENT_TABLES, ({ ctx, input }) => eventDetail(ctx.db, input.slug), { today: true })),

  register: publicProcedure.input(registerInput).mutation(async ({ ctx, input }) => {
    await enforceLimitsForProcedure(ctx.db, "registration", { ip: ctx.ip, userId: ctx.user?.id });
    if (ctx.caller) assertMayStorePersonalData(ctx.caller);
    return registerForEvent(ctx.db, input, ctx.user?.id ?? null);
  }),

  /** Never refused by the global valve: past it the event still waits for review, and the dashboard warns. */
  submit: publicProcedure.input(submitInput).mutation(async ({ ctx, input }) => {
    await enforceLimitsForProcedure(ctx.db, "submission", { ip: ctx.ip, userId: ctx.user?.id });
    await assertEventTextScreened(ctx.db, input);
    return submitEvent(ctx.db, ctx.config, input, ctx.user?.id ?? null);
  }),
});
