/**
 * The stored shape of every table, as Kysely sees it.
 * Conventions: booleans are INTEGER 0/1, times are ISO-8601 UTC text, event dates are YYYY-MM-DD,
 * lists and JSON objects are stored as JSON text.
 */
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from "kysely";

/** A column the database fills in by default; it may still be given on insert. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;
type Id = Generated<number>;
type Flag = Defaulted<number>;
type CreatedAt = Defaulted<string>;

export interface UsersTable {
  id: Id;
  email: string;
  password_hash: string;
  created_at: CreatedAt;
  /** When the owner proved the address (migration 0014): only then does it link data to the account. */
  email_verified_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Migration 0014: a link sent to prove an address; only its token's SHA-256 is stored. */
export interface EmailVerificationsTable {
  token_hash: string;
  user_id: number;
  /** The address the link proves: a link sent before the address changed proves nothing. */
  email: string;
  expires_at: string;
  created_at: CreatedAt;
}

export interface SessionsTable {
  /** SHA-256 (hex) of the token held in the cookie; the token itself is never stored. */
  id: string;
  user_id: number;
  expires_at: string;
  created_at: CreatedAt;
}

export type AgeRange = "under_13" | "13_15" | "16_17" | "18_plus" | "adult_carer";

export interface ProfilesTable {
  user_id: number;
  /** Shown publicly; unique whatever the case. Filled as "member_<id>" by a trigger when not given. */
  username: ColumnType<string, string | null | undefined, string>;
  /** Optional and private: never in a public answer. */
  full_name: string | null;
  /** Null for accounts made before age ranges were asked (treated as adults). */
  age_range: AgeRange | null;
  /** For a child of 13 or over: whether the parent keeps the progress view (1) or not (0). */
  parent_view: Flag;
  organization_name: string | null;
  email: string;
  phone: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  /** The language last used to sign in or sign up (migration 0012); NULL: the site's default. */
  locale: ColumnType<SiteLocale | null, SiteLocale | null | undefined, SiteLocale | null>;
  /** The back office's language the staff member chose (migration 0017); NULL: not chosen. */
  back_office_locale: ColumnType<SiteLocale | null, SiteLocale | null | undefined, SiteLocale | null>;
}

/** The languages of the site (e-mails are written in the recipient's). */
export type SiteLocale = "en" | "si" | "ta";

/** The roles stored in user_roles (staff). */
export type StaffRole = "super_admin" | "organization";
/**
 * Every role a caller may have: the staff roles, and "teacher" (migration 0027), which a confirmed row of
 * teacher_accounts gives (a super admin confirms it; it is never self-declared).
 */
export type Role = StaffRole | "teacher";

export interface UserRolesTable {
  id: Id;
  user_id: number;
  role: StaffRole;
  created_at: CreatedAt;
}

export interface OneTimeTokensTable {
  /** SHA-256 (hex) of the token sent by link. */
  token_hash: string;
  purpose: "setup" | "password_reset";
  user_id: number | null;
  expires_at: string;
  used_at: string | null;
  created_at: CreatedAt;
}

export interface LoginAttemptsTable {
  /** Lower-cased e-mail the attempts were made for. */
  email: string;
  failures: number;
  window_started_at: string;
  locked_until: string | null;
}

export interface SiteSettingsTable {
  id: Defaulted<number>;
  site_name: string;
  support_email: string;
  safety_email: string;
  partnerships_email: string;
  /** The global safety valve (migration 0006): sign-ups from all addresses together per hour. */
  signup_hourly_ceiling: Defaulted<number>;
  /** Submissions (media and events) from all addresses together per hour before the dashboard warns. */
  submission_hourly_ceiling: Defaulted<number>;
  /** Below this age a parent must agree before anything personal is stored (13, 16 or 18). */
  consent_age: Defaulted<number>;
  /** Where "Leave quickly" goes. */
  quick_exit_url: Defaulted<string>;
  /** E-mail switches (migration 0012), 1 = on: review decisions to submitters, registration status to registrants, organisers' daily digest. */
  mail_review_decisions: Defaulted<0 | 1>;
  mail_registration_status: Defaulted<0 | 1>;
  mail_registration_digest: Defaulted<0 | 1>;
  /** Where the organisation is, as the contact page shows it (migration 0018); NULL: the default text. */
  contact_address: ColumnType<string | null, string | null | undefined, string | null>;
  /** The language site_name and contact_address are written in (migration 0018). */
  language: Defaulted<TextLanguage>;
  updated_at: CreatedAt;
}

