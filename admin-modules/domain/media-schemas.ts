/**
 * Inputs of the Media Hub writes (Share Your Creation, Report button), shared by the server (the judge)
 * and the forms (a courtesy). Multipart fields arrive as strings, so numbers are coerced here.
 */
import { z } from "zod";
import { personalInfoIn, personalInfoKindList, personalInfoWarning } from "./personal-info-text";
import { m } from "./i18n";
import type { ScreeningWord } from "./screening-words";
import { MEDIA_TYPES, REPORT_REASONS, REPORT_TARGETS, SUBMISSION_AGE_GROUPS } from "./vocabulary";

/** Messages are functions, so zod resolves them when it reports, in the caller's language. */
const optionalText = (max: number, message: () => string) =>
  z
    .string()
    .trim()
    .max(max, { error: message })
    .optional()
    .nullable()
    .transform((value) => value || null);

export function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && Boolean(url.hostname);
  } catch {
    return false;
  }
}

/**
 * Share Your Creation's fields. `words`: the staff's word lists, which only the server holds (the form's
 * copy checks the patterns as the child types; the server adds the "personal" words to the same warning).
 */
export const mediaSubmissionSchemaWith = (words: readonly ScreeningWord[]) =>
  z
    .object({
      title: z
        .string({ error: () => m["media.validation.titleRequired"]() })
        .trim()
        .min(1, { error: () => m["media.validation.titleRequired"]() })
        .max(120, { error: () => m["media.validation.titleLong"]() }),
      type: z.enum(MEDIA_TYPES, { error: () => m["media.validation.type"]() }),
      description: optionalText(1000, () => m["media.validation.descriptionLong"]()),
      content: optionalText(20000, () => m["media.validation.contentLong"]()),
      author_name: z
        .string({ error: () => m["media.validation.authorRequired"]() })
        .trim()
        .min(1, { error: () => m["media.validation.authorRequired"]() })
        .max(40, { error: () => m["media.validation.authorLong"]() })
        // Shown publicly: never an e-mail address or a phone number.
        .refine((name) => !name.includes("@"), { error: () => m["safety.username.email"]() })
        .refine((name) => (name.match(/\d/g) ?? []).length < 7, { error: () => m["safety.username.phone"]() }),
      author_age: z.coerce
        .number({ error: () => m["media.validation.age"]() })
        .int({ error: () => m["media.validation.age"]() })
        .min(4, { error: () => m["media.validation.age"]() })
        .max(18, { error: () => m["media.validation.age"]() }),
      age_group: z.enum(SUBMISSION_AGE_GROUPS, { error: () => m["media.validation.ageGroup"]() }),
      media_url: optionalText(500, () => m["media.validation.mediaUrl"]()).refine((v) => v === null || isHttpsUrl(v), {
        error: () => m["media.validation.mediaUrl"](),
      }),
      /** Whether an image file came with the form (the file itself is checked by the image service). */
      has_image: z.boolean().default(false),
      /** The child saw the personal-information warning and sends anyway (a checkbox: "on", or true from code). */
      send_anyway: z.preprocess((v) => v === true || v === "on" || v === "true", z.boolean()).default(false),
    })
    .superRefine((value, ctx) => {
      // Issue #29: what looks like a way to find the child is pointed out before sending; the child may still send.
      const found = personalInfoIn(value, words);
      if (found && !value.send_anyway) ctx.addIssue({ code: "custom", path: ["send_anyway"], message: personalInfoWarning(found) });
      if (value.type === "story" && !value.content) ctx.addIssue({ code: "custom", path: ["content"], message: m["media.validation.storyRequired"]() });
      if ((value.type === "artwork" || value.type === "photo") && !value.has_image) {
        ctx.addIssue({ code: "custom", path: ["image"], message: m["media.validation.imageRequired"]() });
      }
      if (value.type === "video" && !value.media_url) ctx.addIssue({ code: "custom", path: ["media_url"], message: m["media.validation.videoRequired"]() });
    });

export const mediaSubmissionSchema = mediaSubmissionSchemaWith([]);

export type MediaSubmissionInput = z.infer<typeof mediaSubmissionSchema>;

/** The Report button's input; `words` as for Share Your Creation (the server adds the staff's "personal" words). */
export const reportInputSchemaWith = (words: readonly ScreeningWord[]) =>
  z
    .object({
      /** "byline": the person named on a media item (targetId is the item's id). */
      targetType: z.enum(REPORT_TARGETS),
      targetId: z.number().int().positive(),
      reason: z.enum(REPORT_REASONS, { error: () => m["report.reasonRequired"]() }),
      details: optionalText(1000, () => m["report.detailsLong"]()),
      /** The reporter saw the personal-information warning and sends anyway. */
      sendAnyway: z.boolean().default(false),
    })
    .superRefine((value, ctx) => {
      // Issue #29: the details are screened like a child's creation: told before sending, may still send.
      const found = personalInfoIn({ description: value.details }, words);
      if (found && !value.sendAnyway) {
        ctx.addIssue({ code: "custom", path: ["sendAnyway"], message: m["report.personalInfo.warning"]({ found: personalInfoKindList(found) }) });
      }
    });

export const reportInputSchema = reportInputSchemaWith([]);
