/**
 * Emergency Heroes: every active helpline from one query, a skeleton of 8 cards while it loads, and the
 * one fallback contact (119) when it fails, so a child always has a number to call. The server also
 * renders this list into the page's HTML for phones where the JavaScript never arrives.
 */
import { localizeHref, m, type Message } from "../../../admin-modules/domain/i18n";
import { LIMITS } from "../../../admin-modules/domain/vocabulary";
import { fallbackEmergencyContact } from "../../../admin-modules/domain/fallback-helpline";
import { EmergencyList } from "../../components/cards/EmergencyCard";
import { trpc } from "../../trpc";
import { QuickExitPanel } from "../../components/safety/QuickExit";
import { useSavedEmergencyContacts } from "../../offline/saved-emergency-contacts";
import { useOnlineStatus } from "../../offline/useOnlineStatus";
import { useDone, useSearchText } from "../../lib/page-address";
import "./emergency.css";

const SAFETY_TIPS: [Message, Message][] = [
  [m["emergency.tip1Title"], m["emergency.tip1Text"]],
  [m["emergency.tip2Title"], m["emergency.tip2Text"]],
  [m["emergency.tip3Title"], m["emergency.tip3Text"]],
  [m["emergency.tip4Title"], m["emergency.tip4Text"]],
];

export function EmergencyPage() {
  const list = trpc.public.emergency.list.useQuery(undefined, { retry: 1 });
  if (list.error) console.error("Emergency contacts could not be loaded:", list.error.message);
  // Offline, the query waits for a connection: the helplines saved with this page are shown meanwhile.
  const online = useOnlineStatus();
  const saved = useSavedEmergencyContacts(!online);
  const offlineCopy = online ? undefined : (saved ?? [fallbackEmergencyContact()]);
  const contacts = list.data ?? offlineCopy ?? (list.error ? [fallbackEmergencyContact()] : undefined);
  // Issue #29: an urgent report sent without the script lands here (server/http/forms/handlers.ts).
  const urgentReport = useDone() === "report-urgent";
  const from = useSearchText("from");
  const back = from?.startsWith("/") && !from.startsWith("//") ? from : null;

  return (
    <div className="container page emergency-page">
      <h1>{m["emergency.title"]()}</h1>
      <p className="muted">{m["emergency.subtitle"]()}</p>
      <QuickExitPanel />
      {urgentReport && (
        <div className="notice report-sent urgent-report-sent" role="status">
          <p>
            <strong>{m["report.sent"]()}</strong> {m["report.sentText"]()}
          </p>
          <p>
            <strong>{m["media.urgent.helpTitle"]()}</strong> {m["media.urgent.helpText"]()}
          </p>
          {back && <a href={localizeHref(back)}>{m["report.urgent.back"]()}</a>}
        </div>
      )}

      <section aria-labelledby="emergency-list-title">
        <h2 id="emergency-list-title" className="visually-hidden">
          {m["emergency.listLabel"]()}
        </h2>
        {contacts ? (
          <EmergencyList contacts={contacts} />
        ) : (
          <div className="card-grid" role="status" aria-label={m["site.loading"]()}>
            {Array.from({ length: LIMITS.emergencySkeletonCards }, (_, i) => (
              <div key={i} className="skeleton skeleton-card emergency-skeleton" data-testid="emergency-skeleton" />
            ))}
          </div>
        )}
      </section>

      <section className="emergency-tips" aria-labelledby="emergency-tips-title">
        <h2 id="emergency-tips-title">{m["emergency.tipsTitle"]()}</h2>
        <ul>
          {SAFETY_TIPS.map(([title, text], index) => (
            <li key={index}>
              <strong>{title()}</strong> {text()}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
