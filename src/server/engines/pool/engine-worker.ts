import { workerData } from "node:worker_threads";
import type { Config } from "../../config.js";
import { createLogger } from "../../logger.js";
import { createEngines } from "../index.js";
import type { Engines } from "../types.js";
import { failureOf, type EngineOutcome, type EngineTask, type EngineValue } from "./engine-task.js";

/**
 * One engine worker thread: it loads the engines once, when the pool starts
 * it, and then runs one text at a time. The server's thread never runs them,
 * so a long humanize does not hold up other requests.
 */

const { config } = workerData as { config: Config };
const loading: Promise<Engines> = createEngines(config, createLogger(config.LOG_LEVEL));

async function answerTo(engines: Engines, task: EngineTask): Promise<EngineValue> {
  switch (task.operation) {
    case "describe":
      return {
        detectorName: engines.detector.name,
        detectorCard: engines.detector.card,
        humanizerName: engines.humanizer.name,
        improverName: engines.improver.name,
      };
    case "detect":
      return engines.detector.detect(task.text);
    case "humanize":
      return engines.humanizer.humanize(task.text);
    case "improve":
      return engines.improver.improve(task.text);
  }
}

export default async function runEngineTask(task: EngineTask): Promise<EngineOutcome> {
  try {
    return { ok: true, value: await answerTo(await loading, task) };
  } catch (error) {
    return { ok: false, failure: failureOf(error) };
  }
}
