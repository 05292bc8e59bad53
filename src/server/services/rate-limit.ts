import { and, count, eq, gt, like, lte, max, min } from "drizzle-orm";
import type { Db } from "../db/client";
import { rateLimitEvents } from "../db/schema";

/**
 * Sliding-window counters kept in SQLite, so limits survive a restart and
 * hold across every request path of the one process.
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
export type ConsumedLimit = { allowed: true; retryAfterSeconds: 0; eventId: number } | { allowed: false; retryAfterSeconds: number; eventId: null };

export function checkLimit(db: Db, bucket: string, limit: WindowLimit, now = Date.now()): LimitState {
  const since = now - limit.windowMs;
  const row = db
    .select({ events: count(), oldest: min(rateLimitEvents.at) })
    .from(rateLimitEvents)
    .where(and(eq(rateLimitEvents.bucket, bucket), gt(rateLimitEvents.at, since)))
    .get();
  const events = row?.events ?? 0;
  if (events < limit.max) return { allowed: true, retryAfterSeconds: 0 };
  const oldest = row?.oldest ?? now;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + limit.windowMs - now) / 1000)) };
}

/** How many events the bucket holds in the window, and when the latest was. */
export function recentEvents(db: Db, bucket: string, windowMs: number, now = Date.now()): { events: number; latest: number | null } {
  const row = db
    .select({ events: count(), latest: max(rateLimitEvents.at) })
    .from(rateLimitEvents)
    .where(and(eq(rateLimitEvents.bucket, bucket), gt(rateLimitEvents.at, now - windowMs)))
    .get();
  return { events: row?.events ?? 0, latest: row?.latest ?? null };
}

export function recordEvent(db: Db, bucket: string, now = Date.now()): number {
  return db.insert(rateLimitEvents).values({ bucket, at: now }).returning({ id: rateLimitEvents.id }).get().id;
}

/** Uncounts one event: a run that failed through no fault of the caller does not use up the limit. */
export function giveBackEvent(db: Db, eventId: number): void {
  db.delete(rateLimitEvents).where(eq(rateLimitEvents.id, eventId)).run();
}

/** No window in use is longer than a day, so older events can never count again. */
const RETENTION_MS = 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 10 * 60 * 1000;
let nextPruneAt = 0;

/** Every login attempt, demo run and API call leaves a row; this keeps the table from growing forever. */
function pruneNowAndThen(db: Db, now: number): void {
  if (now < nextPruneAt) return;
  nextPruneAt = now + PRUNE_EVERY_MS;
  pruneEvents(db, RETENTION_MS, now);
}

/** Checks and, when allowed, counts one event, atomically. */
export function consumeLimit(db: Db, bucket: string, limit: WindowLimit, now = Date.now()): ConsumedLimit {
  pruneNowAndThen(db, now);
  return db.transaction((): ConsumedLimit => {
    const state = checkLimit(db, bucket, limit, now);
    if (!state.allowed) return { allowed: false, retryAfterSeconds: state.retryAfterSeconds, eventId: null };
    return { allowed: true, retryAfterSeconds: 0, eventId: recordEvent(db, bucket, now) };
  });
}

export function clearBucket(db: Db, bucket: string): void {
  db.delete(rateLimitEvents).where(eq(rateLimitEvents.bucket, bucket)).run();
}

/** Empties every bucket whose name starts with the prefix (all of one account's sign-in buckets, say). */
export function clearBucketsStartingWith(db: Db, prefix: string): void {
  db.delete(rateLimitEvents).where(like(rateLimitEvents.bucket, `${prefix}%`)).run();
}

/** Drops events older than the longest window in use; called now and then (by consumeLimit), not per request. */
export function pruneEvents(db: Db, olderThanMs: number, now = Date.now()): void {
  db.delete(rateLimitEvents).where(lte(rateLimitEvents.at, now - olderThanMs)).run();
}
