import { router } from "../trpc/init";
import { accountRouter } from "./account";
import { adminRouter } from "./admin";
import { apiKeysRouter } from "./api-keys";
import { authRouter } from "./auth";
import { billingRouter } from "./billing";
import { detectRouter } from "./detect";
import { rewriteRouter } from "./rewrite";

export const appRouter = router({
  auth: authRouter,
  account: accountRouter,
  detect: detectRouter,
  rewrite: rewriteRouter,
  billing: billingRouter,
  apiKeys: apiKeysRouter,
  admin: adminRouter,
});

export type AppRouter = typeof appRouter;
