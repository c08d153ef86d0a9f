/**
 * Public responses carry no e-mail, phone or reviewer data of anyone: every public query (found by walking
 * the router, so a new one cannot slip past) is called as a visitor and as a signed-in child on data that
 * holds children's e-mails and phones, registrations and review notes. Every field name must be on the
 * allow-list below (a new field is a decision to make here, on purpose), contact fields may only appear
 * inside an event's published organiser contact, and no private value may appear anywhere in the answer.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { slugWithId } from "../../admin-modules/domain/slug";
import { createTestEnv, type TestCaller, type TestEnv } from "../support/api";
import { allProcedures, callPath } from "./procedures";

/** Every field name a public answer may hold, at any depth. */
const ALLOWED = new Set(
  `achievements activeCount age_group all announcement arts artwork author_age author_name availability badges contact_address fallback fields lang
  button_color capacity category consent_age quick_exit_url color comments_count completedAt completedLessons contact_info content counts course
  courses created_at current description district download_count duration education educational email
  emergencyContacts end_time enrolled enrolled_count event_date events featured file_size file_type freePercent goal hasMore
  has_file health height hubs icon_color icon_name id image index large instructor_name item items language lessons lessons_count level liked likes
  location media media_url name nextCursor number organization_name organizer_name page pageSize pages
  partnerships_email path phone photo photoOrArtworkCount price_amount price_currency price_type priority progress
  published_at rating registered_count registration resources rights safety safety_email settings signedIn site_name
  slug sports start_time status story superhero_emoji superhero_name support_email tags text_color thisMonthCount
  thumb thumbnail title today total type unlocked url video videoCount views website width workshop
  at practice read state done rule kind correct window exercises blocks text prompt choices numeric left right alt caption transcript label src mastered
  username masteredAt offline salt hashes hint lessonId blockId explanation narrationLang
  answer choice choices value order pairs reached courseCompleted`.split(/\s+/),
);

/** Public queries that answer only a signed-in caller, about themselves (public.learning.attempt: their own answer too). */
const SIGNED_IN_ONLY = new Set(["public.learning.certificate", "public.learning.attempt"]);

/** Field names that hold a person's contact details: only an event organiser's published contact may have them. */
const CONTACT_FIELDS = new Set(["email", "phone", "website"]);

const CHILD = { email: "amaya.private@example.org", phone: "0779990001", fullName: "Amaya Privatefullname" };
// A byline shows the nickname and age only: never the e-mail, phone or full (real) name.
const PRIVATE_VALUES = [
  CHILD.email,
  CHILD.phone,
  CHILD.fullName,
  "parent.private@example.org",
  "Parent of Amaya",
  "REVIEWER-ONLY NOTE",
  "Registration notes: allergy",
];

let env: TestEnv;
let child: TestCaller & { userId: number };
let inputs: Record<string, unknown>;

