import { and, count, eq, gt, like, lte, max, min, sql } from "drizzle-orm";
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

/** Every login attempt, demo run and API call leaves a row; this keeps the table from growing forever. */
async function pruneNowAndThen(db: DbOrTx, now: number): Promise<void> {
  if (now < nextPruneAt) return;
  nextPruneAt = now + PRUNE_EVERY_MS;
  await pruneEvents(db, RETENTION_MS, now);
}

/**
 * Checks and, when allowed, counts one event, atomically: the bucket's lock
 * keeps two requests (on any instance) from both reading room for one.
 */
export async function consumeLimit(db: DbOrTx, bucket: string, limit: WindowLimit, now = Date.now()): Promise<ConsumedLimit> {
  await pruneNowAndThen(db, now);
  return withTransaction(db, async (tx): Promise<ConsumedLimit> => {
    await lockInTransaction(tx, `rate-limit:${bucket}`);
    const state = await checkLimit(tx, bucket, limit, now);
    if (!state.allowed) return { allowed: false, retryAfterSeconds: state.retryAfterSeconds, eventId: null };
    return { allowed: true, retryAfterSeconds: 0, eventId: await recordEvent(tx, bucket, now) };
  });
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
