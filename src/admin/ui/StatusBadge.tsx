/** A coloured status pill: pending yellow, approved/confirmed/active green, rejected/cancelled red, others neutral. */
import { t, type MessageKey } from "../../../admin-modules/domain/messages";

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
  const translated = t(key);
  const text = label ?? (translated === key ? status : translated);
  return <span className={`admin-status tone-${TONES[status] ?? "grey"}`}>{text}</span>;
}
