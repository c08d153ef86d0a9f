/**
 * The rules of child safety that the server and the forms share: age ranges, who needs a parent's
 * consent, who keeps a parent's view, and what a public username may be.
 */
export const AGE_RANGES = ["under_13", "13_15", "16_17", "18_plus", "adult_carer"] as const;
export type AgeRangeValue = (typeof AGE_RANGES)[number];

/** Consent ages a site may choose. 16 is the default (see README, "Privacy and children's data"). */
export const CONSENT_AGES = [13, 16, 18] as const;
export const DEFAULT_CONSENT_AGE = 16;
/** The spec's age for parents seeing progress: below it, the parent's view always stays. */
export const PARENT_VIEW_ALWAYS_BELOW = 13;

/** The oldest age a range holds; adults have no limit. */
const OLDEST: Record<AgeRangeValue, number> = { under_13: 12, "13_15": 15, "16_17": 17, "18_plus": Infinity, adult_carer: Infinity };

/** Whether someone in this range is below the consent age (null: an account older than age ranges, an adult). */
export function needsParentConsent(ageRange: AgeRangeValue | null, consentAge: number): boolean {
  return ageRange !== null && OLDEST[ageRange] < consentAge;
}

/** Whether the child cannot switch the parent's view off (the spec's under-13 rule). */
export function parentViewIsAlwaysOn(ageRange: AgeRangeValue | null): boolean {
  return ageRange !== null && OLDEST[ageRange] < PARENT_VIEW_ALWAYS_BELOW;
}

/** Consent waits 30 days for a parent; the parent's link to agree lives 7 days (a new e-mail makes a new one). */
export const CONSENT_WAIT_DAYS = 30;
export const CONSENT_LINK_DAYS = 7;
/** Once agreed, the parent's view link lives this long, and the parent can renew it by e-mail. */
export const PARENT_VIEW_LINK_DAYS = 180;
/** "Send the e-mail again" works once per this many minutes. */
export const CONSENT_RESEND_MINUTES = 10;

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;

/** Why a username is refused, as a message key suffix; null when it is fine. */
export function usernameProblem(value: string): "length" | "characters" | "email" | "phone" | "reserved" | null {
  if (value.includes("@") || /(gmail|yahoo|hotmail|outlook|icloud)/i.test(value) || /\.(com|lk|org|net|edu|gov|info|io)$/i.test(value)) return "email";
  if ((value.match(/\d/g) ?? []).length >= 7) return "phone";
  if (value.length < USERNAME_MIN || value.length > USERNAME_MAX) return "length";
  if (!/^[A-Za-z0-9_.]+$/.test(value)) return "characters";
  // Accounts made before usernames were called "member_<id>": nobody may take one first.
  if (/^member_\d+$/i.test(value)) return "reserved";
  return null;
}

/** Letters and digits only, lower case: "Lotus Lane School" and "lotus_lane.school" read the same. */
const compact = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, "");

/**
 * The staff's listed school or place name (a "personal" screening word, issue #29) a username holds,
 * read without case, spaces, "_" or "." (a username has only Latin letters and digits, so only the
 * Latin-letter names can be in one); null when it holds none. Names shorter than 4 letters are not
 * looked for: they are parts of too many ordinary nicknames.
 */
export function usernameListedWord(username: string, phrases: readonly string[]): string | null {
  const name = compact(username);
  return phrases.find((phrase) => compact(phrase).length >= 4 && name.includes(compact(phrase))) ?? null;
}

/** The <meta> name under which the server puts the quick-exit address into every page (server/render-shell.ts). */
export const QUICK_EXIT_META = "quick-exit-url";

/** The name of "Download my data"'s file: the day it was made (the app's and the server's download alike). */
export const myDataFileName = (now = new Date()) => `my-data-${now.toISOString().slice(0, 10)}.json`;
