import { EngineError } from "../types.js";

export interface OneAtATime {
  run<T>(task: () => Promise<T>): Promise<T>;
}

/**
 * Runs tasks one after another, in the order they came: a loaded model reads
 * one text at a time. More than `maxWaiting` texts waiting is "busy", which
 * callers answer with the spec's 503 and Retry-After (run-engine.ts).
 */
export function oneAtATime(maxWaiting: number): OneAtATime {
  let last: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      if (waiting >= maxWaiting) return Promise.reject(new EngineError("rate_limited", `the local language model is reading a text and ${waiting} more are waiting`));
      waiting++;
      const result = last.then(() => {
        waiting--;
        return task();
      });
      last = result.catch(() => undefined);
      return result;
    },
  };
}
