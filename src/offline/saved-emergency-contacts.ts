/**
 * The helplines the server wrote into the emergency page's HTML (server/services/emergency-html.ts).
 * Read when this module loads, i.e. while main.tsx's imports are evaluated and before it removes the
 * server-rendered block. The page uses them when it was opened offline from the service worker's copy.
 */
import type { PublicEmergencyContact } from "../../server/services/public-shapes";

function read(): PublicEmergencyContact[] | null {
  const text = typeof document === "undefined" ? null : document.getElementById("emergency-contacts")?.textContent;
  if (!text) return null;
  try {
    const contacts = JSON.parse(text) as unknown;
    return Array.isArray(contacts) && contacts.length > 0 ? (contacts as PublicEmergencyContact[]) : null;
  } catch {
    return null;
  }
}

export const savedEmergencyContacts = read();
