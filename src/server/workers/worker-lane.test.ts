import { describe, expect, it } from "vitest";
import { TASKS_PER_WORKER, workerFor, type WorkerLoad } from "./worker-lane";

const idle: WorkerLoad = { tasks: 0, runningQuick: false };
const runningQuick: WorkerLoad = { tasks: 1, runningQuick: true };
const runningLong: WorkerLoad = { tasks: 1, runningQuick: false };
const full: WorkerLoad = { tasks: TASKS_PER_WORKER, runningQuick: true };

describe("workerFor", () => {
  it.each<[string, WorkerLoad[], boolean, number | null]>([
    ["an idle worker takes the next task", [runningQuick, idle], false, 1],
    ["an idle worker takes it even while a long task waits", [runningLong, idle], true, 1],
    ["the first idle worker when several are", [idle, idle], false, 0],
    ["a worker running a quick task holds the next quick one", [runningLong, runningQuick], false, 1],
    ["nothing waits behind a rewrite step", [runningLong, runningLong], false, null],
    ["nothing is handed to a busy worker while a long task waits", [runningQuick, runningQuick], true, null],
    ["a worker holding its most waits no more", [full, full], false, null],
  ])("%s", (_, workers, holdsLong, expected) => {
    expect(workerFor(workers, { holdsLong })).toBe(expected);
  });
});
