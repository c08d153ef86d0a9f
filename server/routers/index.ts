/** The whole API. The React app imports only the type of this router. */
import { router } from "../trpc";
import { adminRouter } from "./admin";
import { adminWorkflowsRouter } from "./admin-workflows";
import { authRouter } from "./auth";
import { publicRouter } from "./public";

export const appRouter = router({
  auth: authRouter,
  public: publicRouter,
  admin: adminRouter,
  adminWorkflows: adminWorkflowsRouter,
});

export type AppRouter = typeof appRouter;
