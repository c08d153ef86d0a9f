/** After a failed save: the keyboard goes to the first field marked invalid, in the form's order. */
export function focusFirstInvalid(form: HTMLElement | null): void {
  const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!field) return;
  field.focus();
  field.scrollIntoView?.({ block: "center" });
}

/** The server's per-field messages of a refused save (tRPC error data from zod), when it names fields. */
export function serverFieldErrors(error: unknown): Record<string, string> | null {
  const data = (error as { data?: { fieldErrors?: Record<string, string> | null } } | null)?.data;
  const fields = Object.entries(data?.fieldErrors ?? {}).filter(([key]) => key !== "_");
  // "values.title" (the procedure's input path) names the form's "title".
  return fields.length ? Object.fromEntries(fields.map(([key, message]) => [key.replace(/^values\./, ""), message])) : null;
}
