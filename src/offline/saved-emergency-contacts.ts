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

const inThisPage = typeof document === "undefined" ? null : parse(document.getElementById(DATA_ID)?.textContent);

async function fromSavedPage(): Promise<PublicEmergencyContact[] | null> {
  if (typeof caches === "undefined") return null;
  const saved = await caches.match(localizeHref("/emergency"), { cacheName: EMERGENCY_CACHE, ignoreVary: true });
  if (!saved) return null;
  const html = new DOMParser().parseFromString(await saved.text(), "text/html");
  return parse(html.getElementById(DATA_ID)?.textContent);
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
