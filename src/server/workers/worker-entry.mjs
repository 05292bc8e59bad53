// The file a pool worker starts from. The engines are TypeScript, run through
// tsx as the server is; a worker started with tsx's `--import` hook failed to
// load them here (Node 20 reported the worker module's ".ts" extension as
// unknown once harper.js was in its imports), while tsx's scoped tsImport
// loads them reliably, so this one plain module loads the TypeScript worker.
import { workerData } from "node:worker_threads";
import { tsImport } from "tsx/esm/api";

const { default: runWorkerTask } = await tsImport(workerData.module, import.meta.url);
export default runWorkerTask;
