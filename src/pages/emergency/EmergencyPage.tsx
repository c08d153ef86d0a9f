/**
 * Emergency Heroes: every active helpline from one query, a skeleton of 8 cards while it loads, and the
 * one fallback contact (119) when it fails, so a child always has a number to call. The server also
 * renders this list into the page's HTML for phones where the JavaScript never arrives.
 */
import { t, type MessageKey } from "../../../admin-modules/domain/messages";
import { FALLBACK_EMERGENCY_CONTACT, LIMITS } from "../../../admin-modules/domain/vocabulary";
import { EmergencyCard } from "../../components/cards/EmergencyCard";
import { trpc } from "../../trpc";
import "./emergency.css";

const SAFETY_TIPS: [MessageKey, MessageKey][] = [
  ["emergency.tip1Title", "emergency.tip1Text"],
  ["emergency.tip2Title", "emergency.tip2Text"],
  ["emergency.tip3Title", "emergency.tip3Text"],
  ["emergency.tip4Title", "emergency.tip4Text"],
];

export function EmergencyPage() {
  const list = trpc.public.emergency.list.useQuery(undefined, { retry: 1 });
  if (list.error) console.error("Emergency contacts could not be loaded:", list.error.message);
  const contacts = list.error ? [FALLBACK_EMERGENCY_CONTACT] : list.data;

  return (
    <div className="container page emergency-page">
      <h1>{t("emergency.title")}</h1>
      <p className="muted">{t("emergency.subtitle")}</p>

      <section aria-labelledby="emergency-list-title">
        <h2 id="emergency-list-title" className="visually-hidden">{t("emergency.listLabel")}</h2>
        {contacts ? (
          <ul className="card-grid emergency-list">
            {contacts.map((c) => (
              <li key={`${c.id}-${c.number}`}><EmergencyCard contact={c} /></li>
            ))}
          </ul>
        ) : (
          <div className="card-grid" role="status" aria-label={t("site.loading")}>
            {Array.from({ length: LIMITS.emergencySkeletonCards }, (_, i) => (
              <div key={i} className="skeleton skeleton-card emergency-skeleton" data-testid="emergency-skeleton" />
            ))}
          </div>
        )}
      </section>

      <section className="emergency-tips" aria-labelledby="emergency-tips-title">
        <h2 id="emergency-tips-title">{t("emergency.tipsTitle")}</h2>
        <ul>
          {SAFETY_TIPS.map(([title, text], index) => (
            <li key={index}><strong>{t(title)}</strong> {t(text)}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
