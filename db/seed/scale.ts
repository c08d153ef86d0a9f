/**
 * Large synthetic data for benchmarks: for N, adds N users (each with a profile, one content submission
 * and two course enrolments), N events with 10 registrations each, N media items, and ceil(N/100)
 * courses (at least 2) for the enrolments. About 17 rows per unit of N.
 *
 * Per batch of BATCH units, one write transaction and one multi-row INSERT per table (db/seed/scale-store.ts:
 * SQLite's raw handle, or PostgreSQL through Kysely), with times that grow with the row order (see `at`).
 * Batches also keep the write lock short, so a live server only waits milliseconds between them.
 *
 * Every row respects the CHECK constraints of 0001_initial, and the counters agree with the rows:
 * events.registered_count = registrations that are not cancelled, courses.enrolled_count = enrolments.
 * Rows are added next to existing ones: ids are reserved by the store inside the batch's transaction (so
 * nobody else can take them) and e-mails carry a per-run tag.
 */
import { DISTRICTS } from "../migrations/0001_initial";
import type { ScaleStore } from "./scale-store";

/**
 * A synthetic lesson's blocks and their texts (the shapes of admin-modules/domain/lesson-blocks.ts; db/
 * imports nothing of ours, so they are written out): a text and two exercises to practise, so the
 * benchmarks can answer them (scripts/bench-http.ts).
 */
export function scaleLessonBlocks(text: string): { blocks: string; block_texts: string } {
  const blocks = [
    { id: "t1", type: "text", text },
    {
      id: "q1",
      type: "single",
      prompt: "Which number is even?",
      hint: "Even numbers can be split into two equal groups.",
      explanation: "4 is 2 + 2.",
      choices: [
        { id: "a", text: "3", correct: false },
        { id: "b", text: "4", correct: true },
      ],
    },
    { id: "q2", type: "typed", prompt: "How much is 2 + 2?", hint: "Count on your fingers.", explanation: "2 + 2 = 4.", answers: ["4", "four"] },
  ];
  const texts = {
    "t1.text": text,
    "q1.prompt": "Which number is even?",
    "q1.choice.a": "3",
    "q1.choice.b": "4",
    "q1.hint": "Even numbers can be split into two equal groups.",
    "q1.explanation": "4 is 2 + 2.",
    "q2.prompt": "How much is 2 + 2?",
    "q2.answers": "4\nfour",
    "q2.hint": "Count on your fingers.",
    "q2.explanation": "2 + 2 = 4.",
  };
  return { blocks: JSON.stringify(blocks), block_texts: JSON.stringify(texts) };
}

// The lists the schema's CHECKs accept, copied from 0001_initial (db/ imports nothing outside db/; the
// districts are read from the migration itself); tests/unit/vocabulary-copies.test.ts proves they are the
// vocabulary's. A value outside them would fail the insert loudly, never store silently.
export const EVENT_TYPES = ["workshop", "sports", "arts", "educational", "cultural", "creative"];
export const MEDIA_TYPES = ["story", "artwork", "photo", "video"];
export const AGE_GROUPS = ["6-10", "11-14", "15-18", "all"];
export const CONTENT_TYPES = ["resource", "learning", "media", "event"];
export const LEVELS = ["Beginner", "Intermediate", "Advanced", "All Levels"];
export const COURSE_CATEGORIES = ["Safety", "Language", "Science", "Mathematics", "Arts", "Technology", "Social Studies"];
const FIRST = ["Asha", "Kasun", "Nimali", "Dinuka", "Fathima", "Kavitha", "Ruwan", "Sanduni", "Tharindu", "Yohan", "Amaya", "Nethmi"];
const LAST = ["Perera", "Silva", "Fernando", "Rajan", "Jayawardena", "Wickramasinghe", "Bandara", "Mohamed", "Sivakumar"];
const WORDS = ["Rainbow", "River", "Kite", "Garden", "Drum", "Ocean", "Forest", "Star", "Lotus", "Elephant", "Mango", "Lantern"];

/** Units of N per transaction: about 8,500 rows, about a tenth of a second of write lock. */
const BATCH = 500;
const REGISTRATIONS_PER_EVENT = 10;

export interface ScaleOptions {
  n: number;
  /** One precomputed password hash shared by every synthetic user. */
  passwordHash: string;
  onProgress?: (doneUnits: number, totalUnits: number) => void;
}

