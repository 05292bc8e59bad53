import { and, count, eq, gt, inArray, like, lte, max, min, sql } from "drizzle-orm";
import { INVALID_CALL_ALLOWANCE_FACTOR } from "../../shared/limits";
import { lockInTransaction, withTransaction, type DbOrTx } from "../db/client";
import { preparedOn, UNNAMED } from "../db/prepared";
import { rateLimitEvents } from "../db/schema";

/**
 * Sliding-window counters kept in the database, so limits survive a restart
 * and hold across every request path and every instance.
 */

export interface WindowLimit {
  max: number;
  windowMs: number;
}

export interface LimitState {
  allowed: boolean;
  /** Seconds until one more event fits in the window; 0 when allowed. */
  retryAfterSeconds: number;
}

/** When allowed, the event it counted, so a run that failed can be given back. */
export type ConsumedLimit =
  | { allowed: true; retryAfterSeconds: 0; eventId: number }
  | { allowed: false; retryAfterSeconds: number; eventId: null };

/** Every request checks one or two windows: prepared once per handle (db/prepared.ts). */
const windowOf = (db: DbOrTx) =>
  preparedOn(db, "rate-limit-window", (on) =>
    on
      .select({ events: count(), oldest: min(rateLimitEvents.at) })
      .from(rateLimitEvents)
      .where(and(eq(rateLimitEvents.bucket, sql.placeholder("bucket")), gt(rateLimitEvents.at, sql.placeholder("since"))))
      .prepare(UNNAMED),
  );

export async function checkLimit(db: DbOrTx, bucket: string, limit: WindowLimit, now = Date.now()): Promise<LimitState> {
  const [row] = await windowOf(db).execute({ bucket, since: now - limit.windowMs });
  const events = row?.events ?? 0;
  if (events < limit.max) return { allowed: true, retryAfterSeconds: 0 };
  const oldest = row?.oldest ?? now;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + limit.windowMs - now) / 1000)) };
}

/** How many events the bucket holds in the window, and when the latest was. */
export async function recentEvents(
  db: DbOrTx,
  bucket: string,
  windowMs: number,
  now = Date.now(),
): Promise<{ events: number; latest: number | null }> {
  const [row] = await db
    .select({ events: count(), latest: max(rateLimitEvents.at) })
    .from(rateLimitEvents)
    .where(and(eq(rateLimitEvents.bucket, bucket), gt(rateLimitEvents.at, now - windowMs)));
  return { events: row?.events ?? 0, latest: row?.latest ?? null };
}

const recordEventOn = (db: DbOrTx) =>
  preparedOn(db, "rate-limit-record", (on) =>
    on
      .insert(rateLimitEvents)
      .values({ bucket: sql.placeholder("bucket"), at: sql.placeholder("at") })
      .returning({ id: rateLimitEvents.id })
      .prepare(UNNAMED),
  );

export async function recordEvent(db: DbOrTx, bucket: string, now = Date.now()): Promise<number> {
  const [event] = await recordEventOn(db).execute({ bucket, at: now });
  return event!.id;
}

/** Uncounts one event: a run that failed through no fault of the caller does not use up the limit. */
export async function giveBackEvent(db: DbOrTx, eventId: number): Promise<void> {
  await db.delete(rateLimitEvents).where(eq(rateLimitEvents.id, eventId));
}

/** No window in use is longer than a day, so older events can never count again. */
const RETENTION_MS = 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 10 * 60 * 1000;
let nextPruneAt = 0;

/**
 * Every login attempt, demo run and API call leaves a row; this keeps the
 * table from growing forever. Run before a transaction, never inside one, so
 * the delete does not hold the transaction's locks.
 */
export async function pruneEventsNowAndThen(db: DbOrTx, now: number): Promise<void> {
  if (now < nextPruneAt) return;
  nextPruneAt = now + PRUNE_EVERY_MS;
  await pruneEvents(db, RETENTION_MS, now);
}

/**
 * Checks and, when allowed, counts one event, atomically: the bucket's lock
 * keeps two requests (on any instance) from both reading room for one.
 */
export async function consumeLimit(db: DbOrTx, bucket: string, limit: WindowLimit, now = Date.now()): Promise<ConsumedLimit> {
  await pruneEventsNowAndThen(db, now);
  return withTransaction(db, async (tx): Promise<ConsumedLimit> => {
    await lockInTransaction(tx, `rate-limit:${bucket}`);
    const state = await checkLimit(tx, bucket, limit, now);
    if (!state.allowed) return { allowed: false, retryAfterSeconds: state.retryAfterSeconds, eventId: null };
    return { allowed: true, retryAfterSeconds: 0, eventId: await recordEvent(tx, bucket, now) };
  });
}

/**
 * A call's per-minute bucket. Calls refused for their input (a 400) count in
 * a bucket of their own beside it, with INVALID_CALL_ALLOWANCE_FACTOR times
 * the room (docs/decisions/111): a client fixing its requests is never locked
 * out by its mistakes, and one sending nothing but bad requests still is.
 */
export interface CallLimit {
  bucket: string;
  limit: WindowLimit;
}

