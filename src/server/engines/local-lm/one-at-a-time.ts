import { EngineError } from "../types";

export interface OneAtATime {
  run<T>(task: () => Promise<T>): Promise<T>;
}

/**
 * Runs tasks one after another, in the order they came: a loaded model reads
 * one text at a time. A text that would find `maxWaiting` others already
 * waiting behind the one being read is "busy", which callers answer with the
 * spec's 503 and Retry-After (run-engine.ts).
 */
export function oneAtATime(maxWaiting: number): OneAtATime {
  let last: Promise<unknown> = Promise.resolve();
  /** Accepted and not finished: the one being read and those waiting. */
  let unfinished = 0;
  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      if (unfinished > maxWaiting)
        return Promise.reject(
          new EngineError("rate_limited", `the local language model is reading a text and ${unfinished - 1} more are waiting`),
        );
      unfinished++;
      const result = last.then(task).finally(() => unfinished--);
      last = result.catch(() => undefined);
      return result;
    },
  };
}
