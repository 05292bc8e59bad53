import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openTempDb, type TempDb } from "../../../tests/support/temp-db";
import { rateLimitEvents } from "../db/schema";
import { INVALID_CALL_ALLOWANCE_FACTOR } from "../../shared/limits";
import { admitCall, checkLimit, clearBucket, consumeLimit, countRefusedInput, giveBackEvent, pruneEvents } from "./rate-limit";

// Every rule holds on both dialects; on PostgreSQL the bucket's lock is an advisory lock (decision 120).
describe.each(["sqlite", "postgres"] as const)("on %s", (dialect) => {
  let temp: TempDb;
  beforeEach(async () => {
    temp = await openTempDb(dialect);
  });
  afterEach(async () => temp.close());

  const limit = { max: 3, windowMs: 60_000 };
  const t0 = 1_000_000;

  describe("sliding-window limits", () => {
    it("allows max events in the window and refuses the next, with the wait until the oldest leaves", async () => {
      for (const at of [t0, t0 + 10_000, t0 + 20_000]) expect((await consumeLimit(temp.db, "b", limit, at)).allowed).toBe(true);
      const refused = await consumeLimit(temp.db, "b", limit, t0 + 30_000);
      expect(refused).toEqual({ allowed: false, retryAfterSeconds: 30, eventId: null });
    });

    it("gives back an event it counted, freeing its slot", async () => {
      const counted = [];
      for (const at of [t0, t0 + 1, t0 + 2]) counted.push(await consumeLimit(temp.db, "b", limit, at));
      expect((await checkLimit(temp.db, "b", limit, t0 + 3)).allowed).toBe(false);
      await giveBackEvent(temp.db, counted[1]!.eventId!);
      expect((await checkLimit(temp.db, "b", limit, t0 + 3)).allowed).toBe(true);
    });

    it("slides: one event leaving the window frees exactly one slot", async () => {
      for (const at of [t0, t0 + 10_000, t0 + 20_000]) await consumeLimit(temp.db, "b", limit, at);
      expect((await consumeLimit(temp.db, "b", limit, t0 + 60_000)).allowed).toBe(true);
      expect((await consumeLimit(temp.db, "b", limit, t0 + 60_001)).allowed).toBe(false);
      expect((await consumeLimit(temp.db, "b", limit, t0 + 70_000)).allowed).toBe(true);
    });

    it("does not count refused attempts", async () => {
      for (const at of [t0, t0 + 1, t0 + 2]) await consumeLimit(temp.db, "b", limit, at);
      for (let i = 0; i < 10; i++) await consumeLimit(temp.db, "b", limit, t0 + 100 + i);
      expect((await checkLimit(temp.db, "b", limit, t0 + 60_003)).allowed).toBe(true);
    });

    it("keeps buckets apart and clears one on demand", async () => {
      for (const at of [t0, t0 + 1, t0 + 2]) await consumeLimit(temp.db, "a", limit, at);
      expect((await checkLimit(temp.db, "other", limit, t0 + 3)).allowed).toBe(true);
      await clearBucket(temp.db, "a");
      expect((await checkLimit(temp.db, "a", limit, t0 + 3)).allowed).toBe(true);
    });

    it("drops events older than a day now and then, as limits are consumed", async () => {
      const day = 24 * 60 * 60 * 1000;
      // When the table was last pruned is the module's, shared by both dialects' runs: the second starts days later.
      const start = t0 + (dialect === "sqlite" ? 0 : 10 * day);
      await consumeLimit(temp.db, "idle", limit, start + day);
      await consumeLimit(temp.db, "busy", limit, start + 3 * day);
      const buckets = await temp.db.select({ bucket: rateLimitEvents.bucket }).from(rateLimitEvents);
      expect(buckets.map((b) => b.bucket)).toEqual(["busy"]);
    });

    it("prunes only events older than asked", async () => {
      await consumeLimit(temp.db, "b", limit, t0);
      await consumeLimit(temp.db, "b", limit, t0 + 50_000);
      await pruneEvents(temp.db, 30_000, t0 + 60_000);
      expect(await temp.db.$count(rateLimitEvents)).toBe(1);
    });
  });

  describe("a call's two windows", () => {
    const call = { bucket: "key", limit };
    const invalidAllowance = limit.max * INVALID_CALL_ALLOWANCE_FACTOR;

    it("counts calls up to the limit and refuses the next, with the wait until the oldest leaves", async () => {
      for (const at of [t0, t0 + 10_000, t0 + 20_000]) expect((await admitCall(temp.db, call, at)).allowed).toBe(true);
      expect(await admitCall(temp.db, call, t0 + 30_000)).toEqual({ allowed: false, refusedBy: "calls", retryAfterSeconds: 30 });
    });

    it("counts a refused input among the invalid calls, giving back the event it was admitted with", async () => {
      const admitted = await admitCall(temp.db, call, t0);
      if (!admitted.allowed) throw new Error("the first call is admitted");
      expect((await countRefusedInput(temp.db, call, admitted.eventId, t0 + 1)).allowed).toBe(true);
      const buckets = await temp.db.select({ bucket: rateLimitEvents.bucket }).from(rateLimitEvents);
      expect(buckets.map((b) => b.bucket)).toEqual(["key:invalid"]);
    });

    it("refuses every call, valid or not, once the invalid calls' larger allowance is used, and says which window refused", async () => {
      for (let i = 0; i < invalidAllowance; i++) expect((await countRefusedInput(temp.db, call, null, t0 + i)).allowed).toBe(true);
      const tooManyInvalid = { allowed: false, refusedBy: "invalid calls", retryAfterSeconds: 60 };
      expect(await countRefusedInput(temp.db, call, null, t0 + invalidAllowance)).toEqual(tooManyInvalid);
      expect(await admitCall(temp.db, call, t0 + invalidAllowance)).toEqual(tooManyInvalid);
    });

    it("refuses a refused input that was never admitted when the calls' window is full, and counts nothing for it", async () => {
      for (const at of [t0, t0 + 1, t0 + 2]) await admitCall(temp.db, call, at);
      expect(await countRefusedInput(temp.db, call, null, t0 + 3)).toEqual({ allowed: false, refusedBy: "calls", retryAfterSeconds: 60 });
      expect(await temp.db.$count(rateLimitEvents)).toBe(3);
    });

    it("admits exactly the limit of many simultaneous calls and counts only those", async () => {
      const admissions = await Promise.all(Array.from({ length: 20 }, (_, i) => admitCall(temp.db, call, t0 + i)));
      expect(admissions.filter((admission) => admission.allowed)).toHaveLength(limit.max);
      expect(await temp.db.$count(rateLimitEvents)).toBe(limit.max);
    });
  });
});
