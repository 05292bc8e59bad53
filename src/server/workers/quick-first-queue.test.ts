import { type PiscinaTask, queueOptionsSymbol } from "piscina";
import { describe, expect, it } from "vitest";
import { QUICK_TASKS_PER_LONG, QuickFirstQueue } from "./quick-first-queue";

const task = (name: string, quick: boolean | null, queuedAt?: number) =>
  ({ name, [queueOptionsSymbol]: quick === null ? null : { quick, queuedAt } }) as unknown as PiscinaTask;
const names = (queue: QuickFirstQueue) => {
  const order: string[] = [];
  for (let next = queue.shift(); next; next = queue.shift()) order.push((next as unknown as { name: string }).name);
  return order;
};

describe("QuickFirstQueue", () => {
  it("runs waiting quick tasks before long ones, each kind in arrival order; a task without options is long", () => {
    const queue = new QuickFirstQueue(() => 0);
    for (const [name, quick] of [
      ["humanize 1", false],
      ["detect 1", true],
      ["plain", null],
      ["detect 2", true],
    ] as const)
      queue.push(task(name, quick));
    expect(queue.size).toBe(4);
    expect(names(queue)).toEqual(["detect 1", "detect 2", "humanize 1", "plain"]);
    expect(queue.size).toBe(0);
    expect(queue.shift()).toBeNull();
  });

  it("gives a waiting long task its turn after QUICK_TASKS_PER_LONG quick tasks in a row, so rewrites keep moving", () => {
    const queue = new QuickFirstQueue(() => 0);
    queue.push(task("humanize 1", false));
    queue.push(task("humanize 2", false));
    const detections = Array.from({ length: 2 * QUICK_TASKS_PER_LONG + 1 }, (_, i) => `detect ${i + 1}`);
    for (const name of detections) queue.push(task(name, true));
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
    const queue = new QuickFirstQueue(() => now);
    now = 100;
    queue.push(task("humanize B, first step", false));
    now = 200;
    queue.push(task("humanize A, third step", false, 0));
    queue.push(task("detect", true));
    expect(names(queue)).toEqual(["detect", "humanize A, third step", "humanize B, first step"]);
  });

  it("removes a task piscina takes back (an aborted one) from whichever list holds it", () => {
    const queue = new QuickFirstQueue(() => 0);
    const aborted = task("detect aborted", true);
    queue.push(task("humanize", false));
    queue.push(aborted);
    queue.remove(aborted);
    expect(names(queue)).toEqual(["humanize"]);
  });
});