export interface ScaleResult {
  rows: number;
  counts: Record<string, number>;
}

/** The number of courses created for N units. */
export const scaleCourseCount = (n: number) => Math.max(2, Math.ceil(n / 100));

export async function seedScale(store: ScaleStore, options: ScaleOptions): Promise<ScaleResult> {
  const { n, passwordHash } = options;
  const tag = Date.now().toString(36);
  const random = mulberry32(n * 7919 + 17);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const counts: Record<string, number> = {
    users: 0,
    profiles: 0,
    user_roles: 0,
    courses: 0,
    course_lessons: 0,
    course_enrollments: 0,
    content_submissions: 0,
    events: 0,
    event_registrations: 0,
    media_submissions: 0,
  };
  const now = Date.now();
  const day = 86_400_000;
  // Unit k happens at a time that grows with k (over the last two years, at most an hour apart), and so
  // do the registrations, enrolments and media of that unit: the time indexes then grow at their end
  // instead of being written all over, which roughly halves the cost of an insert.
  const step = Math.min(3_600_000, (730 * day) / n);
  const start = now - n * step;
  const at = (k: number, sub = 0) => new Date(start + k * step + (sub * step) / 16).toISOString();

  const columns = {
    users: ["id", "email", "password_hash", "created_at"],
    profiles: ["user_id", "full_name", "organization_name", "email", "phone", "created_at", "updated_at"],
    user_roles: ["user_id", "role", "created_at"],
    course_enrollments: ["user_id", "course_id", "progress", "enrolled_at", "completed_at"],
    content_submissions: [
      "title",
      "description",
      "content_type",
      "age_group",
      "tags",
      "content_data",
      "status",
      "review_notes",
      "reviewed_at",
      "submitted_by",
      "submitted_at",
    ],
    events: [
      "id",
      "title",
      "description",
      "type",
      "event_date",
      "start_time",
      "end_time",
      "location",
      "district",
      "capacity",
      "registered_count",
      "age_group",
      "price_type",
      "price_amount",
      "organizer_name",
      "featured",
      "tags",
      "contact_phone",
      "contact_email",
      "contact_website",
      "status",
      "is_active",
      "created_by",
      "created_at",
    ],
    event_registrations: ["event_id", "user_id", "name", "email", "phone", "status", "registered_at"],
    media_submissions: [
      "title",
      "description",
      "type",
      "content",
      "author_name",
      "author_age",
      "age_group",
      "status",
      "likes",
      "views",
      "comments_count",
      "rating",
      "submitted_by",
      "review_notes",
      "reviewed_at",
      "published_at",
      "created_at",
    ],
    courses: [
      "id",
      "title",
      "description",
      "category",
      "level",
      "rating",
      "thumbnail",
      "instructor_name",
      "duration",
      "lessons_count",
      "enrolled_count",
      "age_group",
      "badges",
      "tags",
      "price_type",
      "price_amount",
      "is_active",
      "created_at",
    ],
  } as const;

  // Courses first: the enrolments point at them. Each has 2 to 7 lessons (rows of course_lessons).
  const courseRows: unknown[][] = [];
  const lessonCounts: number[] = [];
  for (let c = 0; c < scaleCourseCount(n); c++) {
    const lessons = 2 + (c % 6);
    const paid = c % 5 === 0;
    lessonCounts.push(lessons);
    courseRows.push([
      `${pick(WORDS)} Course ${c + 1}`,
      "A synthetic course for benchmarks.",
      pick(COURSE_CATEGORIES),
      pick(LEVELS),
      Math.round((3 + random() * 2) * 10) / 10,
      "📘",
      `${pick(FIRST)} ${pick(LAST)}`,
      `${lessons * 10} min`,
      lessons,
      0,
      pick(["6-10", "8-12", "10-14", "12-16"]),
      JSON.stringify(["Synthetic"]),
      JSON.stringify(["scale"]),
      paid ? "Paid" : "Free",
      paid ? 500 + (c % 10) * 100 : 0,
      c % 10 === 9 ? 0 : 1,
      new Date(start - c * 60_000).toISOString(),
    ]);
  }
  const courseIds = await store.inTransaction(async () => {
    const ids = await store.reserveIds("courses", courseRows.length);
    await store.insertRows(
      "courses",
      columns.courses,
      courseRows.map((row, i) => [ids[i], ...row]),
    );
    const lessonRows = ids.flatMap((courseId, c) =>
      Array.from({ length: lessonCounts[c]! }, (_, i) => {
        const { blocks, block_texts } = scaleLessonBlocks(`Lesson ${i + 1} of course ${c + 1}.`);
        return [courseId, i, `Lesson ${i + 1}`, "10 min", blocks, block_texts];
      }),
    );
    await store.insertRows("course_lessons", ["course_id", "position", "title", "duration", "blocks", "block_texts"], lessonRows);
    counts.course_lessons = lessonRows.length;
    return ids;
  });
  counts.courses = courseIds.length;

  /** The rows of units [from, to), with ids the store reserves inside the batch's transaction. */
  const batch = async (from: number, to: number) => {
    const rows = {
      users: [] as unknown[][],
      profiles: [] as unknown[][],
      roles: [] as unknown[][],
      enrolments: [] as unknown[][],
      submissions: [] as unknown[][],
      events: [] as unknown[][],
      registrations: [] as unknown[][],
      media: [] as unknown[][],
    };
    const userIds = await store.reserveIds("users", to - from);
    const eventIds = await store.reserveIds("events", to - from);
    for (let k = from; k < to; k++) {
      // A user with a profile, an optional organization role, one submission and two enrolments.
      const userId = userIds[k - from]!;
      const email = `scale-${tag}-${String(k).padStart(9, "0")}@example.org`; // padded: the e-mail index grows at its end
      const joined = at(k);
      const isOrganization = k % 50 === 0;
      rows.users.push([userId, email, passwordHash, joined]);
      rows.profiles.push([
        userId,
        `${FIRST[k % FIRST.length]} ${LAST[(k >> 2) % LAST.length]}`,
        isOrganization ? `Organisation ${k}` : null,
        email,
        k % 3 === 0 ? `07${String(k).padStart(8, "0").slice(-8)}` : null,
        joined,
        joined,
      ]);
      if (isOrganization) rows.roles.push([userId, "organization", joined]);

      const contentType = CONTENT_TYPES[k % CONTENT_TYPES.length];
      const rejected = k % 4 === 3;
      rows.submissions.push([
        `${pick(WORDS)} ${contentType} idea ${k}`,
        `A synthetic ${contentType} submission.`,
        contentType,
        pick(AGE_GROUPS),
        JSON.stringify([pick(WORDS).toLowerCase(), "scale"]),
        contentData(contentType, k),
        rejected ? "rejected" : "pending",
        rejected ? "Synthetic review." : null,
        rejected ? joined : null,
        userId,
        joined,
      ]);

      const first = k % courseIds.length;
      const second = (first + 1 + (k % (courseIds.length - 1))) % courseIds.length; // never equal to first
      for (const index of [first, second]) {
        const progress = Math.floor(random() * 101);
        rows.enrolments.push([userId, courseIds[index], progress, joined, progress === 100 ? joined : null]);
      }

      // An event with ten registrations; registered_count counts the ones not cancelled.
      const eventId = eventIds[k - from]!;
      const offsetDays = Math.floor((k * 730) / n) - 365; // from a year ago to a year ahead, in order
      const startHour = 7 + (k % 10);
      let registered = 0;
      for (let j = 0; j < REGISTRATIONS_PER_EVENT; j++) {
        const status = (k + j) % 7 === 0 ? "cancelled" : (k + j) % 3 === 0 ? "pending" : "confirmed";
        if (status !== "cancelled") registered++;
        rows.registrations.push([
          eventId,
          j === 0 ? userId : null,
          `${FIRST[(k + j) % FIRST.length]} ${LAST[j % LAST.length]}`,
          `guest${j}.${k}@example.org`,
          j % 2 === 0 ? "0771234567" : null,
          status,
          at(k, j + 1),
        ]);
      }
      const paid = k % 5 === 0;
      rows.events.push([
        eventId,
        `${pick(WORDS)} ${pick(EVENT_TYPES)} day ${k}`,
        "A synthetic event for benchmarks.",
        EVENT_TYPES[k % EVENT_TYPES.length],
        new Date(now + offsetDays * day).toISOString().slice(0, 10),
        `${String(startHour).padStart(2, "0")}:00`,
        `${String(startHour + 2).padStart(2, "0")}:30`,
        `${pick(WORDS)} Hall`,
        DISTRICTS[k % DISTRICTS.length],
        registered + 5 + (k % 50),
        registered,
        pick(["6-10", "8-14", "10-16", "all"]),
        paid ? "paid" : "free",
        paid ? 100 * (1 + (k % 10)) : 0,
        `${pick(LAST)} Club`,
        k % 97 === 0 ? 1 : 0,
        JSON.stringify(["scale"]),
        "011 234 5678",
        `events${k}@example.org`,
        "https://example.org",
        offsetDays < 0 ? "completed" : k % 41 === 0 ? "cancelled" : "upcoming",
        k % 20 === 19 ? 0 : 1,
        userId,
        joined,
      ]);

      // A media item by a child: age and age group agree, reviews are recorded like the review dialog does.
      const type = MEDIA_TYPES[k % MEDIA_TYPES.length];
      const age = 6 + (k % 13);
      const status = k % 10 < 6 ? "approved" : k % 10 < 9 ? "pending" : "rejected";
      const approved = status === "approved";
      const created = at(k, 12);
      rows.media.push([
        `${pick(WORDS)} ${type} ${k}`,
        `A synthetic ${type}.`,
        type,
        type === "story" ? "Once upon a time, in a synthetic village..." : null,
        FIRST[k % FIRST.length],
        age,
        age <= 10 ? "6-10" : age <= 14 ? "11-14" : "15-18",
        status,
        approved ? Math.floor(random() * 300) : 0,
        approved ? Math.floor(random() * 3000) : 0,
        approved ? Math.floor(random() * 30) : 0,
        null,
        userId,
        status === "pending" ? null : "Synthetic review.",
        status === "pending" ? null : created,
        approved ? created : null,
        created,
      ]);
    }
    // Parents before children, for the foreign keys.
    await store.insertRows("users", columns.users, rows.users);
    await store.insertRows("profiles", columns.profiles, rows.profiles);
    await store.insertRows("user_roles", columns.user_roles, rows.roles);
    await store.insertRows("content_submissions", columns.content_submissions, rows.submissions);
    await store.insertRows("course_enrollments", columns.course_enrollments, rows.enrolments);
    await store.insertRows("events", columns.events, rows.events);
    await store.insertRows("event_registrations", columns.event_registrations, rows.registrations);
    await store.insertRows("media_submissions", columns.media_submissions, rows.media);
    counts.users += rows.users.length;
    counts.profiles += rows.profiles.length;
    counts.user_roles += rows.roles.length;
    counts.content_submissions += rows.submissions.length;
    counts.course_enrollments += rows.enrolments.length;
    counts.events += rows.events.length;
    counts.event_registrations += rows.registrations.length;
    counts.media_submissions += rows.media.length;
  };

  for (let from = 0; from < n; from += BATCH) {
    const to = Math.min(n, from + BATCH);
    await store.inTransaction(() => batch(from, to));
    options.onProgress?.(to, n);
    // Let the progress bar draw and signals arrive between batches.
    await new Promise((resolve) => setImmediate(resolve));
  }

  await store.inTransaction(() => store.recountEnrolments(courseIds));

  const rows = Object.values(counts).reduce((a, b) => a + b, 0);
  return { rows, counts };
}

function contentData(type: string, k: number): string {
  if (type === "event") {
    return JSON.stringify({
      type: "workshop",
      event_date: "2030-01-15",
      start_time: "09:00",
      end_time: "11:00",
      location: "Town Hall",
      district: DISTRICTS[k % DISTRICTS.length],
      capacity: 30,
      organizer_name: "Synthetic Club",
      age_group: "all",
      price_type: "free",
      price_amount: 0,
    });
  }
  if (type === "media") return JSON.stringify({ type: "story", author_name: FIRST[k % FIRST.length], author_age: 10, content: "A synthetic story." });
  if (type === "resource") return JSON.stringify({ category: "education", age_group: "6-10", file_type: "PDF", pages: 4 });
  return JSON.stringify({ level: "Beginner", category: "Safety", instructor_name: "Synthetic Teacher", duration: "30 min", lessons_count: 3 });
}

/** A small seeded generator, so two runs with the same N produce the same shapes. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
