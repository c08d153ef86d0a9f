/**
 * The helplines the server writes into the emergency page's HTML (server/services/emergency-html.ts),
 * for the emergency page without a connection: from this document when it is the saved emergency page
 * (read when this module loads, i.e. while main.tsx's imports run and before it removes the
 * server-rendered block), otherwise from the copy the service worker keeps (src/sw/sw.ts).
 */
import { useEffect, useState } from "react";
import type { PublicEmergencyContact } from "../../server/services/public-shapes";
import { localizeHref } from "../../admin-modules/domain/i18n";
import { EMERGENCY_CACHE } from "./offline-caches";

const DATA_ID = "emergency-contacts";

function parse(text: string | null | undefined): PublicEmergencyContact[] | null {
  if (!text) return null;
  try {
    const contacts = JSON.parse(text) as unknown;
    return Array.isArray(contacts) && contacts.length > 0 ? (contacts as PublicEmergencyContact[]) : null;
  } catch {
    return null;
  }
}

/**
 * A page the server drew with the app carries its answers in the query-state block (src/entry-server.tsx)
 * instead: the helplines are the answer of public.emergency.list.
 */
function fromQueryState(text: string | null | undefined): PublicEmergencyContact[] | null {
  if (!text) return null;
  try {
    const state = JSON.parse(text) as { queries?: { queryKey?: unknown[]; state?: { data?: unknown } }[] };
    const query = state.queries?.find((q) => JSON.stringify(q.queryKey?.[0]) === JSON.stringify(["public", "emergency", "list"]));
    return parse(query ? JSON.stringify(query.state?.data) : null);
  } catch {
    return null;
  }
}

const contactsIn = (doc: Document) => parse(doc.getElementById(DATA_ID)?.textContent) ?? fromQueryState(doc.getElementById("query-state")?.textContent);

const inThisPage = typeof document === "undefined" ? null : contactsIn(document);

async function fromSavedPage(): Promise<PublicEmergencyContact[] | null> {
  if (typeof caches === "undefined") return null;
  const saved = await caches.match(localizeHref("/emergency"), { cacheName: EMERGENCY_CACHE, ignoreVary: true });
  if (!saved) return null;
  return contactsIn(new DOMParser().parseFromString(await saved.text(), "text/html"));
}

/** The saved helplines while `wanted` (offline); null while unknown or when none are saved. */
export function useSavedEmergencyContacts(wanted: boolean): PublicEmergencyContact[] | null {
  const [fromCache, setFromCache] = useState<PublicEmergencyContact[] | null>(null);
  useEffect(() => {
    if (!wanted || inThisPage) return;
    let current = true;
    void fromSavedPage()
      .then((contacts) => current && setFromCache(contacts))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [wanted]);
  return wanted ? (inThisPage ?? fromCache) : null;
}
