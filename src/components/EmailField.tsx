/** The labelled e-mail input of the account forms (sign in, sign up, forgot password, first-admin setup). */
import { t } from "../../admin-modules/domain/messages";

export function EmailField({ value, onChange }: { value: string; onChange(value: string): void }) {
  return (
    <label className="field">
      <span>{t("auth.email")}</span>
      <input type="email" name="email" autoComplete="email" required maxLength={254} value={value} onChange={(e) => onChange(e.target.value)} />
    </label>
  );
}
