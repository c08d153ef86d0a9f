/** Public procedures of the emergency area (mounted at public.emergency). */
import { publicProcedure, router } from "../trpc";
import { cachedQuery } from "../services/public-cache";
import { listEmergencyContacts } from "../services/emergency-contacts";

export const emergencyRouter = router({
  list: publicProcedure.query(cachedQuery(["emergency_contacts"], ({ ctx }) => listEmergencyContacts(ctx.db))),
});
