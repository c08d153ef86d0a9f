/** The red "Urgent" mark of an item holding a safeguarding word (issue #29); its accessible name names the matched rule. */
import { m } from "../../../admin-modules/domain/i18n";
import { ruleText } from "../../../admin-modules/domain/screening-words-text";
import { AdminIcon } from "./AdminIcon";

export function UrgentMark({ rule }: { rule: string | null | undefined }) {
  const label = m["admin.urgent.markLabel"]({ rule: rule ? ruleText(rule) : "" });
  return (
    <span className="admin-urgent" role="img" aria-label={label} title={label} data-testid="urgent-mark">
      <AdminIcon name="ShieldAlert" size={14} />
      <span aria-hidden="true">{m["admin.urgent.mark"]()}</span>
    </span>
  );
}
