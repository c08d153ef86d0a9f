/**
 * Inputs of the account procedures, shared by the server (the judge) and the forms (a courtesy).
 * Messages are functions, so zod resolves them when it reports, in the caller's language.
 */
import { z } from "zod";
import { LIMITS } from "./vocabulary";
import { m } from "./i18n";

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

export const signUpInput = z.object({
  fullName: fullNameSchema,
  email: emailSchema,
  password: newPasswordSchema,
});

export const signInInput = z.object({
  email: emailSchema,
  password: z.string({ error: () => m["error.passwordRequired"]() }).min(1, { error: () => m["error.passwordRequired"]() }).max(200),
});

const optionalText = (max: number, field: () => string) =>
  z.string().trim().max(max, { error: () => m["error.tooLong"]({ field: field() }) }).nullable().optional();

/** A partial profile: only the fields a user may change about themselves. */
export const profileUpdateInput = z
  .object({
    full_name: fullNameSchema.optional(),
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
  currentPassword: z.string({ error: () => m["error.passwordRequired"]() }).min(1, { error: () => m["error.passwordRequired"]() }).max(200),
  newPassword: newPasswordSchema,
});

/** A one-time token from an e-mailed link (base32, 32 characters; a little room for the future). */
export const resetTokenSchema = z.string().trim().min(1).max(100);

export const requestPasswordResetInput = z.object({ email: emailSchema });

export const resetPasswordInput = z.object({
  token: resetTokenSchema,
  newPassword: newPasswordSchema,
});