/** One fixed window of one limit for one subject (migration 0006). */
export interface RateLimitsTable {
  bucket: string;
  /** An address key, "account:<id>", "email:<e>", or "*" for all addresses together. */
  subject: string;
  window_start: string;
  window_end: string;
  count: number;
}

/** A form that created something, kept a minute so a double tap gets the first answer (migration 0017). */
export interface FormReceiptsTable {
  /** SHA-256 (hex) of the form's name, the sender (address, account) and what it carried. */
  key: string;
  /** Where its answer sent the visitor; null while it is being handled. */
  location: string | null;
  created_at: string;
}

/** An address that viewed a media item, kept 30 minutes so a repeat is not counted (migration 0013). */
export interface MediaViewMarksTable {
  address: string;
  media_id: number;
  counted_at: string;
}

/** A reviewer's screen showed an item's picture (migration 0024); an approval of a picture needs one. */
export interface ReviewShownMarksTable {
  reviewer_id: number;
  module: string;
  row_id: number;
  /** The picture's address as it was shown: a changed picture needs a new look. */
  picture: string;
  shown_at: string;
}

/** How often a limit refused a call on one Sri Lanka calendar day. */
export interface RateLimitHitsTable {
  day: string;
  bucket: string;
  count: number;
}

/** The language of a piece of content: Sinhala, Tamil, English, or for everyone. */
export type ContentLanguage = "si" | "ta" | "en" | "all";

/**
 * The language a row's texts are written in (its original; migration 0018). Rows of the translatable
 * tables never hold 'all' after that migration (the back office offers the three languages only).
 */
export type TextLanguage = "si" | "ta" | "en";

export interface AnnouncementsTable {
  id: Id;
  title: string;
  content: string;
  priority: Defaulted<number>;
  is_active: Flag;
  created_by: number | null;
  created_at: CreatedAt;
  /** The language the content is written in; "all" for everyone (migration 0008). */
  language: Defaulted<ContentLanguage>;
}

export interface HubsTable {
  id: Id;
  title: string;
  description: string | null;
  icon_name: Defaulted<string>;
  color: Defaulted<string>;
  text_color: Defaulted<string>;
  button_color: Defaulted<string>;
  path: string;
  active_users_count: Defaulted<number>;
  display_order: Defaulted<number>;
  is_active: Flag;
  created_by: number | null;
  created_at: CreatedAt;
  /** The language its texts are written in (migration 0018). */
  language: Defaulted<TextLanguage>;
}

export interface ResourcesTable {
  id: Id;
  title: string;
  slug: string;
  description: string | null;
  category: "education" | "health" | "safety" | "rights" | "environment";
  age_group: string;
  file_type: Defaulted<"PDF" | "DOC" | "PPT" | "VIDEO">;
  /** External address of the file, when it is not uploaded. */
  file_url: string | null;
  /** Name of an uploaded file inside UPLOADS_DIR, chosen by the server. */
  file_path: string | null;
  pages: number | null;
  download_count: Defaulted<number>;
  organization_name: string | null;
  tags: string | null;
  is_active: Flag;
  source_submission_id: number | null;
  created_by: number | null;
  created_at: CreatedAt;
  /** The language the content is written in; "all" for everyone (migration 0008). */
  language: Defaulted<ContentLanguage>;
}