/** Which of a call's two windows refused it. */
export type CallAdmission =
  | { allowed: true; eventId: number }
  | { allowed: false; refusedBy: "calls" | "invalid calls"; retryAfterSeconds: number };

const invalidBucketOf = (bucket: string) => `${bucket}:invalid`;

/** Both windows of a call's bucket in one statement: the calls counted, the calls refused for their input, and the oldest of each. */
const callWindowsOf = (db: DbOrTx) =>
  preparedOn(db, "rate-limit-call-windows", (on) => {
    const bucket = sql.placeholder("bucket");
    const invalidBucket = sql.placeholder("invalidBucket");
    const among = (which: ReturnType<typeof sql.placeholder>) => sql`filter (where ${rateLimitEvents.bucket} = ${which})`;
    return on
      .select({
        calls: sql<number>`count(*) ${among(bucket)}`.mapWith(Number),
        oldestCall: sql<number | null>`min(${rateLimitEvents.at}) ${among(bucket)}`.mapWith(rateLimitEvents.at),
        invalidCalls: sql<number>`count(*) ${among(invalidBucket)}`.mapWith(Number),
        oldestInvalidCall: sql<number | null>`min(${rateLimitEvents.at}) ${among(invalidBucket)}`.mapWith(rateLimitEvents.at),
      })
      .from(rateLimitEvents)
      .where(and(inArray(rateLimitEvents.bucket, [bucket, invalidBucket]), gt(rateLimitEvents.at, sql.placeholder("since"))))
      .prepare(UNNAMED);
  });

function retryAfter(oldest: number | null, windowMs: number, now: number): number {
  return Math.max(1, Math.ceil(((oldest ?? now) + windowMs - now) / 1000));
}

/**
 * Under the bucket's lock, in the caller's transaction: refuses when either
 * window is full (the invalid calls' first), else counts one event in
 * `countAs`'s bucket.
 */
async function admitInTransaction(
  tx: DbOrTx,
  { bucket, limit }: CallLimit,
  countAs: "calls" | "invalid calls",
  now: number,
): Promise<CallAdmission> {
  await lockInTransaction(tx, `rate-limit:${bucket}`);
  const [windows] = await callWindowsOf(tx).execute({ bucket, invalidBucket: invalidBucketOf(bucket), since: now - limit.windowMs });
  const { calls = 0, oldestCall = null, invalidCalls = 0, oldestInvalidCall = null } = windows ?? {};
  if (invalidCalls >= limit.max * INVALID_CALL_ALLOWANCE_FACTOR)
    return { allowed: false, refusedBy: "invalid calls", retryAfterSeconds: retryAfter(oldestInvalidCall, limit.windowMs, now) };
  if (calls >= limit.max) return { allowed: false, refusedBy: "calls", retryAfterSeconds: retryAfter(oldestCall, limit.windowMs, now) };
  return { allowed: true, eventId: await recordEvent(tx, countAs === "calls" ? bucket : invalidBucketOf(bucket), now) };
}

/** Counts one call, in a transaction of its own, when neither of its windows is full. */
export async function admitCall(db: DbOrTx, call: CallLimit, now = Date.now()): Promise<CallAdmission> {
  await pruneEventsNowAndThen(db, now);
  return withTransaction(db, (tx) => admitInTransaction(tx, call, "calls", now));
}

/** The same within a transaction the caller holds (a paid call spends in it too); the caller prunes before opening it. */
export function admitCallWithin(tx: DbOrTx, call: CallLimit, now = Date.now()): Promise<CallAdmission> {
  return admitInTransaction(tx, call, "calls", now);
}

/**
 * A call refused for its input: an event it was admitted with is given back
 * and the refusal counted among the invalid calls. Not yet admitted (a paid
 * call reads its input first), it is refused like any call when either
 * window is full, so the limits answer before the input does.
 */
export async function countRefusedInput(
  db: DbOrTx,
  call: CallLimit,
  admittedEventId: number | null,
  now = Date.now(),
): Promise<CallAdmission> {
  if (admittedEventId === null) return withTransaction(db, (tx) => admitInTransaction(tx, call, "invalid calls", now));
  await giveBackEvent(db, admittedEventId);
  return { allowed: true, eventId: await recordEvent(db, invalidBucketOf(call.bucket), now) };
}

export async function clearBucket(db: DbOrTx, bucket: string): Promise<void> {
  await db.delete(rateLimitEvents).where(eq(rateLimitEvents.bucket, bucket));
}

/** Empties every bucket whose name starts with the prefix (all of one account's sign-in buckets, say). */
export async function clearBucketsStartingWith(db: DbOrTx, prefix: string): Promise<void> {
  await db.delete(rateLimitEvents).where(like(rateLimitEvents.bucket, `${prefix}%`));
}

/** Drops events older than the longest window in use; called now and then (by consumeLimit), not per request. */
export async function pruneEvents(db: DbOrTx, olderThanMs: number, now = Date.now()): Promise<void> {
  await db.delete(rateLimitEvents).where(lte(rateLimitEvents.at, now - olderThanMs));
}
