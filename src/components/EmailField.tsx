/** The labelled e-mail input of the account forms (sign in, sign up, forgot password, first-admin setup). */
import { m } from "../../admin-modules/domain/i18n";

export function EmailField({ value, onChange }: { value: string; onChange(value: string): void }) {
  return (
    <label className="field">
      <span>{m["auth.email"]()}</span>
      <input type="email" name="email" autoComplete="email" required maxLength={254} value={value} onChange={(e) => onChange(e.target.value)} />
    </label>
  );
}
