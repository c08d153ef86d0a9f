/** The whole API. The React app imports only the type of this router. */
import { router } from "../trpc";
import { adminRouter } from "./admin";
import { adminWorkflowsRouter } from "./admin-workflows";
import { accountRouter } from "./account";
import { authRouter } from "./auth";
import { classesRouter } from "./classes";
import { teacherRouter } from "./teacher";
import { parentRouter } from "./parent";
import { publicRouter } from "./public";

export const appRouter = router({
  auth: authRouter,
  account: accountRouter,
  parent: parentRouter,
  teacher: teacherRouter,
  classes: classesRouter,
  public: publicRouter,
  admin: adminRouter,
  adminWorkflows: adminWorkflowsRouter,
});

export type AppRouter = typeof appRouter;
