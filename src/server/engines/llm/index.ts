export type { LlmOptions } from "./client";
export { createLlmDetector } from "./detector";
export { createLlmHumanizer } from "./humanizer";
export { createLlmImprover } from "./improver";
