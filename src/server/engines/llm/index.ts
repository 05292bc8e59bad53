export type { LlmOptions } from "./client.js";
export { createLlmDetector } from "./detector.js";
export { createLlmHumanizer } from "./humanizer.js";
export { createLlmImprover } from "./improver.js";
