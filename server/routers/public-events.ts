/** Public procedures of the events area (mounted at public.events). */
import { router } from "../trpc";

export const eventsRouter = router({});
