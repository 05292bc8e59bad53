import { workerData } from "node:worker_threads";
import type { Config } from "../config";
import type { SelfCheckSteps } from "../engines/humanize/embedded";
import { createImproverEngine, createTextEngines, rewriteLlmOptions, type TextEngines } from "../engines/index";
import { createLogger } from "../logger";
import { createInThreadReports } from "../reports/report-maker";
import { failureOf, type WorkerOutcome, type WorkerTask, type WorkerValue } from "./worker-task";

/**
 * One worker thread of a pool: it loads what its lane runs once, when the
 * pool starts it, and then runs one task at a time. The text lane holds the
 * detector and the Humanizer; the improve lane holds the Improver (its
 * grammar checker is the largest thing a worker loads) and draws the PDF reports.
 */

export type Lane = "text" | "improve";

const { config, lane } = workerData as { config: Config; lane: Lane };

async function loadLane() {
  if (lane === "text") return { lane, ...(await createTextEngines(config, createLogger(config.LOG_LEVEL))) };
  const [improver, reports] = await Promise.all([createImproverEngine(rewriteLlmOptions(config)), createInThreadReports()]);
  return { lane, improver, reports };
}

const loading = loadLane();

function stepsOf(loaded: TextEngines): SelfCheckSteps {
  if (!loaded.humanizerSteps) throw new Error("this worker's Humanizer does not run in steps");
  return loaded.humanizerSteps;
}

async function answerTo(task: WorkerTask): Promise<WorkerValue> {
  const loaded = await loading;
  if (loaded.lane === "text") {
    switch (task.operation) {
      case "describe":
        return {
          lane: "text",
          detectorName: loaded.detector.name,
          detectorCard: loaded.detector.card,
          humanizerName: loaded.humanizer.name,
          humanizerInSteps: loaded.humanizerSteps !== undefined,
        };
      case "detect":
        return loaded.detector.detect(task.text);
      case "humanize":
        return loaded.humanizer.humanize(task.text);
      case "humanize-check":
        return stepsOf(loaded).check(task.text);
      case "humanize-candidate":
        return stepsOf(loaded).candidate(task.checked, task.style, task.scored);
    }
  } else {
    switch (task.operation) {
      case "describe":
        return { lane: "improve", improverName: loaded.improver.name };
      case "improve":
        return loaded.improver.improve(task.text);
      case "report":
        return loaded.reports.analysisPdf(task.report);
    }
  }
  throw new Error(`the ${lane} lane does not run ${task.operation}`);
}

export default async function runWorkerTask(task: WorkerTask): Promise<WorkerOutcome> {
  try {
    return { ok: true, value: await answerTo(task) };
  } catch (error) {
    return { ok: false, failure: failureOf(error) };
  }
}
