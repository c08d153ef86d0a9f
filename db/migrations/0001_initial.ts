/**
 * The whole first data model. Landed migrations are never edited: add a new numbered file instead (the one
 * exception: making them dialect-aware, which must leave their SQLite schema byte for byte the same; see
 * tests/unit/sqlite-schema-unchanged.test.ts).
 * Constraints live here in SQL so that no code path (admin, scripts, a bug) can store a bad value.
 */
import { type Kysely, sql } from "kysely";
import { type Ddl, ddl, dialectOf } from "../dialect";

const flag = (name: string, dflt = 1) => `${name} INTEGER NOT NULL DEFAULT ${dflt} CHECK (${name} IN (0, 1))`;
const count = (name: string) => `${name} INTEGER NOT NULL DEFAULT 0 CHECK (${name} >= 0)`;
const inList = (name: string, values: readonly string[]) => `CHECK (${name} IN (${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(", ")}))`;
const createdBy = "created_by INTEGER REFERENCES users(id) ON DELETE SET NULL";

/** Sri Lanka's 25 districts, as the events CHECK accepts them (the scale seed reads them from here too). */
export const DISTRICTS = [
  "Colombo",
  "Gampaha",
  "Kalutara",
  "Kandy",
  "Matale",
  "Nuwara Eliya",
  "Galle",
  "Matara",
  "Hambantota",
  "Jaffna",
  "Kilinochchi",
  "Mannar",
  "Vavuniya",
  "Mullaitivu",
  "Batticaloa",
  "Ampara",
  "Trincomalee",
  "Kurunegala",
  "Puttalam",
  "Anuradhapura",
  "Polonnaruwa",
  "Badulla",
  "Moneragala",
  "Ratnapura",
  "Kegalle",
];
const REVIEW = ["pending", "approved", "rejected"];

/**
 * PostgreSQL has no json_valid(); this one answers as SQLite's does: true for RFC 8259 JSON text, false
 * for anything else, NULL for NULL (STRICT), so the CHECKs below read the same on both.
 */
const PG_JSON_VALID = `CREATE FUNCTION json_valid(value text) RETURNS boolean LANGUAGE plpgsql IMMUTABLE STRICT AS $fn$
  BEGIN PERFORM value::json; RETURN true; EXCEPTION WHEN others THEN RETURN false; END $fn$`;

