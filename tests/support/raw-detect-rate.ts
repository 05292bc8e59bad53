/**
 * The embedded detector's own rate on one core, with no HTTP, database or
 * pool: what a server with N workers could reach at most is N times this.
 * `npm run bench:server` runs it as a process of its own with the start
 * script's Node flags, on the same machine and in the same run as the
 * servers, and reads the one line it prints: texts per second.
 *
 * With `--together` it prints "ready" once warmed up and waits for a line
 * on its input before it measures: the bench starts one copy per core and
 * lets them all go at once, so they score side by side as a full pool's
 * workers do. Cores that share caches or a physical core score slower
 * together than alone.
 */
import { once } from "node:events";
import { performance } from "node:perf_hooks";
import { createEmbeddedDetector } from "../../src/server/engines/detect/embedded";
import { WORD_LIMITS } from "../../src/shared/limits";
import { benchText } from "./bench-text";

const WARM_UP_TEXTS = 200;
const MEASURED_MS = 4_000;

const detector = createEmbeddedDetector();
const text = benchText(WORD_LIMITS.detect);
for (let i = 0; i < WARM_UP_TEXTS; i++) await detector.detect(text);
if (process.argv.includes("--together")) {
  console.log("ready");
  await once(process.stdin, "data");
  process.stdin.pause();
}
let texts = 0;
const started = performance.now();
while (performance.now() - started < MEASURED_MS) {
  await detector.detect(text);
  texts++;
}
console.log((texts / ((performance.now() - started) / 1000)).toFixed(1));