export interface CoursesTable {
  id: Id;
  title: string;
  description: string | null;
  category: string;
  level: "Beginner" | "Intermediate" | "Advanced" | "All Levels";
  rating: number | null;
  thumbnail: string | null;
  instructor_name: string;
  duration: string;
  lessons_count: Defaulted<number>;
  enrolled_count: Defaulted<number>;
  age_group: string;
  badges: string | null;
  tags: string | null;
  price_type: Defaulted<"Free" | "Paid">;
  price_amount: Defaulted<number>;
  /**
   * The JSON that held the lessons before migration 0018 moved them to course_lessons; kept only for a
   * course whose JSON held more than the lessons (NULL otherwise). Nothing reads it.
   */
  legacy_course_content: string | null;
  is_active: Flag;
  source_submission_id: number | null;
  created_by: number | null;
  created_at: CreatedAt;
  /** The language the content is written in; "all" for everyone (migration 0008). */
  language: Defaulted<ContentLanguage>;
}

/** One lesson of a course, in order (migration 0018; they were JSON inside courses.course_content). */
export interface CourseLessonsTable {
  id: Id;
  course_id: number;
  /** Orders the course's lessons (ascending; ties by id). */
  position: Defaulted<number>;
  title: string;
  duration: string | null;
  /** The lesson's blocks, JSON (migration 0023; admin-modules/domain/lesson-blocks.ts). */
  blocks: string | null;
  /** Every text of the blocks under its key, JSON: the lesson's translatable field. */
  block_texts: string | null;
  /** How the lesson's practice is mastered: n right in a row, m right of the last n, or all right. */
  mastery_rule: Defaulted<"streak" | "recent" | "all">;
  mastery_correct: Defaulted<number>;
  mastery_window: Defaulted<number>;
  language: Defaulted<TextLanguage>;
  created_at: CreatedAt;
}

/** Migration 0027: an adult who asked to be a teacher; a teacher once a super admin confirmed it. */
export interface TeacherAccountsTable {
  user_id: number;
  school: string | null;
  requested_at: CreatedAt;
  confirmed_at: string | null;
  confirmed_by: number | null;
}

/** Migration 0027: a teacher's class, joined with its code. */
export interface ClassesTable {
  id: Id;
  teacher_id: number;
  name: string;
  school: string;
  grade: string;
  language: SiteLocale;
  join_code: string;
  created_at: CreatedAt;
}

/** Migration 0027: a named group within a class. */
export interface ClassGroupsTable {
  id: Id;
  class_id: number;
  name: string;
}

/** Migration 0027: a child in a class. */
export interface ClassMembersTable {
  class_id: number;
  user_id: number;
  group_id: number | null;
  joined_at: CreatedAt;
}

/** Migration 0027: a course or some of its lessons given to a class, one group or one child. */
export interface ClassAssignmentsTable {
  id: Id;
  class_id: number;
  course_id: number;
  /** JSON array of lesson ids; NULL: the whole course. */
  lesson_ids: string | null;
  group_id: number | null;
  user_id: number | null;
  due_date: string | null;
  created_at: CreatedAt;
}

/** View (migration 0027): a teacher account with its profile and counts. Read-only. */
export interface AdminTeachersView {
  user_id: number;
  username: string;
  full_name: string | null;
  email: string;
  school: string | null;
  requested_at: string;
  confirmed_at: string | null;
  confirmed_by: number | null;
  status: "requested" | "confirmed";
  classes_count: number;
  children_count: number;
}

/** View (migration 0027): a class with its teacher's username and counts. Read-only. */
export interface AdminClassesView {
  id: number;
  name: string;
  school: string;
  grade: string;
  language: SiteLocale;
  join_code: string;
  teacher_id: number;
  created_at: string;
  teacher_username: string;
  children_count: number;
  assignments_count: number;
}

