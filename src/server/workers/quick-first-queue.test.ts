import { type PiscinaTask, queueOptionsSymbol } from "piscina";
import { describe, expect, it } from "vitest";
import { LONG_TASK_MAX_WAIT_MS, QuickFirstQueue } from "./quick-first-queue";

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

  it("lets a long task go first once it has waited the longest allowed wait, so rewrites are never starved", () => {
    let now = 0;
    const queue = new QuickFirstQueue(() => now);
    queue.push(task("humanize", false));
    now = LONG_TASK_MAX_WAIT_MS - 1;
    queue.push(task("detect 1", true));
    expect(names(queue)).toEqual(["detect 1", "humanize"]);
    queue.push(task("humanize", false));
    now += LONG_TASK_MAX_WAIT_MS;
    queue.push(task("detect 2", true));
    expect(names(queue)).toEqual(["humanize", "detect 2"]);
  });

  it("queues a rewrite's later step in its first step's place, so the whole rewrite waits at most the longest allowed wait", () => {
    let now = 0;
    const queue = new QuickFirstQueue(() => now);
    now = 100;
    queue.push(task("humanize B, first step", false));
    now = LONG_TASK_MAX_WAIT_MS;
    queue.push(task("detect", true));
    queue.push(task("humanize A, third step", false, 0));
    expect(names(queue)).toEqual(["humanize A, third step", "detect", "humanize B, first step"]);
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
