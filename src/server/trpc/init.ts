import { initTRPC } from "@trpc/server";
import type { z } from "zod";
import { DASHBOARD_RATE_LIMIT, INVALID_CALL_ALLOWANCE_FACTOR } from "../../shared/limits";
import { SERVER_MESSAGES as M } from "../../shared/messages";
import { fail, publicMessage, toTRPCError } from "../errors";
import type { Db } from "../db/client";
import type { User } from "../db/schema";
import { keepSpend, refundSpend, spendCredit, withDueAllotments } from "../billing/credits";
import { apiRateLimitFor, authenticateApiKey } from "../services/api-keys";
import { checkLimit, consumeLimit, giveBackEvent, recordEvent, type WindowLimit } from "../services/rate-limit";
import type { Context } from "./context";

/** What a procedure says about itself: a paid call names the credit ledger's reason for its spend. */
interface ProcedureMeta {
  ledgerReason?: string;
}

const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    errorFormatter({ shape, error }) {
      // Browsers get the same plain message REST clients get; never a stack.
      return { ...shape, message: publicMessage(error), data: { code: shape.data.code, httpStatus: shape.data.httpStatus } };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
/** Every procedure's failures pass through errors.ts, so one that only lost the database answers 503, as REST does. */
export const publicProcedure = t.procedure.use(async ({ next }) => {
  const result = await next();
  if (!result.ok) {
    const mapped = toTRPCError(result.error);
    if (mapped !== result.error) throw mapped;
  }
  return result;
});

/**
 * Narrows the context to a signed-in user. A yearly plan's month that has
 * begun is granted here, so the balance a signed-in call reads or spends is
 * already topped up (decision 022).
 */
export const protectedProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const { user, session } = await signedIn(ctx);
  return next({ ctx: { ...ctx, user, session } });
});

/** The session's user, topped up, or the spec's 401 for a visitor. */
async function signedIn(ctx: Context) {
  if (!ctx.auth) throw fail.unauthorized(M.notSignedIn);
  return { user: await withDueAllotments(ctx.db, ctx.auth.user), session: ctx.auth.session };
}

/** The account and key a public API call's body names, refused unless the key is valid and its plan has the API. */
async function apiCaller(db: Db, rawInput: unknown) {
  const key = typeof rawInput === "object" && rawInput !== null && "apiKey" in rawInput ? rawInput.apiKey : undefined;
  return authenticateApiKey(db, typeof key === "string" ? key : "");
}

/**
 * Runs a call within its per-minute bucket. The input is checked after this
 * (it is parsed further down the chain), so a call refused for its input (a
 * 400) takes its event back and counts in a bucket of its own instead, with
 * INVALID_CALL_ALLOWANCE_FACTOR times the room (docs/decisions/111).
 */
async function withinCallLimit<R extends { ok: boolean; error?: { code: string } }>(
  db: Db,
  bucket: string,
  limit: WindowLimit,
  refusal: string,
  call: () => Promise<R>,
): Promise<R> {
  const invalidBucket = `${bucket}:invalid`;
  const invalidLimit = { max: limit.max * INVALID_CALL_ALLOWANCE_FACTOR, windowMs: limit.windowMs };
  const invalid = await checkLimit(db, invalidBucket, invalidLimit);
  if (!invalid.allowed) throw fail.tooManyRequests(M.tooManyInvalidCalls, invalid.retryAfterSeconds);
  const counted = await consumeLimit(db, bucket, limit);
  if (!counted.allowed) throw fail.tooManyRequests(refusal, counted.retryAfterSeconds);
  const result = await call();
  if (!result.ok && result.error?.code === "BAD_REQUEST") {
    await giveBackEvent(db, counted.eventId);
    await recordEvent(db, invalidBucket);
  }
  return result;
}

/** The dashboard's tool calls: signed in, and within the user's per-minute limit (one bucket for all tools). */
export const toolProcedure = protectedProcedure.use(({ ctx, next }) => withinToolLimit(ctx.db, ctx.user.id, () => next()));

