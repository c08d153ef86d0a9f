/** Public procedures of the media area (mounted at public.media). */
import { router } from "../trpc";

export const mediaRouter = router({});
