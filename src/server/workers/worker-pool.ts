import type { Config } from "../config";
import type { DetectionResult, Engines, HumanizeResult, ImproveResult } from "../engines/types";
import { humanizeSelfChecked, type CandidateRewrite, type CheckedText, type SelfCheckSteps } from "../engines/humanize/embedded";
import type { ReportMaker } from "../reports/report-maker";
import type { Lane as LaneName } from "./worker";
import { createLane } from "./worker-lane";
import { sizeWorkersYoungGeneration } from "./worker-heap";
import type { EngineDescription, WorkerTask, WorkerValue } from "./worker-task";

export interface PoolOptions {
  /** Text workers (detect, humanize): ENGINE_WORKERS. */
  workers: number;
  /** A TypeScript worker module instead of the server's own; tests give one that wraps the real worker. */
  workerFile?: URL;
}

/**
 * In the server scripts/build-server.mjs bundles for `npm start`: where the bundled worker lies, relative to
 * this file; not defined when the server runs from its TypeScript sources.
 */
declare const INKPRINT_BUNDLED_WORKER: string | undefined;

/**
 * A worker runs the code in the form the server runs it: the bundled worker
 * beside a bundled server (decision 142), else the TypeScript module through
 * tsx, which worker-entry.mjs loads.
 */
function workerStart(workerFile: URL | undefined): { filename: string; module?: string } {
  if (!workerFile && typeof INKPRINT_BUNDLED_WORKER !== "undefined")
    return { filename: new URL(INKPRINT_BUNDLED_WORKER, import.meta.url).href };
  const module = workerFile ?? new URL("./worker.ts", import.meta.url);
  return { filename: new URL("./worker-entry.mjs", import.meta.url).href, module: module.href };
}

export interface WorkerPool {
  engines: Engines;
  reports: ReportMaker;
  close(): Promise<void>;
}

/**
 * Improve workers for a number of text workers: half as many, at least one.
 * Each holds its own copy of the Improver's grammar checker (Harper's
 * WebAssembly), and improving is the least asked-for of the three, so one
 * copy per two text workers serves it (decision 130).
 */
export function improveWorkersFor(textWorkers: number): number {
  return Math.max(1, Math.ceil(textWorkers / 2));
}

/** The long tasks, which wait behind quick ones (a detection, a report) when every worker is busy. */
const LONG_OPERATIONS: ReadonlySet<WorkerTask["operation"]> = new Set(["humanize", "humanize-check", "humanize-candidate", "improve"]);

type RunTask = (task: WorkerTask, laterStep?: { queuedAt: number }) => Promise<WorkerValue>;

/**
 * The embedded Humanizer's self-check with each step a task of its own
 * (decision 139): between two steps a worker takes a waiting detection, and
 * each later step keeps the place in the queue its first step took.
 */
function stepsOnPool(run: RunTask): SelfCheckSteps {
  const queuedAt = Date.now();
  return {
    check: async (submitted) => (await run({ operation: "humanize-check", text: submitted })) as CheckedText,
    candidate: async (checked, style, scored) =>
      (await run({ operation: "humanize-candidate", checked, style, scored }, { queuedAt })) as CandidateRewrite,
  };
}

/**
 * The engines and the PDF reports in lanes of worker threads (decisions 116,
 * 130 and 151): each worker loads its lane once and runs one task at a time, so
 * the cores score texts while the server's thread stays free for requests. A
 * worker that dies fails only the task it ran, which the caller answers as an
 * engine failure (and refunds); a detection waiting in its port goes to
 * another, and a new worker takes its place.
 */
export async function createWorkerPool(config: Config, { workers, workerFile }: PoolOptions): Promise<WorkerPool> {
  const { filename, module } = workerStart(workerFile);
  sizeWorkersYoungGeneration();
  const laneOf = (lane: LaneName, threads: number) => {
    const { run, close } = createLane({ filename, workerData: { config, lane, module } }, threads, lane);
    const runTask: RunTask = (task, laterStep) => run(task, { quick: !LONG_OPERATIONS.has(task.operation), queuedAt: laterStep?.queuedAt });
    return { run: runTask, close };
  };
  const text = laneOf("text", workers);
  const improve = laneOf("improve", improveWorkersFor(workers));
  const close = async () => {
    await Promise.all([text.close(), improve.close()]);
  };
  // A lane that cannot load its engines (a model file that will not load) stops the start, and no thread is left running.
  const [textSide, improveSide] = (await Promise.all([text.run({ operation: "describe" }), improve.run({ operation: "describe" })]).catch(
    async (error: unknown) => {
      await close();
      throw error;
    },
  )) as [Extract<EngineDescription, { lane: "text" }>, Extract<EngineDescription, { lane: "improve" }>];
  return {
    engines: {
      detector: {
        name: textSide.detectorName,
        card: textSide.detectorCard,
        detect: async (input) => (await text.run({ operation: "detect", text: input })) as DetectionResult,
      },
      humanizer: {
        name: textSide.humanizerName,
        humanize: async (input) =>
          textSide.humanizerInSteps
            ? humanizeSelfChecked(stepsOnPool(text.run), input)
            : ((await text.run({ operation: "humanize", text: input })) as HumanizeResult),
      },
      improver: {
        name: improveSide.improverName,
        improve: async (input) => (await improve.run({ operation: "improve", text: input })) as ImproveResult,
      },
    },
    reports: { analysisPdf: async (report) => (await improve.run({ operation: "report", report })) as Uint8Array },
    close,
  };
}
