/**
 * Classes (issue 31): the join code, the inputs of the teacher's and the child's procedures, and the rules
 * the teacher's view states on its page. Shared by the server (the judge) and the pages (a courtesy).
 */
import { z } from "zod";
import { m } from "./i18n";
import { CLASS_LANGUAGES, JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH, normalizeJoinCode } from "./class-words";

export * from "./class-words";

export const joinCodeSchema = z
  .string({ error: () => m["classes.join.codeInvalid"]() })
  .max(40, { error: () => m["classes.join.codeInvalid"]() })
  .transform(normalizeJoinCode)
  .refine((code) => code.length === JOIN_CODE_LENGTH && [...code].every((c) => JOIN_CODE_ALPHABET.includes(c)), {
    error: () => m["classes.join.codeInvalid"](),
  });

const text = (max: number, field: () => string) =>
  z
    .string({ error: () => m["classes.field.required"]({ field: field() }) })
    .trim()
    .min(1, { error: () => m["classes.field.required"]({ field: field() }) })
    .max(max, { error: () => m["error.tooLong"]({ field: field() }) });

export const classInput = z.object({
  name: text(100, () => m["classes.field.name"]()),
  school: text(200, () => m["classes.field.school"]()),
  grade: text(40, () => m["classes.field.grade"]()),
  language: z.enum(CLASS_LANGUAGES, { error: () => m["classes.field.required"]({ field: m["classes.field.language"]() }) }),
});
export type ClassInput = z.infer<typeof classInput>;

const id = z.number().int().positive();
export const classIdInput = z.object({ classId: id });

/** Who an assignment is for: the whole class, one of its groups, or one child in it. */
export const assignTarget = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("class") }),
  z.object({ kind: z.literal("group"), groupId: id }),
  z.object({ kind: z.literal("child"), userId: id }),
]);
export type AssignTarget = z.infer<typeof assignTarget>;

export const assignInput = z.object({
  classId: id,
  courseId: z
    .number({ error: () => m["classes.field.required"]({ field: m["classes.assign.course"]() }) })
    .int()
    .positive(),
  /** Some of the course's lessons; none or absent: the whole course. */
  lessonIds: z.array(id).max(100).optional(),
  target: assignTarget,
  dueDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: () => m["classes.assign.dueDateInvalid"]() })
    .nullable()
    .optional(),
});
export type AssignInput = z.infer<typeof assignInput>;

export const groupName = text(60, () => m["classes.field.group"]());
