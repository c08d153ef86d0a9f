/** A row of summary cards (label, big value, optional icon); a card with `href`/`onClick` is a link. */
import type { ReactNode } from "react";
import { formatNumber } from "../../../admin-modules/domain/intl";
import { AdminIcon } from "./AdminIcon";

export interface SummaryCardItem {
  key?: string;
  label: string;
  value: ReactNode;
  icon?: string;
  href?: string;
}

export function SummaryCards({ cards, label }: { cards: SummaryCardItem[]; label?: string }) {
  if (!cards.length) return null;
  return (
    <ul className="admin-cards" aria-label={label}>
      {cards.map((c) => {
        const body = (
          <>
            <span className="admin-card-label">{c.label}</span>
            <span className="admin-card-value">{typeof c.value === "number" ? formatNumber(c.value) : c.value}</span>
            {c.icon && <AdminIcon name={c.icon} className="admin-card-icon" size={22} />}
          </>
        );
        return (
          <li key={c.key ?? c.label} className="admin-card">
            {c.href ? (
              <a href={c.href} className="admin-card-link">
                {body}
              </a>
            ) : (
              body
            )}
          </li>
        );
      })}
    </ul>
  );
}
