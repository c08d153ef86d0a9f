/** The public helplines: read by public.emergency.list and by the server-drawn /emergency page. */
import type { DB } from "../../db/open";
import { publicEmergencyContact } from "./public-shapes";
import { localizeRows } from "./translations";

/** The helplines the public sees, in the staff's chosen order (the home page takes the first few). */
export function publicHelplinesQuery(db: DB) {
  return db
    .selectFrom("emergency_contacts")
    .selectAll()
    .where("is_active", "=", 1)
    .where("review_status", "=", "approved")
    .orderBy("display_order")
    .orderBy("id");
}

/** Every active helpline in the staff's chosen order, in the reader's language; also used to server-render /emergency. */
export async function listEmergencyContacts(db: DB) {
  const rows = await publicHelplinesQuery(db).execute();
  return (await localizeRows(db, "emergency_contacts", rows)).map(publicEmergencyContact);
}
