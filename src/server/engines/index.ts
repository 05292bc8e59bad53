import type { Config } from "../config";
import type { Logger } from "../logger";
import { createEmbeddedDetector } from "./detect/embedded";
import { withDetectorCheck } from "./humanize/detector-check";
import { createEmbeddedHumanizer } from "./humanize/embedded";
import { createEmbeddedImprover } from "./improve/embedded";
import { createLlmDetector, createLlmHumanizer, createLlmImprover, type LlmOptions } from "./llm";
import type { Engines, HumanizeEngine } from "./types";

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

/** The model's rewrite failed the preservation checks twice; said without any of the text. */
const HUMANIZER_FALLBACK_NOTE = "humanize: the model's rewrite failed the preservation checks twice; the embedded engine answered";

/** Builds the three engines from configuration; nothing else in the server knows which one runs. */
export async function createEngines(config: Config, logger?: Logger): Promise<Engines> {
  const rewriteWithLlm = useLlm(config.REWRITE_ENGINE, config);
  const onFallback = () => logger?.info(HUMANIZER_FALLBACK_NOTE);
  const humanizerAround = (embedded: HumanizeEngine) => (rewriteWithLlm ? createLlmHumanizer(llmOptions(config), embedded, onFallback) : embedded);
  const createImprover = () => (rewriteWithLlm ? createLlmImprover(llmOptions(config)) : createEmbeddedImprover());
  if (useLlm(config.DETECT_ENGINE, config)) {
    // An LLM detector would add paid calls to every rewrite, so the Humanizer checks itself only with the embedded one.
    return { detector: createLlmDetector(llmOptions(config)), humanizer: humanizerAround(createEmbeddedHumanizer()), improver: await createImprover() };
  }
  const detector = await createEmbeddedDetector();
  return { detector, humanizer: withDetectorCheck(humanizerAround(createEmbeddedHumanizer(detector)), detector), improver: await createImprover() };
}
