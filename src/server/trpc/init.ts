import { initTRPC, TRPCError } from "@trpc/server";
import type { z } from "zod";
import { DASHBOARD_RATE_LIMIT } from "../../shared/limits";
import { SERVER_MESSAGES as M } from "../../shared/messages";
import { fail, publicMessage, toTRPCError } from "../errors";
import { withTransaction, type Db } from "../db/client";
import type { User } from "../db/schema";
import { keepSpend, refundSpend, spendCredit, withDueAllotments } from "../billing/credits";
import { apiRateLimitFor, authenticateApiKey } from "../services/api-keys";
import {
  admitCall,
  admitCallWithin,
  countRefusedInput,
  pruneEventsNowAndThen,
  type CallAdmission,
  type CallLimit,
} from "../services/rate-limit";
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

/** A caller's per-minute bucket and what a refusal says. */
interface LimitedCall extends CallLimit {
  refusal: string;
}

/** The dashboard's one bucket for all tools, per user. */
const toolCallLimit = (userId: number): LimitedCall => ({
  bucket: `tools:${userId}`,
  limit: DASHBOARD_RATE_LIMIT,
  refusal: M.dashboardRateLimited,
});

/** A public API key's bucket, sized by its account's plan. */
const keyCallLimit = (user: User, keyId: number): LimitedCall => ({
  bucket: `apikey:${keyId}`,
  limit: apiRateLimitFor(user.plan),
  refusal: M.apiRateLimited,
});

function refused(call: LimitedCall, admission: Extract<CallAdmission, { allowed: false }>) {
  return fail.tooManyRequests(admission.refusedBy === "invalid calls" ? M.tooManyInvalidCalls : call.refusal, admission.retryAfterSeconds);
}

const isRefusedInput = (result: { ok: boolean; error?: { code: string } }) => !result.ok && result.error?.code === "BAD_REQUEST";

/**
 * Runs a call within its per-minute bucket, counted before its input is
 * read; a call refused for its input (a 400) takes its event back and counts
 * among the invalid calls instead (docs/decisions/111).
 */
async function withinCallLimit<R extends { ok: boolean; error?: { code: string } }>(
  db: Db,
  call: LimitedCall,
  run: () => Promise<R>,
): Promise<R> {
  const admission = await admitCall(db, call);
  if (!admission.allowed) throw refused(call, admission);
  const result = await run();
  if (isRefusedInput(result)) await countRefusedInput(db, call, admission.eventId);
  return result;
}

/** The dashboard's tool calls: signed in, and within the user's per-minute limit (one bucket for all tools). */
export const toolProcedure = protectedProcedure.use(({ ctx, next }) => withinCallLimit(ctx.db, toolCallLimit(ctx.user.id), () => next()));

export const adminProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (ctx.user.role !== "Admin") throw fail.forbidden(M.forbidden);
  return next();
});

/** For the public /apiv1 calls: the body's `apiKey` must belong to a Business or Enterprise account. */
const apiKeyProcedure = publicProcedure.use(async ({ ctx, getRawInput, next }) => {
  const { user, apiKey } = await apiCaller(ctx.db, await getRawInput());
  return next({ ctx: { ...ctx, user, apiKey } });
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
    return withinCallLimit(ctx.db, keyCallLimit(user, apiKey.id), () =>
      next({ ctx: { ...ctx, user, apiKeyId: apiKey.id as number | null } }),
    );
  }
  const { user } = await signedIn(ctx);
  return withinCallLimit(ctx.db, toolCallLimit(user.id), () => next({ ctx: { ...ctx, user, apiKeyId: null as number | null } }));
});

/** What the first half of a paid call leaves for the second: the event its call was counted with, once it is. */
interface Admitted {
  eventId: number | null;
}

/**
 * The first half of a paid call, before its input is read: a call refused for
 * its input is counted among the invalid calls, or refused with a 429 when
 * its limits are full, as a call counted before its input would be.
 */
async function countingRefusedInput<R extends { ok: boolean; error?: { code: string } }>(
  db: Db,
  call: LimitedCall,
  run: (admitted: Admitted) => Promise<R>,
): Promise<R> {
  const admitted: Admitted = { eventId: null };
  const result = await run(admitted);
  if (isRefusedInput(result)) {
    const counted = await countRefusedInput(db, call, admitted.eventId);
    if (!counted.allowed) throw refused(call, counted);
  }
  return result;
}

/**
 * The second half, once the input is valid: the call is counted and its
 * credit spent in one transaction (a call without credit is still counted),
 * then the rest of the procedure runs; the spend is kept when it answers and
 * given back when it fails. It stays pending in between, so a crash is
 * refunded at the next start (decision 111). The ledger records the
 * procedure's `ledgerReason`, never the text.
 */
async function admittedAndCharged<R extends { ok: boolean }>(
  db: Db,
  call: LimitedCall,
  admitted: Admitted,
  payer: { userId: number; apiKeyId: number | null },
  reason: string | undefined,
  run: () => Promise<R>,
): Promise<R> {
  if (!reason) throw new Error("a paid procedure needs meta.ledgerReason");
  await pruneEventsNowAndThen(db, Date.now());
  const { admission, spend, refusal } = await withTransaction(db, async (tx) => {
    const admission = await admitCallWithin(tx, call);
    if (!admission.allowed) return { admission };
    try {
      return { admission, spend: await spendCredit(tx, { ...payer, reason }) };
    } catch (error) {
      if (error instanceof TRPCError && error.code === "PAYMENT_REQUIRED") return { admission, refusal: error };
      throw error;
    }
  });
  if (!admission.allowed) throw refused(call, admission);
  admitted.eventId = admission.eventId;
  if (!spend) throw refusal;
  const result = await run();
  if (result.ok) await keepSpend(db, spend);
  else await refundSpend(db, spend, `refund: ${reason}`);
  return result;
}

/**
 * A dashboard tool call that costs one credit. The input is checked first, so
 * a refused text (400) costs nothing and writes no ledger row.
 */
export const paidToolProcedure = <Input extends z.ZodType>(ledgerReason: string, input: Input) =>
  protectedProcedure
    .use(({ ctx, next }) => countingRefusedInput(ctx.db, toolCallLimit(ctx.user.id), (admitted) => next({ ctx: { ...ctx, admitted } })))
    .meta({ ledgerReason })
    .input(input)
    .use(({ ctx, meta, next }) =>
      admittedAndCharged(
        ctx.db,
        toolCallLimit(ctx.user.id),
        ctx.admitted,
        { userId: ctx.user.id, apiKeyId: null },
        meta?.ledgerReason,
        () => next(),
      ),
    );

/** The same for a public /apiv1 call, charged to the key's account and counted on the key. */
export const paidApiProcedure = <Input extends z.ZodType>(ledgerReason: string, input: Input) =>
  apiKeyProcedure
    .use(({ ctx, next }) =>
      countingRefusedInput(ctx.db, keyCallLimit(ctx.user, ctx.apiKey.id), (admitted) => next({ ctx: { ...ctx, admitted } })),
    )
    .meta({ ledgerReason })
    .input(input)
    .use(({ ctx, meta, next }) =>
      admittedAndCharged(
        ctx.db,
        keyCallLimit(ctx.user, ctx.apiKey.id),
        ctx.admitted,
        { userId: ctx.user.id, apiKeyId: ctx.apiKey.id },
        meta?.ledgerReason,
        () => next(),
      ),
    );