beforeAll(async () => {
  env = await createTestEnv({ seed: true });
  child = await env.userCaller({ email: CHILD.email, name: CHILD.fullName });
  await child.api.auth.updateProfile({ phone: CHILD.phone });
  const admin = await env.userCaller({ role: "super_admin" });

  const event = await env.db
    .selectFrom("events")
    .select(["id", "title"])
    .where("is_active", "=", 1)
    .where("status", "=", "upcoming")
    .where("registered_count", "<", 50)
    .orderBy("event_date")
    .executeTakeFirstOrThrow();
  await child.api.public.events.register({
    eventId: event.id,
    name: "Amaya",
    age: 9,
    guardianName: "Parent of Amaya",
    consent: true,
    email: "parent.private@example.org",
    notes: "Registration notes: allergy",
  });

  const media = await env.db
    .insertInto("media_submissions")
    .values({
      title: "My Kite",
      description: "A kite I made",
      type: "story",
      content: "It flew high.",
      author_name: "Amaya",
      author_age: 9,
      age_group: "6-10",
      status: "pending",
      submitted_by: child.userId,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await admin.api.adminWorkflows.reviewMedia({ id: media.id, decision: "approved", notes: "REVIEWER-ONLY NOTE" });
  await child.api.public.media.like({ id: media.id });

  const course = await env.db.selectFrom("courses").select(["id", "title"]).where("is_active", "=", 1).orderBy("id").executeTakeFirstOrThrow();
  await child.api.public.learning.enroll({ courseId: course.id });
  await child.api.public.learning.completeLesson({ courseId: course.id, lessonIndex: 0 });
  // A course of reading mastered, for the child's own certificate (its username, never e-mail or name).
  const mastered = await env.db.selectFrom("courses").select(["id", "title"]).where("title", "=", "Drawing Your Feelings").executeTakeFirstOrThrow();
  await child.api.public.learning.enroll({ courseId: mastered.id });
  for (const lessonIndex of [0, 1]) await child.api.public.learning.completeLesson({ courseId: mastered.id, lessonIndex });
  // An answer of the child's own, found again by its key (the lesson page after a form sent without the script).
  const practice = await env.db.selectFrom("courses").select("id").where("title", "=", "Staying Safe Online").executeTakeFirstOrThrow();
  const lesson = await env.db.selectFrom("course_lessons").select("id").where("course_id", "=", practice.id).orderBy("position").executeTakeFirstOrThrow();
  await child.api.public.learning.enroll({ courseId: practice.id });
  const answer = { courseId: practice.id, lessonId: lesson.id, blockId: "q1", attemptKey: "fields-check-1", answer: { type: "single" as const, choice: "a" } };
  await child.api.public.learning.answer(answer);
  const resource = await env.db.selectFrom("resources").select(["id"]).where("is_active", "=", 1).orderBy("id").executeTakeFirstOrThrow();

  inputs = {
    "public.home": undefined,
    "public.settings": undefined,
    "public.emergency.list": undefined,
    "public.resources.list": {},
    "public.resources.get": { slug: String(resource.id) },
    "public.learning.list": undefined,
    "public.learning.detail": { slug: slugWithId(course.title, course.id) },
    "public.learning.certificate": { slug: slugWithId(mastered.title, mastered.id) },
    "public.learning.attempt": { attemptKey: "fields-check-1" },
    "public.media.list": {},
    "public.media.detail": { slug: slugWithId("My Kite", media.id) },
    "public.events.list": {},
    "public.events.detail": { slug: slugWithId(event.title, event.id) },
  };
});
afterAll(() => env.cleanup());

/** Every field of a value as its path, e.g. items[].contact_info.email. */
function fieldPaths(value: unknown, prefix = ""): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => fieldPaths(item, `${prefix}[]`));
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, inner]) => [`${prefix}.${key}`, ...fieldPaths(inner, `${prefix}.${key}`)]);
}

describe("public responses", () => {
  it("every public query has an input here (a new one must be checked too)", () => {
    const queries = allProcedures()
      .filter((p) => p.path.startsWith("public.") && p.type === "query")
      .map((p) => p.path);
    expect(queries.filter((path) => !(path in inputs))).toEqual([]);
  });

  for (const who of ["a visitor", "a signed-in child"] as const) {
    it(`hold only allowed fields and no private value, for ${who}`, async () => {
      const caller = who === "a visitor" ? await env.caller() : child;
      for (const [path, input] of Object.entries(inputs)) {
        // The caller's own certificate: a visitor has none (UNAUTHORIZED), nothing to look into.
        if (who === "a visitor" && SIGNED_IN_ONLY.has(path)) {
          await expect(callPath(caller.api, path, input)).rejects.toMatchObject({ code: "UNAUTHORIZED" });
          continue;
        }
        const answer = await callPath(caller.api, path, input);
        const paths = [...new Set(fieldPaths(answer))];
        const names = paths.map((p) => p.slice(p.lastIndexOf(".") + 1));
        expect(
          names.filter((name) => !ALLOWED.has(name)),
          `${path}: fields not on the allow-list`,
        ).toEqual([]);
        const contactOutside = paths.filter((p) => CONTACT_FIELDS.has(p.slice(p.lastIndexOf(".") + 1)) && !/\.contact_info\.[a-z]+$/.test(p));
        expect(contactOutside, `${path}: contact fields outside an organiser's contact_info`).toEqual([]);
        const text = JSON.stringify(answer) ?? "";
        expect(
          PRIVATE_VALUES.filter((v) => text.includes(v)),
          `${path}: private values`,
        ).toEqual([]);
      }
    });
  }

  it("the checks above would catch a leak (the private values are in the database)", async () => {
    const stored = JSON.stringify([
      await env.db.selectFrom("profiles").select(["email", "phone", "full_name"]).where("user_id", "=", child.userId).executeTakeFirst(),
      await env.db
        .selectFrom("event_registrations")
        .select(["email", "guardian_name", "notes"])
        .where("email", "=", "parent.private@example.org")
        .executeTakeFirst(),
      await env.db.selectFrom("media_submissions").select(["review_notes"]).where("title", "=", "My Kite").executeTakeFirst(),
    ]);
    expect(PRIVATE_VALUES.filter((v) => !stored.includes(v))).toEqual([]);
  });

  it("a byline carries the nickname and the age, as the child gave them", async () => {
    const answer = await (await env.caller()).api.public.media.detail({
      slug: slugWithId("My Kite", (await env.db.selectFrom("media_submissions").select("id").where("title", "=", "My Kite").executeTakeFirstOrThrow()).id),
    });
    expect([answer.item.author_name, answer.item.author_age]).toEqual(["Amaya", 9]);
  });
});
