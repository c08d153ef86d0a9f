/** The labelled e-mail input of the account forms (sign in, sign up, forgot password, first-admin setup). */
import { useId } from "react";
import { m } from "../../admin-modules/domain/i18n";
import { FieldError } from "./FieldError";

interface Props {
  value: string;
  onChange(value: string): void;
  /** The message under the field when the form found it wrong (see src/lib/form-errors.ts). */
  error?: string;
  errorId?: string;
}

export function EmailField({ value, onChange, error, errorId = "email-error" }: Props) {
  // Named by its title alone: an error under it is its description, not part of its name.
  const labelId = useId();
  return (
    <label className="field">
      <span id={labelId}>{m["auth.email"]()}</span>
      <input
        aria-labelledby={labelId}
        type="email"
        name="email"
        autoComplete="email"
        required
        maxLength={254}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <FieldError id={errorId} message={error} />
    </label>
  );
}
