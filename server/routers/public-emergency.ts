/** Public procedures of the emergency area (mounted at public.emergency). */
import type { DB } from "../../db/open";
import { publicEmergencyContact } from "../services/public-shapes";
import { publicProcedure, router } from "../trpc";
import { cachedQuery } from "../services/public-cache";
import { localizeRows } from "../services/translations";

/** Every active helpline in the staff's chosen order, in the reader's language; also used to server-render /emergency. */
export async function listEmergencyContacts(db: DB) {
  const rows = await db
    .selectFrom("emergency_contacts")
    .selectAll()
    .where("is_active", "=", 1)
    .where("review_status", "=", "approved")
    .orderBy("display_order")
    .orderBy("id")
    .execute();
  return (await localizeRows(db, "emergency_contacts", rows)).map(publicEmergencyContact);
}

export const emergencyRouter = router({
  list: publicProcedure.query(cachedQuery(["emergency_contacts"], ({ ctx }) => listEmergencyContacts(ctx.db))),
});
