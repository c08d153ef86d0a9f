/**
 * The domain's fixed lists as back-office choices: each stored value (kept in English in the database) with
 * the message key that names it in the reader's language. Keys only, no message functions, so the registry
 * stays plain data; tests/unit/registry.test.ts checks that every label is a message.
 */
import {
  CONTENT_TYPES,
  COURSE_CATEGORIES,
  COURSE_LEVELS,
  COURSE_PRICE_TYPES,
  DISTRICTS,
  EMERGENCY_CATEGORIES,
  EVENT_TYPES,
  MEDIA_TYPES,
  RESOURCE_CATEGORIES,
  RESOURCE_FILE_TYPES,
  SUBMISSION_AGE_GROUPS,
  vocabularyKeyPart,
} from "./vocabulary";

/** A choice as the registry declares it (admin-modules/types.ts, Option). */
interface LabelledOption {
  value: string;
  label: string;
}

const labelled = <T extends string>(values: readonly T[], key: (value: T) => string | null): LabelledOption[] =>
  values.map((value) => ({ value, label: key(value) ?? value }));

export const DISTRICT_OPTIONS = labelled(DISTRICTS, (d) => `vocab.district.${vocabularyKeyPart(d)}`);
export const COURSE_LEVEL_OPTIONS = labelled(COURSE_LEVELS, (l) => `vocab.courseLevel.${vocabularyKeyPart(l)}`);
export const COURSE_CATEGORY_OPTIONS = labelled(COURSE_CATEGORIES, (c) => `vocab.courseCategory.${vocabularyKeyPart(c)}`);
export const COURSE_PRICE_OPTIONS = labelled(COURSE_PRICE_TYPES, (p) => `events.submit.${p.toLowerCase()}`);
export const MEDIA_TYPE_OPTIONS = labelled(MEDIA_TYPES, (t) => `media.type.${t}`);
export const EVENT_TYPE_OPTIONS = labelled(EVENT_TYPES, (t) => (t === "creative" ? "vocab.eventType.creative" : `events.category.${t}`));
export const RESOURCE_CATEGORY_OPTIONS = labelled(RESOURCE_CATEGORIES, (c) => `resources.category.${c}`);
/** PDF, DOC and PPT are names of formats, the same in every language. */
export const RESOURCE_FILE_TYPE_OPTIONS = labelled(RESOURCE_FILE_TYPES, (t) => (t === "VIDEO" ? "media.type.video" : null));
export const EMERGENCY_CATEGORY_OPTIONS = labelled(EMERGENCY_CATEGORIES, (c) => `admin.emergencyCategory.${c}`);
export const CONTENT_TYPE_OPTIONS = labelled(CONTENT_TYPES, (t) => `admin.screens.type.${t}`);
/** An age range such as 6-10 reads the same in every language. */
export const AGE_GROUP_OPTIONS = labelled(SUBMISSION_AGE_GROUPS, (a) => (a === "all" ? "vocab.ageGroup.all" : null));
/** A colour theme or an icon, named by what it shows. */
export const themeOptions = (themes: readonly string[]) => labelled(themes, (t) => `admin.theme.${t}`);
export const iconOptions = (icons: readonly string[]) => labelled(icons, (i) => `admin.icon.${i}`);
