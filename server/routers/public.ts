/** Public reads and the public writes the spec leaves unshown. Each page asks one query. */
import { HOME_TABLES, loadHome } from "../services/home";
import { getSiteSettings } from "../services/site-settings";
import { cachedQuery } from "../services/public-cache";
import { publicProcedure, router } from "../trpc";
import { emergencyRouter } from "./public-emergency";
import { eventsRouter } from "./public-events";
import { learningRouter } from "./public-learning";
import { mediaRouter } from "./public-media";
import { reportsRouter } from "./public-reports";
import { resourcesRouter } from "./public-resources";

export const publicRouter = router({
  home: publicProcedure.query(cachedQuery(HOME_TABLES, ({ ctx }) => loadHome(ctx.db, ctx.config.uploadsDir), { today: true })),
  settings: publicProcedure.query(cachedQuery(["site_settings"], ({ ctx }) => getSiteSettings(ctx.db))),
  resources: resourcesRouter,
  learning: learningRouter,
  media: mediaRouter,
  events: eventsRouter,
  emergency: emergencyRouter,
  reports: reportsRouter,
});
