/** A coloured status pill: pending yellow, approved/confirmed/active green, rejected/cancelled red, others neutral. */
import type { MessageKey } from "../../../admin-modules/domain/i18n";
import { translate } from "../../../admin-modules/domain/translate";

const TONES: Record<string, string> = {
  pending: "yellow",
  approved: "green",
  rejected: "red",
  confirmed: "green",
  cancelled: "red",
  upcoming: "blue",
  ongoing: "green",
  completed: "grey",
  open: "yellow",
  resolved: "green",
  dismissed: "grey",
  active: "green",
  inactive: "grey",
};

export function StatusBadge({ status, label }: { status: string; label?: string }) {
  const key = `admin.status.${status}` as MessageKey;
  const translated = translate(key);
  const text = label ?? (translated === key ? status : translated);
  return <span className={`admin-status tone-${TONES[status] ?? "grey"}`}>{text}</span>;
}
