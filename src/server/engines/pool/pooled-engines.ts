import { Piscina } from "piscina";
import type { Config } from "../../config.js";
import { EngineError, type DetectionResult, type Engines, type HumanizeResult, type ImproveResult } from "../types.js";
import { errorOf, type EngineDescription, type EngineOutcome, type EngineTask, type EngineValue } from "./engine-task.js";

/** Texts waiting for a worker, per worker, before a new one is turned away as busy (503 with Retry-After). */
export const QUEUED_TEXTS_PER_WORKER = 32;

export interface PoolOptions {
  workers: number;
  /** The worker module; tests give one that wraps the real worker. */
  workerFile?: URL;
}

export interface PooledEngines extends Engines {
  close(): Promise<void>;
}

/**
 * The engines in a pool of worker threads (decision 116): each worker loads
 * them once and runs one text at a time, so every core scores texts while the
 * server's thread stays free for requests. A worker that dies fails only its
 * own text, which the caller answers as an engine failure (and refunds);
 * the pool starts a new worker in its place.
 */
export async function createPooledEngines(
  config: Config,
  { workers, workerFile = new URL("./engine-worker.ts", import.meta.url) }: PoolOptions,
): Promise<PooledEngines> {
  const pool = new Piscina({
    filename: new URL("./engine-worker-entry.mjs", import.meta.url).href,
    minThreads: workers,
    maxThreads: workers,
    idleTimeout: Number.POSITIVE_INFINITY,
    workerData: { config, module: workerFile.href },
  });
  const maxQueue = workers * QUEUED_TEXTS_PER_WORKER;

  async function run(task: EngineTask): Promise<EngineValue> {
    if (pool.queueSize >= maxQueue)
      throw new EngineError("rate_limited", `all ${workers} engine workers are busy and ${pool.queueSize} texts are waiting`);
    const outcome = (await pool.run(task)) as EngineOutcome;
    if (!outcome.ok) throw errorOf(outcome.failure);
    return outcome.value;
  }

  const description = (await run({ operation: "describe" })) as EngineDescription;
  return {
    detector: {
      name: description.detectorName,
      card: description.detectorCard,
      detect: async (text) => (await run({ operation: "detect", text })) as DetectionResult,
    },
    humanizer: {
      name: description.humanizerName,
      humanize: async (text) => (await run({ operation: "humanize", text })) as HumanizeResult,
    },
    improver: { name: description.improverName, improve: async (text) => (await run({ operation: "improve", text })) as ImproveResult },
    close: () => pool.destroy(),
  };
}
