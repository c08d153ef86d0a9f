/** Public reads that need no sign-in. Each page asks one query. */
import { loadHome } from "../services/home";
import { getSiteSettings } from "../services/site-settings";
import { publicProcedure, router } from "../trpc";

export const publicRouter = router({
  home: publicProcedure.query(({ ctx }) => loadHome(ctx.db)),
  settings: publicProcedure.query(({ ctx }) => getSiteSettings(ctx.db)),
});
