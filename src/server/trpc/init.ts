import { initTRPC } from "@trpc/server";
import { DASHBOARD_RATE_LIMIT } from "../../shared/limits";
import { SERVER_MESSAGES as M } from "../../shared/messages";
import { fail } from "../errors";
import { publicMessage } from "../http/error-response";
import { authenticateApiKey } from "../services/api-keys";
import { consumeLimit } from "../services/rate-limit";
import type { Context } from "./context";

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error }) {
    // Browsers get the same plain message REST clients get; never a stack.
    return { ...shape, message: publicMessage(error), data: { code: shape.data.code, httpStatus: shape.data.httpStatus } };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure;

/** Narrows the context to a signed-in user. */
export const protectedProcedure = t.procedure.use(({ ctx, next }) => {
  if (!ctx.auth) throw fail.unauthorized(M.notSignedIn);
  return next({ ctx: { ...ctx, user: ctx.auth.user, session: ctx.auth.session } });
});

/** The dashboard's tool calls: signed in, and within the user's per-minute limit (one bucket for all tools). */
export const toolProcedure = protectedProcedure.use(({ ctx, next }) => {
  const limit = consumeLimit(ctx.db, `tools:${ctx.user.id}`, DASHBOARD_RATE_LIMIT);
  if (!limit.allowed) throw fail.tooManyRequests(M.dashboardRateLimited, limit.retryAfterSeconds);
  return next();
});

export const adminProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (ctx.user.role !== "Admin") throw fail.forbidden(M.forbidden);
  return next();
});

/**
 * For the public /apiv1 calls: the body's `apiKey` must belong to a Business
 * or Enterprise account and be within its per-minute rate limit.
 */
export const apiKeyProcedure = t.procedure.use(async ({ ctx, getRawInput, next }) => {
  const raw = await getRawInput();
  const key = typeof raw === "object" && raw !== null && "apiKey" in raw ? (raw as { apiKey: unknown }).apiKey : undefined;
  const { user, apiKey } = authenticateApiKey(ctx.db, typeof key === "string" ? key : "");
  return next({ ctx: { ...ctx, user, apiKey } });
});
