/**
 * Every limit of the platform, in one place, with the reason for its number.
 *
 * Who we are sizing for: children use the site together. A school computer lab, a library, a youth
 * centre or a mobile network can put a whole class (or thousands of phones) behind one public address.
 * So a per-address limit is only a ceiling against floods, set well above what a lab does in a lesson:
 * "a class of 40 doing the same thing within 10 minutes" must always pass, twice in the same hour.
 * What a limit protects is counted where it lives: an account's password by the account, an inbox by
 * its e-mail, the reviewers' queue by all addresses together (the global safety valve below).
 *
 * Windows are fixed (aligned to the clock), counted in the database table `rate_limits` so that every
 * app process and a restart see the same counts (server/auth/rate-limit.ts).
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** What a limit counts by: the visitor's address (an IPv6 /64 is one), their account, or an e-mail. */
export type LimitSubject = "address" | "account" | "email";

/** The calls that are limited; one call may count against several limits (address and account). */
export type LimitedAction =
  | "signIn"
  | "signUp"
  | "passwordReset"
  | "emailVerification"
  | "submission"
  | "registration"
  | "report"
  | "upload"
  | "parentEmail"
  | "dataExport"
  | "classJoin";

export interface Limit {
  action: LimitedAction;
  per: LimitSubject;
  /** Calls allowed in one window. */
  max: number;
  windowMs: number;
}

export const LIMITS = {
  // Sign-in: the account is protected by the lockout below. The address ceiling only stops one machine
  // from trying passwords across many accounts (5 per account before each locks). 40 children signing
  // in with a typo or two each is about 120 attempts; 300 in 15 minutes is one attempt every 3 seconds
  // all the time, far past a lab and still small against a password-guessing run.
  signInPerAddress: { action: "signIn", per: "address", max: 300, windowMs: 15 * MINUTE },

  // Sign-up: every new account costs one argon2id hash and a row. Two classes of 40 in one hour from
  // one lab is 80; 100 an hour stops a script (1,000 an hour) long before it fills the users table.
  // Sign-ups have no account yet; all addresses together meet the global valve (site settings).
  signUpPerAddress: { action: "signUp", per: "address", max: 100, windowMs: HOUR },

  // Password reset e-mails: the inbox is protected per e-mail (5 an hour is plenty for one person who
  // lost the first mail); the address ceiling keeps our mail relay from being used to spray many inboxes
  // while two classes that forgot their passwords after the holidays (80) still get through.
  passwordResetPerAddress: { action: "passwordReset", per: "address", max: 100, windowMs: HOUR },
  passwordResetPerEmail: { action: "passwordReset", per: "email", max: 5, windowMs: HOUR },

  // Links that prove an e-mail address (issue #26): one at sign-up, more from My Account's "Send the
  // link again". Sized like password resets, for the same reasons: the inbox per e-mail, our relay per
  // address (two classes who all lost the first mail, 80, still pass).
  emailVerificationPerAddress: { action: "emailVerification", per: "address", max: 100, windowMs: HOUR },
  emailVerificationPerEmail: { action: "emailVerification", per: "email", max: 5, windowMs: HOUR },

  // Submissions (Media Hub creations and submitted events) fill the reviewers' queue. A workshop of 40
  // sending its artwork together passes from one address, twice in an hour; 150 an hour from one place
  // is a flood. A teacher may send a workshop's pieces from their own account: 60 an hour per account.
  submissionPerAddress: { action: "submission", per: "address", max: 150, windowMs: HOUR },
  submissionPerAccount: { action: "submission", per: "account", max: 60, windowMs: HOUR },

  // Event registrations take places from an event. A class registering for a workshop (40) passes from
  // one address; a teacher registering their class from their own account (40) passes too.
  registrationPerAddress: { action: "registration", per: "address", max: 150, windowMs: HOUR },
  registrationPerAccount: { action: "registration", per: "account", max: 60, windowMs: HOUR },

  // Reports fill the reports queue. A whole class reporting the same upsetting post (40) must pass;
  // one person rarely has more than a handful to report in an hour.
  reportPerAddress: { action: "report", per: "address", max: 100, windowMs: HOUR },
  reportPerAccount: { action: "report", per: "account", max: 30, windowMs: HOUR },

  // Image uploads are staff-only (course thumbnails, event images); each costs a re-encode with sharp.
  // An organization filling in a term's courses uploads dozens; 150 an hour per account, and an office
  // of several staff behind one address gets twice that.
  uploadPerAddress: { action: "upload", per: "address", max: 300, windowMs: HOUR },
  uploadPerAccount: { action: "upload", per: "account", max: 150, windowMs: HOUR },

  // A parent's e-mails (child safety, #12): "send the e-mail again" from a child waiting for consent, and
  // a parent asking for a new link to their child's page. Like password resets: the parent's inbox is
  // protected per e-mail (a child's button also waits 10 minutes between sends, CONSENT_RESEND_MINUTES),
  // and the address ceiling keeps our mail relay from spraying inboxes while a class of 40 whose parents
  // have not answered can all press "send again", twice in an hour.
  parentEmailPerAddress: { action: "parentEmail", per: "address", max: 100, windowMs: HOUR },
  parentEmailPerEmail: { action: "parentEmail", per: "email", max: 5, windowMs: HOUR },

  // "Download my data" (and a parent's download) reads every table about an account in one go. Nobody
  // needs it more than a few times an hour: 20 per account; a class of 40 downloading theirs twice
  // from one lab is 80, below the address ceiling of 150.
  dataExportPerAddress: { action: "dataExport", per: "address", max: 150, windowMs: HOUR },
  dataExportPerAccount: { action: "dataExport", per: "account", max: 20, windowMs: HOUR },

  // A class's join code (issue 31): looking a code up and joining with it both count, so guessing codes is
  // slow (30 tries an hour per account, 300 per address: a code is one of 244 million). A class of 40
  // joining together is 80 calls from the lab's one address, twice in an hour 160.
  classJoinPerAddress: { action: "classJoin", per: "address", max: 300, windowMs: HOUR },
  classJoinPerAccount: { action: "classJoin", per: "account", max: 30, windowMs: HOUR },
} as const satisfies Record<string, Limit>;

