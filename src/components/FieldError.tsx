/** The message under a form field (see src/lib/form-errors.ts); nothing when the field is fine. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <span className="field-error" id={id}>
      {message}
    </span>
  );
}

/** A message that concerns the whole form (for example "this event is full"), focusable so it is read out. */
export function FormError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p className="field-error" role="alert" tabIndex={-1} data-form-error>
      {message}
    </p>
  );
}