/** The dashboard's one bucket for all tools, per user. */
function withinToolLimit<R extends { ok: boolean; error?: { code: string } }>(db: Db, userId: number, call: () => Promise<R>) {
  return withinCallLimit(db, `tools:${userId}`, DASHBOARD_RATE_LIMIT, M.dashboardRateLimited, call);
}

/** A public API key's bucket, sized by its account's plan. */
function withinKeyLimit<R extends { ok: boolean; error?: { code: string } }>(db: Db, user: User, keyId: number, call: () => Promise<R>) {
  return withinCallLimit(db, `apikey:${keyId}`, apiRateLimitFor(user.plan), M.apiRateLimited, call);
}

export const adminProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (ctx.user.role !== "Admin") throw fail.forbidden(M.forbidden);
  return next();
});

/**
 * For the public /apiv1 calls: the body's `apiKey` must belong to a Business
 * or Enterprise account, and the call is counted against the key's per-minute
 * rate limit.
 */
const apiKeyProcedure = publicProcedure.use(async ({ ctx, getRawInput, next }) => {
  const { user, apiKey } = await apiCaller(ctx.db, await getRawInput());
  return withinKeyLimit(ctx.db, user, apiKey.id, () => next({ ctx: { ...ctx, user, apiKey } }));
});

/**
 * For an operation the dashboard and the public API share as one procedure
 * (a file's detection): a call through /apiv1 is an apiKeyProcedure call, any
 * other a toolProcedure call. `ctx.apiKeyId` is null for the dashboard, so the
 * procedure can answer each door in its own documented shape (decision 129).
 */
export const eitherDoorProcedure = publicProcedure.use(async ({ ctx, getRawInput, next }) => {
  if (ctx.door === "api") {
    const { user, apiKey } = await apiCaller(ctx.db, await getRawInput());
    return withinKeyLimit(ctx.db, user, apiKey.id, () => next({ ctx: { ...ctx, user, apiKeyId: apiKey.id as number | null } }));
  }
  const { user } = await signedIn(ctx);
  return withinToolLimit(ctx.db, user.id, () => next({ ctx: { ...ctx, user, apiKeyId: null as number | null } }));
});

/**
 * Spends the call's credit, runs the rest of the procedure, keeps the spend
 * when it answers and gives it back when it fails; the spend stays pending
 * in between, so a crash is refunded at the next start (decision 111). The
 * ledger records the procedure's `ledgerReason`, never the text.
 */
async function charged<R extends { ok: boolean }>(
  db: Db,
  payer: { userId: number; apiKeyId: number | null },
  reason: string | undefined,
  call: () => Promise<R>,
): Promise<R> {
  if (!reason) throw new Error("a paid procedure needs meta.ledgerReason");
  const spend = await spendCredit(db, { ...payer, reason });
  const result = await call();
  if (result.ok) await keepSpend(db, spend);
  else await refundSpend(db, spend, `refund: ${reason}`);
  return result;
}

/**
 * A dashboard tool call that costs one credit. The input is checked first, so
 * a refused text (400) costs nothing and writes no ledger row.
 */
export const paidToolProcedure = <Input extends z.ZodType>(ledgerReason: string, input: Input) =>
  toolProcedure
    .meta({ ledgerReason })
    .input(input)
    .use(({ ctx, meta, next }) => charged(ctx.db, { userId: ctx.user.id, apiKeyId: null }, meta?.ledgerReason, () => next()));

/** The same for a public /apiv1 call, charged to the key's account and counted on the key. */
export const paidApiProcedure = <Input extends z.ZodType>(ledgerReason: string, input: Input) =>
  apiKeyProcedure
    .meta({ ledgerReason })
    .input(input)
    .use(({ ctx, meta, next }) => charged(ctx.db, { userId: ctx.user.id, apiKeyId: ctx.apiKey.id }, meta?.ledgerReason, () => next()));