export type LimitName = keyof typeof LIMITS;

/**
 * Sign-in failures per account (by e-mail, so unknown e-mails are throttled the same way and do not
 * tell which accounts exist): 5 failures within 15 minutes lock that e-mail for 15 minutes. This is
 * what protects a child's password; it never touches another account on the same address.
 */
/** A repeat view of a media item from the same address within this time is not counted; the sweep forgets older marks. */
export const MEDIA_VIEW_WINDOW_MS = 30 * 60_000;

/**
 * How long a reviewer's "shown" mark (issue #29: the picture was shown on their screen) lets an approval
 * of that picture through: a working day. A look that never became a decision is forgotten by the sweep
 * after it, and an older mark no longer counts, so an approval always follows a look of the same day.
 */
export const REVIEW_SHOWN_MARK_MS = 12 * 60 * MINUTE;

export const SIGN_IN_LOCKOUT = { maxFailures: 5, windowMs: 15 * MINUTE, lockoutMs: 15 * MINUTE } as const;

/**
 * The global safety valve: sign-ups and submissions from all addresses together in one clock hour.
 * The ceilings are site settings (back office, Settings); these are the defaults of migration 0006.
 * - Sign-ups past the ceiling get a clear "try again in N minutes" (README, Decisions): a flood spread
 *   over many addresses is the one thing per-address limits cannot see.
 * - Submissions past the ceiling are still accepted, as pending like every submission, and the
 *   dashboard says "many submissions this hour": a child's work is never refused by the valve.
 * 300 sign-ups an hour is several schools joining in the same hour; 200 submissions an hour is more
 * than the review team handles in a day.
 */
export const VALVES = {
  signUps: { window: HOUR, setting: "signup_hourly_ceiling", defaultCeiling: 300, refuses: true },
  submissions: { window: HOUR, setting: "submission_hourly_ceiling", defaultCeiling: 200, refuses: false },
} as const;

export type ValveName = keyof typeof VALVES;

/** Every counter the dashboard shows per day: the limits, the lockout, and the valves passed. */
export const HIT_COUNTERS = [...(Object.keys(LIMITS) as LimitName[]), "signInLockout", "signUpValve", "submissionValve"] as const;
export type HitCounter = (typeof HIT_COUNTERS)[number];

/**
 * The sweep (server/services/sweep.ts) deletes what no request needs any more. Login-attempt rows are
 * kept for one lockout window after their last use; daily hit counts for 30 days.
 */
export const SWEEP = {
  everyMs: HOUR,
  /**
   * Rows per DELETE: about 4 ms each (`npm run bench:sweep`). Every fifth or so of them also folds the
   * write-ahead log into the database (SQLite's automatic checkpoint, about 40 ms), which smaller
   * batches do not avoid: it is per 1,000 pages written.
   */
  batchSize: 200,
  /** Between two DELETEs: long enough for the requests that arrived meanwhile to be answered. */
  pauseMs: 10,
  hitsKeptDays: 30,
} as const;
