/**
 * Shown to a child right after sending something that holds a safeguarding word (issue #29): the
 * helplines in their language, each with its call button (a tel: link), under the thanks. The list is the
 * public /emergency one (the page's loader fetches it, so it is in the server's HTML too); if it fails the
 * fallback helpline is shown, so there is always a number to call.
 */
import { m } from "../../../admin-modules/domain/i18n";
import { fallbackEmergencyContact } from "../../../admin-modules/domain/fallback-helpline";
import { trpc } from "../../trpc";
import { EmergencyList } from "../cards/EmergencyCard";
import "../../pages/emergency/emergency.css";

export function UrgentHelplines() {
  const list = trpc.public.emergency.list.useQuery(undefined, { retry: 1 });
  const contacts = list.data ?? (list.error ? [fallbackEmergencyContact()] : undefined);
  return (
    <section className="urgent-helplines" aria-labelledby="urgent-helplines-title">
      <h2 id="urgent-helplines-title">{m["media.urgent.helpTitle"]()}</h2>
      <p>{m["media.urgent.helpText"]()}</p>
      {contacts ? <EmergencyList contacts={contacts} /> : <p role="status">{m["site.loading"]()}</p>}
    </section>
  );
}
