/** What personal-information findings are called, in the reader's language (the review dialog, the share form). */
import { m } from "./i18n";
import { findPersonalInfo, kindsOf, type PersonalInfoKind } from "./personal-info";

const NAMES: Record<PersonalInfoKind, () => string> = {
  phone: () => m["admin.personalInfo.kind.phone"](),
  nic: () => m["admin.personalInfo.kind.nic"](),
  email: () => m["admin.personalInfo.kind.email"](),
  web: () => m["admin.personalInfo.kind.web"](),
  handle: () => m["admin.personalInfo.kind.handle"](),
};

export const personalInfoKindName = (kind: PersonalInfoKind): string => NAMES[kind]();

/** The kinds as one list: "a phone number, an e-mail address". */
export const personalInfoKindList = (kinds: PersonalInfoKind[]): string => kinds.map(personalInfoKindName).join(", ");

/** The kinds of personal information in what the public would read of a submission, or null when none. */
export function personalInfoIn(value: { title?: string | null; description?: string | null; content?: string | null }): PersonalInfoKind[] | null {
  const kinds = kindsOf(findPersonalInfo([value.title, value.description, value.content].filter(Boolean).join("\n")));
  return kinds.length ? kinds : null;
}

/** "Your creation has something that looks like a phone number. Remove it to keep yourself safe." */
export function personalInfoWarning(kinds: PersonalInfoKind[]): string {
  return m["media.personalInfo.warning"]({ found: personalInfoKindList(kinds) });
}
