/** Public procedures of the learning area (mounted at public.learning). */
import { router } from "../trpc";

export const learningRouter = router({});