/** One answer a learner gave to an exercise, as the server judged it (migration 0023). */
export interface ExerciseAttemptsTable {
  id: Id;
  user_id: number;
  course_id: number;
  lesson_id: number;
  /** The exercise: its block's id within the lesson. */
  block_id: string;
  /** The learner's own id for this answer: sent twice, it is stored once. */
  attempt_key: string;
  /** The answer as given (JSON). */
  answer: string;
  correct: 0 | 1;
  /** 1 unless it is another try right after a wrong answer to the same exercise. */
  first_try: 0 | 1;
  /** For the attempt that mastered its lesson, what it reached (JSON, migration 0029); else null. */
  reached: ColumnType<string | null, string | null | undefined, string | null>;
  answered_at: CreatedAt;
}

/** When a learner first practised a lesson and when they mastered it (migration 0023). */
export interface LessonMasteryTable {
  user_id: number;
  course_id: number;
  lesson_id: number;
  practised_at: CreatedAt;
  mastered_at: string | null;
}

/**
 * One translated text of a row (migration 0018): the row's table and id, the field, the language, and the
 * original text it was made from (when the original changes, the translation is out of date).
 */
export interface ContentTranslationsTable {
  entity: string;
  row_id: number;
  field: string;
  language: TextLanguage;
  text: string;
  source_text: string;
  /** 1 once a native speaker has checked it. */
  reviewed: Defaulted<0 | 1>;
  updated_at: CreatedAt;
}

/** A resource's earlier slug (migration 0018), so an old address still reaches it. */
export interface SlugHistoryTable {
  entity: string;
  slug: string;
  row_id: number;
  created_at: CreatedAt;
}

export interface CourseEnrollmentsTable {
  user_id: number;
  course_id: number;
  progress: Defaulted<number>;
  enrolled_at: CreatedAt;
  completed_at: string | null;
}

/** A lesson a learner marked done (migration 0018: by the lesson, not by its place in the course). */
export interface LessonProgressTable {
  user_id: number;
  course_id: number;
  lesson_id: number;
  completed_at: CreatedAt;
}

export type MediaType = "story" | "artwork" | "photo" | "video";
export type ReviewStatus = "pending" | "approved" | "rejected";

export interface MediaSubmissionsTable {
  id: Id;
  title: string;
  description: string | null;
  type: MediaType;
  content: string | null;
  thumbnail: string | null;
  media_url: string | null;
  author_name: string;
  author_age: number | null;
  age_group: string | null;
  status: Defaulted<ReviewStatus>;
  likes: Defaulted<number>;
  views: Defaulted<number>;
  comments_count: Defaulted<number>;
  rating: number | null;
  submitted_by: number | null;
  reviewed_by: number | null;
  review_notes: string | null;
  reviewed_at: string | null;
  published_at: string | null;
  source_submission_id: number | null;
  created_at: CreatedAt;
  /** The language the content is written in; "all" for everyone (migration 0008). */
  language: Defaulted<ContentLanguage>;
  /** 1 when a safeguarding word was found on submit; urgent_rule names it (migration 0026). */
  urgent: Flag;
  urgent_rule: string | null;
}

export interface MediaLikesTable {
  media_id: number;
  user_id: number;
  created_at: CreatedAt;
}

export type EventType = "creative" | "educational" | "sports" | "cultural" | "workshop" | "arts";

export interface EventsTable {
  id: Id;
  title: string;
  description: string | null;
  type: EventType;
  event_date: string;
  start_time: string;
  end_time: string;
  location: string;
  district: string;
  capacity: number;
  registered_count: Defaulted<number>;
  age_group: string;
  price_type: Defaulted<"free" | "paid">;
  price_amount: Defaulted<number>;
  price_currency: Defaulted<string>;
  organizer_name: string;
  thumbnail: string | null;
  featured: Flag;
  tags: string | null;
  /** The organiser's contact (migration 0025): a phone number, an e-mail address, a website. */
  contact_phone: ColumnType<string | null, string | null | undefined, string | null>;
  contact_email: ColumnType<string | null, string | null | undefined, string | null>;
  contact_website: ColumnType<string | null, string | null | undefined, string | null>;
  /** The contact JSON of before migration 0025, kept only where it held more than the three fields. */
  legacy_contact_info: ColumnType<string | null, string | null | undefined, string | null>;
  status: Defaulted<"upcoming" | "ongoing" | "completed" | "cancelled">;
  is_active: Flag;
  source_submission_id: number | null;
  /** Organization writes wait for a super admin (migration 0004): only approved rows are public. */
  review_status: Defaulted<ReviewStatus>;
  /** JSON: an organization's edit of an approved row, applied when a super admin approves it. */
  pending_changes: string | null;
  reviewed_by: number | null;
  reviewed_at: string | null;
  review_notes: string | null;
  created_by: number | null;
  created_at: CreatedAt;
  /** The language the content is written in; "all" for everyone (migration 0008). */
  language: Defaulted<ContentLanguage>;
  /** Who last switched the event off (migration 0016): an organization's switching on again is reviewed unless it was them. */
  deactivated_by: ColumnType<number | null, number | null | undefined, number | null>;
  /** 1 when a safeguarding word was found when it was written; urgent_rule names it (migration 0028). */
  urgent: Flag;
  urgent_rule: string | null;
}

