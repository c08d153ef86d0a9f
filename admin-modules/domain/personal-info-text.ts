/** What personal-information findings are called, in the reader's language (the review dialog, the share form). */
import { m } from "./i18n";
import { findPersonalInfo, kindsOf, type PersonalInfoKind } from "./personal-info";
import { findWords, type ScreeningWord } from "./screening-words";

/** What the child is told about: personal information, or a word of the staff's "personal" list (a school or place name). */
export type ScreenedKind = PersonalInfoKind | "listed";

const NAMES: Record<ScreenedKind, () => string> = {
  phone: () => m["admin.personalInfo.kind.phone"](),
  nic: () => m["admin.personalInfo.kind.nic"](),
  email: () => m["admin.personalInfo.kind.email"](),
  web: () => m["admin.personalInfo.kind.web"](),
  handle: () => m["admin.personalInfo.kind.handle"](),
  listed: () => m["admin.personalInfo.kind.listed"](),
};

export const personalInfoKindName = (kind: ScreenedKind): string => NAMES[kind]();

/** The kinds as one list: "a phone number, an e-mail address". */
export const personalInfoKindList = (kinds: ScreenedKind[]): string => kinds.map(personalInfoKindName).join(", ");

/** The most text one submission's fields can hold together. */
const SCREENED_TEXT_MAX = 25_000;

/**
 * The kinds of personal information in what the public would read of a submission, or null when none:
 * the patterns (phone, NIC, e-mail...) and, where the caller has them, the staff's "personal" words.
 */
export function personalInfoIn(
  value: { title?: string | null; description?: string | null; content?: string | null },
  words: readonly ScreeningWord[] = [],
): ScreenedKind[] | null {
  const text = [value.title, value.description, value.content].filter(Boolean).join("\n");
  // Longer than any form allows (a title, a description and a 20,000-character story): its schema refuses it
  // for its length, and the patterns would take minutes over a megabyte (the fuzz test sends one).
  if (text.length > SCREENED_TEXT_MAX) return null;
  const kinds: ScreenedKind[] = kindsOf(findPersonalInfo(text));
  if (findWords(text, words).some((f) => f.word.kind === "personal")) kinds.push("listed");
  return kinds.length ? kinds : null;
}

/** "Your creation has something that looks like a phone number. Remove it to keep yourself safe." */
export function personalInfoWarning(kinds: ScreenedKind[]): string {
  return m["media.personalInfo.warning"]({ found: personalInfoKindList(kinds) });
}

/**
 * An event's free text, screened as above. The contact fields are left out: they are meant to hold the
 * organiser's phone, e-mail and website.
 */
export function eventPersonalInfo(
  value: { title: string; description: string; location: string; organizer_name: string },
  words: readonly ScreeningWord[] = [],
): ScreenedKind[] | null {
  return personalInfoIn({ title: value.title, description: value.description, content: [value.location, value.organizer_name].join("\n") }, words);
}

/** "Your event has something that looks like a phone number. Remove it to keep people safe." */
export function eventPersonalInfoWarning(kinds: ScreenedKind[]): string {
  return m["events.personalInfo.warning"]({ found: personalInfoKindList(kinds) });
}
