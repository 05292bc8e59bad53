import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openTempDb, type TempDb } from "../../../tests/support/temp-db";
import { checkLimit, clearBucket, consumeLimit, giveBackEvent, pruneEvents } from "./rate-limit";

let temp: TempDb;
beforeEach(() => {
  temp = openTempDb();
});
afterEach(() => temp.close());

const limit = { max: 3, windowMs: 60_000 };
const t0 = 1_000_000;

describe("sliding-window limits", () => {
  it("allows max events in the window and refuses the next, with the wait until the oldest leaves", () => {
    for (const at of [t0, t0 + 10_000, t0 + 20_000]) expect(consumeLimit(temp.db, "b", limit, at).allowed).toBe(true);
    const refused = consumeLimit(temp.db, "b", limit, t0 + 30_000);
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 30, eventId: null });
  });

  it("gives back an event it counted, freeing its slot", () => {
    const counted = [t0, t0 + 1, t0 + 2].map((at) => consumeLimit(temp.db, "b", limit, at));
    expect(checkLimit(temp.db, "b", limit, t0 + 3).allowed).toBe(false);
    giveBackEvent(temp.db, counted[1]!.eventId!);
    expect(checkLimit(temp.db, "b", limit, t0 + 3).allowed).toBe(true);
  });

  it("slides: one event leaving the window frees exactly one slot", () => {
    for (const at of [t0, t0 + 10_000, t0 + 20_000]) consumeLimit(temp.db, "b", limit, at);
    expect(consumeLimit(temp.db, "b", limit, t0 + 60_000).allowed).toBe(true);
    expect(consumeLimit(temp.db, "b", limit, t0 + 60_001).allowed).toBe(false);
    expect(consumeLimit(temp.db, "b", limit, t0 + 70_000).allowed).toBe(true);
  });

  it("does not count refused attempts", () => {
    for (const at of [t0, t0 + 1, t0 + 2]) consumeLimit(temp.db, "b", limit, at);
    for (let i = 0; i < 10; i++) consumeLimit(temp.db, "b", limit, t0 + 100 + i);
    expect(checkLimit(temp.db, "b", limit, t0 + 60_003).allowed).toBe(true);
  });

  it("keeps buckets apart and clears one on demand", () => {
    for (const at of [t0, t0 + 1, t0 + 2]) consumeLimit(temp.db, "a", limit, at);
    expect(checkLimit(temp.db, "other", limit, t0 + 3).allowed).toBe(true);
    clearBucket(temp.db, "a");
    expect(checkLimit(temp.db, "a", limit, t0 + 3).allowed).toBe(true);
  });

  it("drops events older than a day now and then, as limits are consumed", () => {
    const day = 24 * 60 * 60 * 1000;
    consumeLimit(temp.db, "idle", limit, t0 + day);
    consumeLimit(temp.db, "busy", limit, t0 + 3 * day);
    const buckets = temp.db.$client.prepare("select bucket from rate_limit_events").all() as { bucket: string }[];
    expect(buckets.map((b) => b.bucket)).toEqual(["busy"]);
  });

  it("prunes only events older than asked", () => {
    consumeLimit(temp.db, "b", limit, t0);
    consumeLimit(temp.db, "b", limit, t0 + 50_000);
    pruneEvents(temp.db, 30_000, t0 + 60_000);
    const left = temp.db.$client.prepare("select count(*) as n from rate_limit_events").get() as { n: number };
    expect(left.n).toBe(1);
  });
});
