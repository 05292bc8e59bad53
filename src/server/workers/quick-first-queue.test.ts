import { describe, expect, it } from "vitest";
import { QUICK_TASKS_PER_LONG, QuickFirstQueue } from "./quick-first-queue";

const names = (queue: QuickFirstQueue<string>) => {
  const order: string[] = [];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) order.push(next);
  return order;
};

describe("QuickFirstQueue", () => {
  it("runs waiting quick tasks before long ones, each kind in arrival order", () => {
    const queue = new QuickFirstQueue<string>(() => 0);
    for (const [name, quick] of [
      ["humanize 1", false],
      ["detect 1", true],
      ["improve", false],
      ["detect 2", true],
    ] as const)
      queue.push(name, { quick });
    expect(queue.size).toBe(4);
    expect(queue.holdsLong).toBe(true);
    expect(names(queue)).toEqual(["detect 1", "detect 2", "humanize 1", "improve"]);
    expect(queue.size).toBe(0);
    expect(queue.holdsLong).toBe(false);
    expect(queue.shift()).toBeUndefined();
  });

  it("gives a waiting long task its turn after QUICK_TASKS_PER_LONG quick tasks in a row, so rewrites keep moving", () => {
    const queue = new QuickFirstQueue<string>(() => 0);
    queue.push("humanize 1", { quick: false });
    queue.push("humanize 2", { quick: false });
    const detections = Array.from({ length: 2 * QUICK_TASKS_PER_LONG + 1 }, (_, i) => `detect ${i + 1}`);
    for (const name of detections) queue.push(name, { quick: true });
    expect(names(queue)).toEqual([
      ...detections.slice(0, QUICK_TASKS_PER_LONG),
      "humanize 1",
      ...detections.slice(QUICK_TASKS_PER_LONG, 2 * QUICK_TASKS_PER_LONG),
      "humanize 2",
      ...detections.slice(2 * QUICK_TASKS_PER_LONG),
    ]);
  });

  it("queues a rewrite's later step in its first step's place among the long tasks, so a rewrite under way finishes first", () => {
    let now = 0;
    const queue = new QuickFirstQueue<string>(() => now);
    now = 100;
    queue.push("humanize B, first step", { quick: false });
    now = 200;
    queue.push("humanize A, third step", { quick: false, queuedAt: 0 });
    queue.push("detect", { quick: true });
    expect(names(queue)).toEqual(["detect", "humanize A, third step", "humanize B, first step"]);
  });

  it("puts a quick task taken back from a dead worker first among the quick ones", () => {
    const queue = new QuickFirstQueue<string>(() => 0);
    queue.push("detect 2", { quick: true });
    queue.putBackQuick("detect 1");
    expect(names(queue)).toEqual(["detect 1", "detect 2"]);
  });

  it("hands every waiting task back when drained, and is empty after", () => {
    const queue = new QuickFirstQueue<string>(() => 0);
    queue.push("humanize", { quick: false });
    queue.push("detect", { quick: true });
    expect(queue.drain().sort()).toEqual(["detect", "humanize"]);
    expect(queue.size).toBe(0);
  });
});
