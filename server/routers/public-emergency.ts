/** Public procedures of the emergency area (mounted at public.emergency). */
import { router } from "../trpc";

export const emergencyRouter = router({});
