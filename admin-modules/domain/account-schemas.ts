/**
 * Inputs of the account procedures, shared by the server (the judge) and the forms (a courtesy).
 * Messages are functions, so zod resolves them when it reports, in the caller's language.
 */
import { z } from "zod";
import { LIMITS } from "./vocabulary";
import { m, pickMessage } from "./i18n";
import { AGE_RANGES, usernameProblem } from "./child-safety";

export const emailSchema = z
  .string({ error: () => m["error.emailInvalid"]() })
  .trim()
  .max(254, { error: () => m["error.tooLong"]({ field: m["auth.email"]() }) })
  .pipe(z.email({ error: () => m["error.emailInvalid"]() }));

export const newPasswordSchema = z
  .string({ error: () => m["error.passwordRequired"]() })
  .min(LIMITS.passwordMin, { error: () => m["error.passwordShort"]() })
  .max(200, { error: () => m["error.tooLong"]({ field: m["auth.password"]() }) });

export const fullNameSchema = z
  .string({ error: () => m["error.fullNameRequired"]() })
  .trim()
  .min(1, { error: () => m["error.fullNameRequired"]() })
  .max(200, { error: () => m["error.tooLong"]({ field: m["auth.fullName"]() }) });

/** The public name: 3-30 letters, digits, "_" or "."; never an e-mail address or a phone number. */
export const usernameSchema = z
  .string({ error: () => m["safety.username.required"]() })
  .trim()
  .superRefine((value, ctx) => {
    const problem = usernameProblem(value);
    if (problem)
      ctx.addIssue({
        code: "custom",
        message: pickMessage(`safety.username.${problem}`, {
          "safety.username.required": m["safety.username.required"],
          "safety.username.length": m["safety.username.length"],
          "safety.username.characters": m["safety.username.characters"],
          "safety.username.email": m["safety.username.email"],
          "safety.username.phone": m["safety.username.phone"],
          "safety.username.reserved": m["safety.username.reserved"],
          "safety.username.taken": m["safety.username.taken"],
        }),
      });
  });

export const ageRangeSchema = z.enum(AGE_RANGES, { error: () => m["safety.ageRange.required"]() });

/**
 * Sign-up asks no real name. The parent's e-mail is required below the consent age, a site setting the
 * server checks (the form asks for it using the same setting).
 */
export const signUpInput = z
  .object({
    username: usernameSchema,
    email: emailSchema,
    password: newPasswordSchema,
    ageRange: ageRangeSchema,
    parentEmail: emailSchema.nullable().optional(),
    /** "Teacher" under "I am a parent, teacher or work with children": a request a super admin confirms (issue 31). */
    teacher: z.boolean().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.teacher && value.ageRange !== "adult_carer") {
      ctx.addIssue({ code: "custom", path: ["teacher"], message: m["classes.signUp.teacherAdultOnly"]() });
    }
    if (value.parentEmail && value.parentEmail.toLowerCase() === value.email.toLowerCase()) {
      ctx.addIssue({ code: "custom", path: ["parentEmail"], message: m["safety.parentEmail.sameAsChild"]() });
    }
  });

export const signInInput = z.object({
  email: emailSchema,
  password: z
    .string({ error: () => m["error.passwordRequired"]() })
    .min(1, { error: () => m["error.passwordRequired"]() })
    .max(200),
});

const optionalText = (max: number, field: () => string) =>
  z
    .string()
    .trim()
    .max(max, { error: () => m["error.tooLong"]({ field: field() }) })
    .nullable()
    .optional();

/** A partial profile: only the fields a user may change about themselves. */
export const profileUpdateInput = z
  .object({
    // Optional and private: empty clears it.
    full_name: z
      .string()
      .trim()
      .max(200, { error: () => m["error.tooLong"]({ field: m["auth.fullName"]() }) })
      .nullable()
      .optional(),
    phone: optionalText(40, () => m["account.phone"]()),
    organization_name: optionalText(200, () => m["account.organizationName"]()),
  })
  .strict();

export const setupInput = z.object({
  token: z.string().min(1).max(100),
  fullName: fullNameSchema,
  email: emailSchema,
  password: newPasswordSchema,
});

/** Changing one's own password: the current one proves it is really the owner at the keyboard. */
export const changePasswordInput = z.object({
  currentPassword: z
    .string({ error: () => m["error.passwordRequired"]() })
    .min(1, { error: () => m["error.passwordRequired"]() })
    .max(200),
  newPassword: newPasswordSchema,
});

/** A one-time token from an e-mailed link (base32, 32 characters; a little room for the future). */
export const resetTokenSchema = z.string().trim().min(1).max(100);

export const requestPasswordResetInput = z.object({ email: emailSchema });

export const resetPasswordInput = z.object({
  token: resetTokenSchema,
  newPassword: newPasswordSchema,
});
