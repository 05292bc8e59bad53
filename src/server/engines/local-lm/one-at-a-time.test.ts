import { describe, expect, it } from "vitest";
import { EngineError } from "../types";
import { oneAtATime } from "./one-at-a-time";

describe("oneAtATime", () => {
  it("runs tasks one after another, in order, past a failing one", async () => {
    const queue = oneAtATime(5);
    const events: string[] = [];
    const task =
      (name: string, fail = false) =>
      async () => {
        events.push(`start ${name}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        events.push(`end ${name}`);
        if (fail) throw new Error(name);
        return name;
      };
    const results = await Promise.allSettled([queue.run(task("a")), queue.run(task("b", true)), queue.run(task("c"))]);
    expect(events).toEqual(["start a", "end a", "start b", "end b", "start c", "end c"]);
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
  });

  it("turns a text away as busy when too many are waiting behind the one being read, and takes texts again once they are done", async () => {
    const queue = oneAtATime(1);
    let release = () => {};
    const running = queue.run(() => new Promise<void>((resolve) => (release = resolve)));
    const waiting = queue.run(async () => "second");
    const refused = queue.run(async () => "third");
    await expect(refused).rejects.toSatisfy((error) => error instanceof EngineError && error.kind === "rate_limited");
    release();
    await running;
    await expect(waiting).resolves.toBe("second");
    await expect(queue.run(async () => "later")).resolves.toBe("later");
  });
});
