/** Public procedures of the resources area (mounted at public.resources). */
import { router } from "../trpc";

export const resourcesRouter = router({});
