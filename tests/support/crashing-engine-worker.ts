import runWorkerTask from "../../src/server/workers/worker";
import type { WorkerTask } from "../../src/server/workers/worker-task";
import { CRASHING_TEXT_MARK } from "./crashing-engine-mark";

/** The real engine worker, except that it exits abruptly on a text carrying the mark. */
export default async function crashingWorkerTask(task: WorkerTask) {
  if ("text" in task && task.text.includes(CRASHING_TEXT_MARK)) process.exit(70);
  return runWorkerTask(task);
}