export interface EventRegistrationsTable {
  id: Id;
  event_id: number;
  user_id: number | null;
  name: string;
  email: string;
  phone: string | null;
  notes: string | null;
  status: Defaulted<"pending" | "confirmed" | "cancelled">;
  registered_at: CreatedAt;
  /** The child's age; NULL on registrations made before migration 0005. */
  participant_age: number | null;
  /** The parent's or guardian's name (the e-mail is theirs); NULL on older registrations. */
  guardian_name: string | null;
  /** 1 when the parent ticked consent; required by the database for a child under 13. */
  guardian_consent: Defaulted<0 | 1>;
  /** The language of the page it was made on (migration 0012): its e-mails are written in it. */
  locale: ColumnType<SiteLocale | null, SiteLocale | null | undefined, SiteLocale | null>;
  /** When the organiser's daily digest listed it; NULL until then. */
  digested_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Migration 0012: one staff write; never updated (a trigger refuses), deleted only by the prune command. */
export interface AuditLogTable {
  id: Id;
  created_at: CreatedAt;
  /** The Sri Lanka date of created_at (the date filter). */
  day: string;
  actor_id: number | null;
  /** The actor's name and e-mail as they were (an entry outlives the account). */
  actor_label: string;
  module: string;
  row_id: number | null;
  action: string;
  /** JSON: { field: { before, after } }; secrets never. */
  changes: string | null;
  /** The row's title when the entry was written (migration 0022); NULL for older entries and screens. */
  row_label: string | null;
}

/** Migration 0012: an e-mail decided inside a write's transaction, delivered after the commit. */
export interface MailQueueTable {
  id: Id;
  created_at: CreatedAt;
  kind: string;
  to_address: string;
  subject: string;
  body: string;
  attempts: Defaulted<number>;
}

/** Migration 0012: the Sri Lanka day a once-a-day job last ran. */
export interface JobRunsTable {
  name: string;
  last_day: string;
}

export interface EmergencyContactsTable {
  id: Id;
  name: string;
  number: string;
  description: string | null;
  availability: Defaulted<string>;
  category: Defaulted<string>;
  superhero_name: Defaulted<string>;
  superhero_emoji: Defaulted<string>;
  icon_color: string | null;
  display_order: Defaulted<number>;
  is_active: Flag;
  /** Organization writes wait for a super admin (migration 0004): only approved rows are public. */
  review_status: Defaulted<ReviewStatus>;
  /** JSON: an organization's edit of an approved row, applied when a super admin approves it. */
  pending_changes: string | null;
  reviewed_by: number | null;
  reviewed_at: string | null;
  review_notes: string | null;
  created_by: number | null;
  created_at: CreatedAt;
  /** Who last switched the helpline off (migration 0016), as for events. */
  deactivated_by: ColumnType<number | null, number | null | undefined, number | null>;
  /** The language its texts are written in (migration 0018). */
  language: Defaulted<TextLanguage>;
}

export type ContentType = "resource" | "learning" | "media" | "event";

export interface ContentSubmissionsTable {
  id: Id;
  title: string;
  description: string;
  content_type: ContentType;
  age_group: string | null;
  tags: string | null;
  content_data: string | null;
  image_url: string | null;
  status: Defaulted<ReviewStatus>;
  review_notes: string | null;
  reviewed_by: number | null;
  reviewed_at: string | null;
  /** Id of the row this submission became in its public table once approved. */
  published_id: number | null;
  submitted_by: number | null;
  submitted_at: CreatedAt;
  /** 1 when a safeguarding word was found when it was written; urgent_rule names it (migration 0028). */
  urgent: Flag;
  urgent_rule: string | null;
}

export interface CategoriesTable {
  id: Id;
  name: string;
  description: string | null;
  hub_type: "learning" | "resources" | "events" | "media";
  color: Defaulted<string>;
  icon_name: Defaulted<string>;
  display_order: Defaulted<number>;
  is_active: Flag;
  created_by: number | null;
  created_at: CreatedAt;
  /** The language its texts are written in (migration 0018). */
  language: Defaulted<TextLanguage>;
}

export interface TagsTable {
  id: Id;
  name: string;
  description: string | null;
  color: Defaulted<string>;
  usage_count: Defaulted<number>;
  is_active: Flag;
  created_by: number | null;
  created_at: CreatedAt;
  /** The language its texts are written in (migration 0018). */
  language: Defaulted<TextLanguage>;
}

export type ReportTargetType = "media" | "event" | "course" | "byline";

export interface ReportsTable {
  id: Id;
  /** "byline": the person named on a media item (target_id is the media item's id). */
  target_type: ReportTargetType;
  target_id: number;
  reason: string;
  details: string | null;
  status: Defaulted<"open" | "resolved" | "dismissed">;
  reporter_user_id: number | null;
  resolved_by: number | null;
  resolved_at: string | null;
  created_at: CreatedAt;
  /** 1 when a safeguarding word was found in the details; urgent_rule names it (migration 0026). */
  urgent: Flag;
  urgent_rule: string | null;
}

export type ScreeningKind = "personal" | "abuse" | "self_harm" | "bullying" | "danger";

/** Staff-edited words and phrases (migration 0026). */
export interface ScreeningWordsTable {
  id: Id;
  phrase: string;
  kind: ScreeningKind;
  language: Defaulted<TextLanguage>;
  /** 1: no native speaker has checked it yet. */
  needs_review: Flag;
  is_active: Flag;
  created_by: number | null;
  created_at: CreatedAt;
}

/**
 * Migration 0020: one counter per account, bumped by triggers whenever what a signed-in page shows that
 * person about themselves changes (account, profile, roles, consent, enrolments, lesson ticks).
 */
export interface PersonalVersionsTable {
  user_id: number;
  version: Defaulted<number>;
  /** Moved only by writes to what the session statement reads of the account (migration 0030). */
  account_version: Defaulted<number>;
}

/** Migration 0009: one counter per table a public page reads, bumped by triggers on every write to it. */
export interface TableVersionsTable {
  name: string;
  version: number;
}

/** Migration 0009: the phone-sized copies of an uploaded image, found by the original's address. */
export interface ImageVariantsTable {
  url: string;
  width: number;
  height: number;
  /** At most 1,600 px wide, in the original's format. */
  large_url: string;
  large_width: number;
  large_height: number;
  /** WebP, at most 480 px wide: what cards show. */
  thumb_url: string;
  thumb_width: number;
  thumb_height: number;
  created_at: CreatedAt;
}

/** View (migration 0002): a profile with its effective role. Read-only. */

export interface ParentalConsentsTable {
  user_id: number;
  parent_email: string;
  status: Defaulted<"pending" | "granted">;
  requested_at: CreatedAt;
  consented_at: string | null;
  last_sent_at: string | null;
}

/** Migration 0015: one of a parent's links to the child's page (several may work at once). */
export interface ParentLinksTable {
  id: Id;
  user_id: number;
  /** SHA-256 (hex) of the link's token. */
  token_hash: string;
  created_at: CreatedAt;
  expires_at: string;
}

export interface LearningTimeTable {
  user_id: number;
  /** Sri Lanka day, YYYY-MM-DD. */
  day: string;
  seconds: Defaulted<number>;
  last_beat_at: string | null;
  break_shown_at: string | null;
}

export interface AdminUsersView {
  user_id: number;
  username: string;
  age_range: AgeRange | null;
  full_name: string | null;
  email: string;
  organization_name: string | null;
  phone: string | null;
  created_at: string;
  updated_at: string;
  role: Role | null;
}

/** View (migration 0002): a registration with its event's title, date, type and owner. Read-only. */
export interface AdminEventRegistrationsView {
  id: number;
  event_id: number;
  user_id: number | null;
  name: string;
  email: string;
  phone: string | null;
  notes: string | null;
  status: "pending" | "confirmed" | "cancelled";
  registered_at: string;
  participant_age: number | null;
  guardian_name: string | null;
  guardian_consent: 0 | 1;
  event_title: string;
  event_date: string;
  event_type: EventType;
  event_owner: number | null;
}

/** Marks a row of the demo seed (migration 0007); the marker goes when the row goes. */
export interface DemoRowsTable {
  table_name: DemoTable;
  row_id: number;
}

export type DemoTable =
  | "announcements"
  | "hubs"
  | "resources"
  | "courses"
  | "media_submissions"
  | "events"
  | "event_registrations"
  | "categories"
  | "tags"
  | "content_submissions";

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  profiles: ProfilesTable;
  user_roles: UserRolesTable;
  one_time_tokens: OneTimeTokensTable;
  login_attempts: LoginAttemptsTable;
  site_settings: SiteSettingsTable;
  rate_limits: RateLimitsTable;
  media_view_marks: MediaViewMarksTable;
  review_shown_marks: ReviewShownMarksTable;
  form_receipts: FormReceiptsTable;
  rate_limit_hits: RateLimitHitsTable;
  announcements: AnnouncementsTable;
  hubs: HubsTable;
  resources: ResourcesTable;
  courses: CoursesTable;
  course_lessons: CourseLessonsTable;
  content_translations: ContentTranslationsTable;
  slug_history: SlugHistoryTable;
  course_enrollments: CourseEnrollmentsTable;
  lesson_progress: LessonProgressTable;
  exercise_attempts: ExerciseAttemptsTable;
  lesson_mastery: LessonMasteryTable;
  media_submissions: MediaSubmissionsTable;
  media_likes: MediaLikesTable;
  events: EventsTable;
  event_registrations: EventRegistrationsTable;
  emergency_contacts: EmergencyContactsTable;
  content_submissions: ContentSubmissionsTable;
  categories: CategoriesTable;
  tags: TagsTable;
  reports: ReportsTable;
  screening_words: ScreeningWordsTable;
  demo_rows: DemoRowsTable;
  parental_consents: ParentalConsentsTable;
  parent_links: ParentLinksTable;
  email_verifications: EmailVerificationsTable;
  learning_time: LearningTimeTable;
  table_versions: TableVersionsTable;
  personal_versions: PersonalVersionsTable;
  image_variants: ImageVariantsTable;
  teacher_accounts: TeacherAccountsTable;
  classes: ClassesTable;
  class_groups: ClassGroupsTable;
  class_members: ClassMembersTable;
  class_assignments: ClassAssignmentsTable;
  admin_teachers: AdminTeachersView;
  admin_classes: AdminClassesView;
  admin_users: AdminUsersView;
  admin_event_registrations: AdminEventRegistrationsView;
  audit_log: AuditLogTable;
  mail_queue: MailQueueTable;
  job_runs: JobRunsTable;
}

export type TableName = keyof Database;
export type Row<T extends TableName> = Selectable<Database[T]>;
export type NewRow<T extends TableName> = Insertable<Database[T]>;
export type RowUpdate<T extends TableName> = Updateable<Database[T]>;
