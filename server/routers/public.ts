/** Public reads and the public writes the spec leaves unshown. Each page asks one query. */
import { loadHome } from "../services/home";
import { getSiteSettings } from "../services/site-settings";
import { publicProcedure, router } from "../trpc";
import { emergencyRouter } from "./public-emergency";
import { eventsRouter } from "./public-events";
import { learningRouter } from "./public-learning";
import { mediaRouter } from "./public-media";
import { reportsRouter } from "./public-reports";
import { resourcesRouter } from "./public-resources";

export const publicRouter = router({
  home: publicProcedure.query(({ ctx }) => loadHome(ctx.db)),
  settings: publicProcedure.query(({ ctx }) => getSiteSettings(ctx.db)),
  resources: resourcesRouter,
  learning: learningRouter,
  media: mediaRouter,
  events: eventsRouter,
  emergency: emergencyRouter,
  reports: reportsRouter,
});