const statements = ({ now: nowText, idColumn, real, glob }: Ddl) => {
  const now = nowText();
  const id = idColumn();
  const createdAt = `created_at TEXT NOT NULL DEFAULT ${now}`;
  const hexColour = glob("color", "#[0-9a-fA-F][0-9a-fA-F][0-9a-fA-F][0-9a-fA-F][0-9a-fA-F][0-9a-fA-F]");
  return [
    `CREATE TABLE users (
    ${id},
    email TEXT NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
    password_hash TEXT NOT NULL,
    ${createdAt}
  )`,
    `CREATE UNIQUE INDEX users_email_unique ON users (lower(email))`,

    `CREATE TABLE sessions (
    id TEXT PRIMARY KEY CHECK (length(id) = 64),
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    expires_at TEXT NOT NULL,
    ${createdAt}
  )`,
    `CREATE INDEX sessions_user ON sessions (user_id)`,

    `CREATE TABLE profiles (
    user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    full_name TEXT NOT NULL CHECK (length(full_name) BETWEEN 1 AND 200),
    organization_name TEXT,
    email TEXT NOT NULL,
    phone TEXT,
    ${createdAt},
    updated_at TEXT NOT NULL DEFAULT ${now}
  )`,
    `CREATE INDEX profiles_created ON profiles (created_at DESC)`,

    `CREATE TABLE user_roles (
    ${id},
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    role TEXT NOT NULL ${inList("role", ["super_admin", "organization"])},
    ${createdAt},
    UNIQUE (user_id, role)
  )`,

    `CREATE TABLE one_time_tokens (
    token_hash TEXT PRIMARY KEY CHECK (length(token_hash) = 64),
    purpose TEXT NOT NULL ${inList("purpose", ["setup", "password_reset"])},
    user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
    expires_at TEXT NOT NULL,
    used_at TEXT,
    ${createdAt}
  )`,

    `CREATE TABLE login_attempts (
    email TEXT PRIMARY KEY,
    failures INTEGER NOT NULL DEFAULT 0 CHECK (failures >= 0),
    window_started_at TEXT NOT NULL,
    locked_until TEXT
  )`,

    `CREATE TABLE site_settings (
    id INTEGER PRIMARY KEY DEFAULT 1 CHECK (id = 1),
    site_name TEXT NOT NULL CHECK (length(site_name) BETWEEN 1 AND 100),
    support_email TEXT NOT NULL,
    safety_email TEXT NOT NULL,
    partnerships_email TEXT NOT NULL,
    updated_at TEXT NOT NULL DEFAULT ${now}
  )`,

    `CREATE TABLE announcements (
    ${id},
    title TEXT NOT NULL CHECK (length(title) >= 1),
    content TEXT NOT NULL CHECK (length(content) >= 1),
    priority INTEGER NOT NULL DEFAULT 1 CHECK (priority BETWEEN 1 AND 5),
    ${flag("is_active")},
    ${createdBy},
    ${createdAt}
  )`,
    `CREATE INDEX announcements_public ON announcements (is_active, priority DESC, created_at DESC)`,

    `CREATE TABLE hubs (
    ${id},
    title TEXT NOT NULL CHECK (length(title) >= 1),
    description TEXT,
    icon_name TEXT NOT NULL DEFAULT 'Package'
      ${inList("icon_name", ["Package", "BookOpen", "Camera", "Calendar", "Zap", "Heart", "Star", "Shield", "Users"])},
    color TEXT NOT NULL DEFAULT 'blue' ${inList("color", ["blue", "green", "pink", "purple", "amber", "red", "indigo"])},
    text_color TEXT NOT NULL DEFAULT 'text-blue',
    button_color TEXT NOT NULL DEFAULT 'button-blue',
    path TEXT NOT NULL CHECK (path LIKE '/%'),
    ${count("active_users_count")},
    display_order INTEGER NOT NULL DEFAULT 0,
    ${flag("is_active")},
    ${createdBy},
    ${createdAt}
  )`,
    `CREATE INDEX hubs_public ON hubs (is_active, display_order)`,

    `CREATE TABLE content_submissions (
    ${id},
    title TEXT NOT NULL CHECK (length(title) >= 1),
    description TEXT NOT NULL CHECK (length(description) >= 1),
    content_type TEXT NOT NULL ${inList("content_type", ["resource", "learning", "media", "event"])},
    age_group TEXT,
    tags TEXT CHECK (tags IS NULL OR json_valid(tags)),
    content_data TEXT CHECK (content_data IS NULL OR json_valid(content_data)),
    image_url TEXT,
    status TEXT NOT NULL DEFAULT 'pending' ${inList("status", REVIEW)},
    review_notes TEXT,
    reviewed_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
    reviewed_at TEXT,
    published_id INTEGER,
    submitted_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
    submitted_at TEXT NOT NULL DEFAULT ${now}
  )`,
    `CREATE INDEX content_submissions_queue ON content_submissions (status, submitted_at DESC)`,
    `CREATE INDEX content_submissions_type ON content_submissions (content_type, submitted_by, submitted_at DESC)`,

    `CREATE TABLE resources (
    ${id},
    title TEXT NOT NULL CHECK (length(title) >= 1),
    slug TEXT NOT NULL,
    description TEXT,
    category TEXT NOT NULL ${inList("category", ["education", "health", "safety", "rights", "environment"])},
    age_group TEXT NOT NULL,
    file_type TEXT NOT NULL DEFAULT 'PDF' ${inList("file_type", ["PDF", "DOC", "PPT", "VIDEO"])},
    file_url TEXT,
    file_path TEXT,
    pages INTEGER CHECK (pages IS NULL OR pages >= 0),
    ${count("download_count")},
    organization_name TEXT,
    tags TEXT CHECK (tags IS NULL OR json_valid(tags)),
    ${flag("is_active")},
    source_submission_id INTEGER UNIQUE REFERENCES content_submissions(id) ON DELETE SET NULL,
    ${createdBy},
    ${createdAt}
  )`,
    `CREATE INDEX resources_public ON resources (is_active, download_count DESC)`,
    `CREATE INDEX resources_slug ON resources (slug)`,
    `CREATE INDEX resources_created ON resources (created_at DESC)`,

    `CREATE TABLE courses (
    ${id},
    title TEXT NOT NULL CHECK (length(title) >= 1),
    description TEXT,
    category TEXT NOT NULL,
    level TEXT NOT NULL ${inList("level", ["Beginner", "Intermediate", "Advanced", "All Levels"])},
    rating ${real} CHECK (rating IS NULL OR rating BETWEEN 0 AND 5),
    thumbnail TEXT,
    instructor_name TEXT NOT NULL,
    duration TEXT NOT NULL,
    ${count("lessons_count")},
    ${count("enrolled_count")},
    age_group TEXT NOT NULL,
    badges TEXT CHECK (badges IS NULL OR json_valid(badges)),
    tags TEXT CHECK (tags IS NULL OR json_valid(tags)),
    price_type TEXT NOT NULL DEFAULT 'Free' ${inList("price_type", ["Free", "Paid"])},
    ${count("price_amount")},
    course_content TEXT CHECK (course_content IS NULL OR json_valid(course_content)),
    ${flag("is_active")},
    source_submission_id INTEGER UNIQUE REFERENCES content_submissions(id) ON DELETE SET NULL,
    ${createdBy},
    ${createdAt},
    CHECK (price_type = 'Paid' OR price_amount = 0)
  )`,
    `CREATE INDEX courses_public ON courses (is_active, enrolled_count DESC)`,

    `CREATE TABLE course_enrollments (
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    course_id INTEGER NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
    progress INTEGER NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
    enrolled_at TEXT NOT NULL DEFAULT ${now},
    completed_at TEXT,
    PRIMARY KEY (user_id, course_id)
  )`,
    `CREATE INDEX course_enrollments_course ON course_enrollments (course_id)`,

    `CREATE TABLE lesson_progress (
    user_id INTEGER NOT NULL,
    course_id INTEGER NOT NULL,
    lesson_index INTEGER NOT NULL CHECK (lesson_index >= 0),
    completed_at TEXT NOT NULL DEFAULT ${now},
    PRIMARY KEY (user_id, course_id, lesson_index),
    FOREIGN KEY (user_id, course_id) REFERENCES course_enrollments(user_id, course_id) ON DELETE CASCADE
  )`,
    `CREATE INDEX lesson_progress_day ON lesson_progress (user_id, completed_at)`,

    `CREATE TABLE media_submissions (
    ${id},
    title TEXT NOT NULL CHECK (length(title) >= 1),
    description TEXT,
    type TEXT NOT NULL ${inList("type", ["story", "artwork", "photo", "video"])},
    content TEXT,
    thumbnail TEXT,
    media_url TEXT,
    author_name TEXT NOT NULL CHECK (length(author_name) >= 1),
    author_age INTEGER CHECK (author_age IS NULL OR author_age BETWEEN 1 AND 120),
    age_group TEXT ${inList("age_group", ["6-10", "11-14", "15-18", "all"]).replace("CHECK (", "CHECK (age_group IS NULL OR ")},
    status TEXT NOT NULL DEFAULT 'pending' ${inList("status", REVIEW)},
    ${count("likes")},
    ${count("views")},
    ${count("comments_count")},
    rating ${real} CHECK (rating IS NULL OR rating BETWEEN 0 AND 5),
    submitted_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
    reviewed_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
    review_notes TEXT,
    reviewed_at TEXT,
    published_at TEXT,
    source_submission_id INTEGER UNIQUE REFERENCES content_submissions(id) ON DELETE SET NULL,
    ${createdAt}
  )`,
    `CREATE INDEX media_public ON media_submissions (status, likes DESC)`,
    `CREATE INDEX media_public_type ON media_submissions (status, type)`,
    `CREATE INDEX media_created ON media_submissions (created_at DESC)`,

    `CREATE TABLE media_likes (
    media_id INTEGER NOT NULL REFERENCES media_submissions(id) ON DELETE CASCADE,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    ${createdAt},
    PRIMARY KEY (media_id, user_id)
  )`,

    `CREATE TABLE events (
    ${id},
    title TEXT NOT NULL CHECK (length(title) >= 1),
    description TEXT,
    type TEXT NOT NULL ${inList("type", ["creative", "educational", "sports", "cultural", "workshop", "arts"])},
    event_date TEXT NOT NULL CHECK (${glob("event_date", "[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]")}),
    start_time TEXT NOT NULL CHECK (${glob("start_time", "[0-2][0-9]:[0-5][0-9]")}),
    end_time TEXT NOT NULL CHECK (${glob("end_time", "[0-2][0-9]:[0-5][0-9]")}),
    location TEXT NOT NULL CHECK (length(location) >= 1),
    district TEXT NOT NULL ${inList("district", DISTRICTS)},
    capacity INTEGER NOT NULL CHECK (capacity >= 0),
    ${count("registered_count")},
    age_group TEXT NOT NULL,
    price_type TEXT NOT NULL DEFAULT 'free' ${inList("price_type", ["free", "paid"])},
    ${count("price_amount")},
    price_currency TEXT NOT NULL DEFAULT 'LKR',
    organizer_name TEXT NOT NULL CHECK (length(organizer_name) >= 1),
    thumbnail TEXT,
    ${flag("featured", 0)},
    tags TEXT CHECK (tags IS NULL OR json_valid(tags)),
    contact_info TEXT CHECK (contact_info IS NULL OR json_valid(contact_info)),
    status TEXT NOT NULL DEFAULT 'upcoming' ${inList("status", ["upcoming", "ongoing", "completed", "cancelled"])},
    ${flag("is_active")},
    source_submission_id INTEGER UNIQUE REFERENCES content_submissions(id) ON DELETE SET NULL,
    ${createdBy},
    ${createdAt},
    CHECK (price_type = 'paid' OR price_amount = 0)
  )`,
    `CREATE INDEX events_public ON events (is_active, event_date)`,
    `CREATE INDEX events_public_status ON events (is_active, status, event_date)`,

    `CREATE TABLE event_registrations (
    ${id},
    event_id INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
    user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
    name TEXT NOT NULL CHECK (length(name) >= 1),
    email TEXT NOT NULL CHECK (length(email) >= 3),
    phone TEXT,
    notes TEXT,
    status TEXT NOT NULL DEFAULT 'pending' ${inList("status", ["pending", "confirmed", "cancelled"])},
    registered_at TEXT NOT NULL DEFAULT ${now}
  )`,
    `CREATE UNIQUE INDEX event_registrations_one_per_email ON event_registrations (event_id, lower(email))`,
    `CREATE INDEX event_registrations_recent ON event_registrations (registered_at DESC)`,
    `CREATE INDEX event_registrations_status ON event_registrations (status, registered_at DESC)`,
    `CREATE INDEX event_registrations_user ON event_registrations (user_id)`,

    `CREATE TABLE emergency_contacts (
    ${id},
    name TEXT NOT NULL CHECK (length(name) >= 1),
    number TEXT NOT NULL CHECK (length(number) >= 1),
    description TEXT,
    availability TEXT NOT NULL DEFAULT '24/7',
    category TEXT NOT NULL DEFAULT 'emergency'
      ${inList("category", ["police", "fire", "medical", "child", "disaster", "protection", "tourist", "mental", "emergency"])},
    superhero_name TEXT NOT NULL DEFAULT 'Emergency Hero',
    superhero_emoji TEXT NOT NULL DEFAULT '🦸',
    icon_color TEXT,
    display_order INTEGER NOT NULL DEFAULT 0 CHECK (display_order >= 0),
    ${flag("is_active")},
    ${createdBy},
    ${createdAt}
  )`,
    `CREATE INDEX emergency_contacts_public ON emergency_contacts (is_active, display_order)`,

    `CREATE TABLE categories (
    ${id},
    name TEXT NOT NULL CHECK (length(name) >= 1),
    description TEXT,
    hub_type TEXT NOT NULL ${inList("hub_type", ["learning", "resources", "events", "media"])},
    color TEXT NOT NULL DEFAULT '#3b82f6' CHECK (${hexColour}),
    icon_name TEXT NOT NULL DEFAULT 'BookOpen' ${inList("icon_name", [
      "BookOpen",
      "Code",
      "Microscope",
      "Palette",
      "Globe",
      "Shield",
      "Heart",
      "Scale",
      "Wrench",
      "Trophy",
      "Music",
      "Users",
      "Video",
      "Camera",
    ])},
    display_order INTEGER NOT NULL DEFAULT 0,
    ${flag("is_active")},
    ${createdBy},
    ${createdAt}
  )`,
    `CREATE INDEX categories_hub ON categories (hub_type, display_order)`,

    `CREATE TABLE tags (
    ${id},
    name TEXT NOT NULL UNIQUE CHECK (length(name) >= 1 AND name = lower(name) AND ${glob("name", "*[ \t\n]*", true)}),
    description TEXT,
    color TEXT NOT NULL DEFAULT '#10b981' CHECK (${hexColour}),
    ${count("usage_count")},
    ${flag("is_active")},
    ${createdBy},
    ${createdAt}
  )`,
    `CREATE INDEX tags_usage ON tags (usage_count DESC)`,

    `CREATE TABLE reports (
    ${id},
    target_type TEXT NOT NULL ${inList("target_type", ["media", "event"])},
    target_id INTEGER NOT NULL,
    reason TEXT NOT NULL ${inList("reason", ["inappropriate", "personal_info", "bullying", "unsafe", "spam", "other"])},
    details TEXT CHECK (details IS NULL OR length(details) <= 1000),
    status TEXT NOT NULL DEFAULT 'open' ${inList("status", ["open", "resolved", "dismissed"])},
    reporter_user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
    resolved_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
    resolved_at TEXT,
    ${createdAt}
  )`,
    `CREATE INDEX reports_queue ON reports (status, created_at DESC)`,
  ];
};

export async function up(db: Kysely<unknown>): Promise<void> {
  const d = ddl(dialectOf(db));
  for (const statement of [...(d.pg ? [PG_JSON_VALID] : []), ...statements(d)]) await sql.raw(statement).execute(db);
}

export async function down(): Promise<void> {
  throw new Error("The first migration cannot be undone; restore a backup instead.");
}
