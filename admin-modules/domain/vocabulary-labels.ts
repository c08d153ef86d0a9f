/**
 * The domain's fixed values (districts, event types, resource and course categories, course levels, age
 * groups) as words in the reader's language. Values are stored in English in the database; people read
 * them through these messages. A value outside the lists (free text from older rows) is shown as it is.
 */
import { m, type Message, pickMessage } from "./i18n";
import { vocabularyKeyPart } from "./vocabulary";

function label(prefix: string, table: Record<string, Message>, value: string | null | undefined): string {
  if (!value) return "";
  const key = `${prefix}.${vocabularyKeyPart(value)}`;
  return key in table ? pickMessage(key, table) : value;
}

const DISTRICT_MESSAGES: Record<string, Message> = {
  "vocab.district.colombo": m["vocab.district.colombo"],
  "vocab.district.gampaha": m["vocab.district.gampaha"],
  "vocab.district.kalutara": m["vocab.district.kalutara"],
  "vocab.district.kandy": m["vocab.district.kandy"],
  "vocab.district.matale": m["vocab.district.matale"],
  "vocab.district.nuwaraEliya": m["vocab.district.nuwaraEliya"],
  "vocab.district.galle": m["vocab.district.galle"],
  "vocab.district.matara": m["vocab.district.matara"],
  "vocab.district.hambantota": m["vocab.district.hambantota"],
  "vocab.district.jaffna": m["vocab.district.jaffna"],
  "vocab.district.kilinochchi": m["vocab.district.kilinochchi"],
  "vocab.district.mannar": m["vocab.district.mannar"],
  "vocab.district.vavuniya": m["vocab.district.vavuniya"],
  "vocab.district.mullaitivu": m["vocab.district.mullaitivu"],
  "vocab.district.batticaloa": m["vocab.district.batticaloa"],
  "vocab.district.ampara": m["vocab.district.ampara"],
  "vocab.district.trincomalee": m["vocab.district.trincomalee"],
  "vocab.district.kurunegala": m["vocab.district.kurunegala"],
  "vocab.district.puttalam": m["vocab.district.puttalam"],
  "vocab.district.anuradhapura": m["vocab.district.anuradhapura"],
  "vocab.district.polonnaruwa": m["vocab.district.polonnaruwa"],
  "vocab.district.badulla": m["vocab.district.badulla"],
  "vocab.district.moneragala": m["vocab.district.moneragala"],
  "vocab.district.ratnapura": m["vocab.district.ratnapura"],
  "vocab.district.kegalle": m["vocab.district.kegalle"],
};

const COURSE_LEVEL_MESSAGES: Record<string, Message> = {
  "vocab.courseLevel.beginner": m["vocab.courseLevel.beginner"],
  "vocab.courseLevel.intermediate": m["vocab.courseLevel.intermediate"],
  "vocab.courseLevel.advanced": m["vocab.courseLevel.advanced"],
  "vocab.courseLevel.allLevels": m["vocab.courseLevel.allLevels"],
};

const COURSE_CATEGORY_MESSAGES: Record<string, Message> = {
  "vocab.courseCategory.safety": m["vocab.courseCategory.safety"],
  "vocab.courseCategory.language": m["vocab.courseCategory.language"],
  "vocab.courseCategory.science": m["vocab.courseCategory.science"],
  "vocab.courseCategory.mathematics": m["vocab.courseCategory.mathematics"],
  "vocab.courseCategory.arts": m["vocab.courseCategory.arts"],
  "vocab.courseCategory.technology": m["vocab.courseCategory.technology"],
  "vocab.courseCategory.socialStudies": m["vocab.courseCategory.socialStudies"],
};

export const districtLabel = (value: string | null | undefined) => label("vocab.district", DISTRICT_MESSAGES, value);
export const courseLevelLabel = (value: string | null | undefined) => label("vocab.courseLevel", COURSE_LEVEL_MESSAGES, value);
export const courseCategoryLabel = (value: string | null | undefined) => label("vocab.courseCategory", COURSE_CATEGORY_MESSAGES, value);

/** "all" reads "All ages"; a range such as 6-10 is the same in every language. */
export function ageGroupLabel(value: string | null | undefined): string {
  if (!value) return "";
  return value.toLowerCase() === "all" ? m["vocab.ageGroup.all"]() : value;
}

const EVENT_TYPES_WITH_MESSAGES = ["workshop", "sports", "arts", "educational", "cultural"];
export function eventTypeLabel(value: string | null | undefined): string {
  if (!value) return "";
  if (value === "creative") return m["vocab.eventType.creative"]();
  return EVENT_TYPES_WITH_MESSAGES.includes(value)
    ? pickMessage(`events.category.${value}`, {
        "events.category.all": m["events.category.all"],
        "events.category.workshop": m["events.category.workshop"],
        "events.category.sports": m["events.category.sports"],
        "events.category.arts": m["events.category.arts"],
        "events.category.educational": m["events.category.educational"],
        "events.category.cultural": m["events.category.cultural"],
      })
    : value;
}

const RESOURCE_CATEGORIES_WITH_MESSAGES = ["education", "health", "safety", "rights", "environment"];
export function resourceCategoryLabel(value: string | null | undefined): string {
  if (!value) return "";
  // Staff type categories by hand: "Health " and "health" are the same category.
  const category = value.trim().toLowerCase();
  return RESOURCE_CATEGORIES_WITH_MESSAGES.includes(category)
    ? pickMessage(`resources.category.${category}`, {
        "resources.category.all": m["resources.category.all"],
        "resources.category.education": m["resources.category.education"],
        "resources.category.health": m["resources.category.health"],
        "resources.category.safety": m["resources.category.safety"],
        "resources.category.rights": m["resources.category.rights"],
        "resources.category.environment": m["resources.category.environment"],
      })
    : value;
}

const REPORT_REASON_MESSAGES: Record<string, Message> = {
  "report.reason.inappropriate": m["report.reason.inappropriate"],
  "report.reason.personal_info": m["report.reason.personal_info"],
  "report.reason.bullying": m["report.reason.bullying"],
  "report.reason.unsafe": m["report.reason.unsafe"],
  "report.reason.spam": m["report.reason.spam"],
  "report.reason.other": m["report.reason.other"],
};

/** A report's reason (REPORT_REASONS) as words: the report form's choices, the parent's copy of the child's data. */
export const reportReasonLabel = (reason: string): string => pickMessage(`report.reason.${reason}`, REPORT_REASON_MESSAGES);
