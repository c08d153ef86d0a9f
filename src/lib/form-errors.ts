/**
 * One way for every public form to show what is wrong: a message under each field (never a browser
 * pop-up or a toast), `aria-invalid` and `aria-describedby` on the field, and focus on the first
 * invalid field. Forms use `noValidate` and check with their schema or the server's answer.
 */
import { useCallback, useState } from "react";
import { errorMessage } from "../trpc";

export type FieldErrors = Record<string, string>;

/** A first look at an e-mail address before sending (the server's zod check decides). */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

/** The server's per-field messages from a tRPC error (zod issues, keyed by path); else one general message under "_". */
export function fieldErrorsOf(error: unknown): FieldErrors {
  const fromServer = (error as { data?: { fieldErrors?: FieldErrors | null } } | null)?.data?.fieldErrors;
  if (fromServer && Object.keys(fromServer).length > 0) return fromServer;
  return { _: errorMessage(error) };
}

/** Moves focus to the first field (in page order) of the form whose name has an error. */
export function focusFirstInvalid(form: HTMLFormElement | null, errors: FieldErrors): void {
  if (!form) return;
  const invalid = Array.from(form.elements).find(
    (el): el is HTMLElement => el instanceof HTMLElement && "name" in el && typeof el.name === "string" && el.name in errors,
  );
  (invalid ?? form.querySelector<HTMLElement>("[data-form-error]"))?.focus();
}

/** Error state of one form (starting with the server's, when it judged the form: src/lib/server-form.tsx), with the attributes a field needs to announce its message. */
export function useFieldErrors(idPrefix: string, initial: FieldErrors = {}) {
  const [errors, setErrors] = useState<FieldErrors>(initial);
  const errorId = useCallback((name: string) => `${idPrefix}-${name}-error`, [idPrefix]);
  const describe = (name: string, hintId?: string) => {
    const ids = [hintId, errors[name] ? errorId(name) : undefined].filter(Boolean).join(" ");
    return { "aria-invalid": errors[name] ? true : undefined, "aria-describedby": ids || undefined };
  };
  return { errors, setErrors, errorId, describe };
}
