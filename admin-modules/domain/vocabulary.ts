/**
 * The domain's fixed lists, shared by the database seed, the server's validation and the React app.
 * Pure data: safe to import anywhere.
 */

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
] as const;

/** The language a piece of content is written in; "all" is content for everyone. */
export const CONTENT_LANGUAGES = ["all", "si", "ta", "en"] as const;
/** The choices of a public list's "Show content in" filter (each also keeps content for everyone). */
export const CONTENT_LANGUAGE_FILTERS = ["si", "ta", "en"] as const;
export type ContentLanguageFilter = (typeof CONTENT_LANGUAGE_FILTERS)[number];
/** The choice in a back-office form: each language named by a message. */
export const CONTENT_LANGUAGE_OPTIONS = [
  { value: "all", label: "lang.all" },
  { value: "si", label: "lang.name.si" },
  { value: "ta", label: "lang.name.ta" },
  { value: "en", label: "lang.name.en" },
];

/**
 * The languages staff write content in (issue 27): every translatable row names the one its texts were
 * first written in (its original) and may have translations into the other two.
 */
export const TEXT_LANGUAGES = ["si", "ta", "en"] as const;
export type TextLanguage = (typeof TEXT_LANGUAGES)[number];
/** The language a text is written in, by its letters: Sinhala, Tamil, else English. */
export function languageOfText(text: string): TextLanguage {
  if (/[\u0D80-\u0DFF]/.test(text)) return "si";
  if (/[\u0B80-\u0BFF]/.test(text)) return "ta";
  return "en";
}

/** The original-language choice of a back-office form. */
export const TEXT_LANGUAGE_OPTIONS = [
  { value: "si", label: "lang.name.si" },
  { value: "ta", label: "lang.name.ta" },
  { value: "en", label: "lang.name.en" },
];

export const ROLES = ["super_admin", "organization"] as const;
export const REVIEW_STATUSES = ["pending", "approved", "rejected"] as const;
export const SUBMISSION_AGE_GROUPS = ["6-10", "11-14", "15-18", "all"] as const;

/** Below this age a parent or guardian must consent (the spec's threshold for parental involvement). */
export const PARENTAL_CONSENT_AGE = 13;
/** Ages accepted for a child registered for an event. */
export const REGISTRATION_AGE = { min: 1, max: 18 } as const;
/** Places at an event: the events module's capacity field and the public Submit Event form both use it. */
export const EVENT_CAPACITY = { min: 1, max: 100_000 } as const;

export const RESOURCE_CATEGORIES = ["education", "health", "safety", "rights", "environment"] as const;
export const RESOURCE_FILE_TYPES = ["PDF", "DOC", "PPT", "VIDEO"] as const;

export const COURSE_LEVELS = ["Beginner", "Intermediate", "Advanced", "All Levels"] as const;
export const COURSE_CATEGORIES = ["Safety", "Language", "Science", "Mathematics", "Arts", "Technology", "Social Studies"] as const;
export const COURSE_PRICE_TYPES = ["Free", "Paid"] as const;

export const MEDIA_TYPES = ["story", "artwork", "photo", "video"] as const;

/** Event types accepted anywhere; the back office offers the first five, the public spec adds "creative". */
export const EVENT_TYPES = ["workshop", "sports", "arts", "educational", "cultural", "creative"] as const;
export const EVENT_STATUSES = ["upcoming", "ongoing", "completed", "cancelled"] as const;
export const EVENT_PRICE_TYPES = ["free", "paid"] as const;
export const REGISTRATION_STATUSES = ["pending", "confirmed", "cancelled"] as const;
export const CURRENCY = "LKR";

export const CONTENT_TYPES = ["resource", "learning", "media", "event"] as const;

export const HUB_ICONS = ["Package", "BookOpen", "Camera", "Calendar", "Zap", "Heart", "Star", "Shield", "Users"] as const;
export const HUB_THEMES = ["blue", "green", "pink", "purple", "amber", "red", "indigo"] as const;
export type HubTheme = (typeof HUB_THEMES)[number];
/** A hub's colour theme decides its text and button classes. */
export function hubThemeClasses(theme: HubTheme) {
  return { color: theme, text_color: `text-${theme}`, button_color: `button-${theme}` };
}

export const EMERGENCY_CATEGORIES = ["police", "fire", "medical", "child", "disaster", "protection", "tourist", "mental", "emergency"] as const;
/** Colour applied to a contact's icon when its category is chosen. */
export const EMERGENCY_CATEGORY_COLORS: Record<(typeof EMERGENCY_CATEGORIES)[number], string> = {
  police: "#2563eb",
  fire: "#dc2626",
  medical: "#16a34a",
  child: "#db2777",
  disaster: "#ea580c",
  protection: "#7c3aed",
  tourist: "#0891b2",
  mental: "#0d9488",
  emergency: "#b91c1c",
};

export const CATEGORY_HUB_TYPES = ["learning", "resources", "events", "media"] as const;
export const CATEGORY_ICONS = [
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
] as const;
export const CATEGORY_COLORS = ["#3b82f6", "#10b981", "#f59e0b", "#ef4444", "#8b5cf6", "#ec4899", "#14b8a6", "#f97316", "#6366f1", "#64748b"] as const;
export const TAG_COLORS = ["#10b981", "#3b82f6", "#f59e0b", "#ef4444", "#8b5cf6", "#ec4899", "#14b8a6", "#f97316", "#6366f1", "#64748b"] as const;

/** MIME types the browser's image pickers offer; the server still decides by the file's bytes. */
export const IMAGE_ACCEPT = ["image/png", "image/jpeg", "image/webp"] as const;

/** What a visitor can report: a media item, an event, a course, or the name a media item is shown under ("byline"). */
export const REPORT_TARGETS = ["media", "event", "course", "byline"] as const;
export const REPORT_REASONS = ["inappropriate", "personal_info", "bullying", "unsafe", "spam", "other"] as const;

export const LIMITS = {
  passwordMin: 6,
  imageMaxBytes: 5 * 1024 * 1024,
  /** A lesson's narration (issue 30): a few minutes of speech. */
  audioMaxBytes: 10 * 1024 * 1024,
  announcementPriority: { min: 1, max: 5 },
  callButtonDisabledMs: 2000,
  emergencySkeletonCards: 8,
  defaultMediaRating: 4.8,
  learningMinutesPerDay: 60,
  parentalAgeThreshold: 13,
  home: { resources: 2, courses: 3, media: 3, events: 3, emergencyContacts: 3 },
} as const;

/** "Nuwara Eliya" -> "nuwaraEliya", "All Levels" -> "allLevels": the last part of a vocabulary key. */
export const vocabularyKeyPart = (value: string) =>
  value
    .replace(/[^A-Za-z ]/g, "")
    .split(" ")
    .filter(Boolean)
    .map((word, i) => (i === 0 ? word.toLowerCase() : word[0].toUpperCase() + word.slice(1).toLowerCase()))
    .join("");
