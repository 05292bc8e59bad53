import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { WORKER_SEMI_SPACE_MB } from "./worker-heap";

const MB = 1024 * 1024;

/** Allocates with many survivors, so V8 grows a young generation to its limit, then gives the new space's size (`v8` imported). */
const NEW_SPACE_AFTER_CHURN = `(() => {
  let kept = [];
  for (let i = 0; i < 2e6; i++) { kept.push({ i }); if (kept.length > 50000) kept = []; }
  return v8.getHeapSpaceStatistics().find((space) => space.space_name === "new_space").space_size;
})()`;

/**
 * A process started with 16 MB semi-spaces, as a start script could give the server's thread, that sizes
 * its workers' young generation and then starts one: the new space each ends with.
 */
function newSpacesOfThreads(): { main: number; worker: number } {
  const heapModule = fileURLToPath(new URL("./worker-heap.ts", import.meta.url));
  const workerCode = `import v8 from "node:v8"; import { parentPort } from "node:worker_threads"; parentPort.postMessage(${NEW_SPACE_AFTER_CHURN});`;
  const program = `
    import v8 from "node:v8";
    import { Worker } from "node:worker_threads";
    import { sizeWorkersYoungGeneration } from ${JSON.stringify(heapModule)};
    const main = ${NEW_SPACE_AFTER_CHURN};
    sizeWorkersYoungGeneration();
    const worker = new Worker(${JSON.stringify(workerCode)}, { eval: true });
    worker.once("message", (size) => console.log(JSON.stringify({ main, worker: size })));`;
  const run = spawnSync(process.execPath, ["--max-semi-space-size=16", "--import", "tsx", "--input-type=module", "-e", program], {
    encoding: "utf8",
  });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as { main: number; worker: number };
}

describe("sizeWorkersYoungGeneration", () => {
  it("gives the workers started after it their own semi-spaces and leaves the server's thread its own", () => {
    const { main, worker } = newSpacesOfThreads();
    expect(worker).toBeLessThanOrEqual(2 * WORKER_SEMI_SPACE_MB * MB);
    expect(main).toBeGreaterThan(2 * WORKER_SEMI_SPACE_MB * MB);
  });
});
