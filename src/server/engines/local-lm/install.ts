/**
 * Where node-llama-cpp is, when `npm run enable:local-lm` installed it
 * (decision 117): in .local-lm/ at the project's root, outside its
 * dependencies, so the plain `npm install` never downloads it.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");
const ENTRY = path.join(PROJECT_ROOT, ".local-lm/node_modules/node-llama-cpp/dist/index.js");

/** What an operator is told when the local-lm engine is chosen but node-llama-cpp is missing. */
export const NODE_LLAMA_CPP_MISSING =
  "DETECT_ENGINE=local-lm needs node-llama-cpp, which is not installed: run `npm run " +
  "enable:local-lm` (CPU), or `npm run enable:local-lm -- --gpu` for CUDA or Vulkan";

/** The module file to import, or null when it is not installed. */
export function nodeLlamaCppEntry(): string | null {
  return fs.existsSync(ENTRY) ? ENTRY : null;
}
