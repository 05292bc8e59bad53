import runEngineTask from "../../src/server/engines/pool/engine-worker";
import type { EngineTask } from "../../src/server/engines/pool/engine-task";
import { CRASHING_TEXT_MARK } from "./crashing-engine-mark";

/** The real engine worker, except that it exits abruptly on a text carrying the mark. */
export default async function crashingEngineTask(task: EngineTask) {
  if ("text" in task && task.text.includes(CRASHING_TEXT_MARK)) process.exit(70);
  return runEngineTask(task);
}
