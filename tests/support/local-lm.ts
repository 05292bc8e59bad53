import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { nodeLlamaCppEntry } from "../../src/server/engines/local-lm/install";
import { writeTinyGguf } from "./tiny-gguf";

/**
 * The local-lm tests run whenever node-llama-cpp is installed (CI installs it
 * with `npm run enable:local-lm`); without it they are skipped, and say why.
 */
export const nodeLlamaCppInstalled = nodeLlamaCppEntry() !== null;
export const SKIP_REASON = "node-llama-cpp is not installed: run `npm run enable:local-lm` to run the local-lm tests";

/** Two tiny models with one vocabulary and different weights: an observer and a performer. */
export function tinyModelPair(): { observer: string; performer: string; cleanUp: () => void } {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "inkprint-tiny-lm-"));
  return {
    observer: writeTinyGguf(path.join(folder, "observer.gguf"), "tiny-observer", 1),
    performer: writeTinyGguf(path.join(folder, "performer.gguf"), "tiny-performer", 2),
    cleanUp: () => fs.rmSync(folder, { recursive: true, force: true }),
  };
}
