import type { Config } from "../config";
import { createEmbeddedDetector } from "./detect/embedded";
import { createEmbeddedHumanizer } from "./humanize/embedded";
import { createEmbeddedImprover } from "./improve/embedded";
import { createLlmDetector, createLlmHumanizer, createLlmImprover, type LlmOptions } from "./llm";
import type { Engines } from "./types";

type EngineChoice = Config["DETECT_ENGINE"];

/** auto: the LLM when one is configured, else the embedded engine. */
function useLlm(choice: EngineChoice, config: Config): boolean {
  return choice === "llm" || (choice === "auto" && config.llmConfigured);
}

export function llmOptions(config: Config): LlmOptions {
  return {
    apiKey: config.OPENAI_API_KEY,
    baseUrl: config.OPENAI_BASE_URL,
    model: config.OPENAI_MODEL,
    timeoutMs: config.LLM_TIMEOUT_MS,
  };
}

/** Builds the three engines from configuration; nothing else in the server knows which one runs. */
export async function createEngines(config: Config): Promise<Engines> {
  const embeddedHumanizer = createEmbeddedHumanizer();
  const rewriteWithLlm = useLlm(config.REWRITE_ENGINE, config);
  return {
    detector: useLlm(config.DETECT_ENGINE, config) ? createLlmDetector(llmOptions(config)) : await createEmbeddedDetector(),
    humanizer: rewriteWithLlm ? createLlmHumanizer(llmOptions(config), embeddedHumanizer) : embeddedHumanizer,
    improver: rewriteWithLlm ? createLlmImprover(llmOptions(config)) : await createEmbeddedImprover(),
  };
}
