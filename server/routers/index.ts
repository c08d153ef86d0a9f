/** The whole API. The React app imports only the type of this router. */
import { router } from "../trpc";
import { authRouter } from "./auth";
import { publicRouter } from "./public";

export const appRouter = router({
  auth: authRouter,
  public: publicRouter,
});

export type AppRouter = typeof appRouter;
