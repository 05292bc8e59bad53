import { createEmbeddedDetector } from "./detect/embedded";
import { withDetectorCheck } from "./humanize/detector-check";
import { createEmbeddedHumanizer, selfCheckSteps, type SelfCheckSteps } from "./humanize/embedded";
import { createEmbeddedImprover } from "./improve/embedded";
import { createLlmDetector, createLlmHumanizer, createLlmImprover, type LlmOptions } from "./llm";
import { readCalibrationFile } from "./calibration-file";
import { createLocalLmDetector, type LocalLmOptions } from "./local-lm/engine";
import type { EngineLog, EngineSettings } from "./settings";
import type { DetectEngine, Engines, HumanizeEngine, ImproveEngine } from "./types";

type EngineChoice = EngineSettings["DETECT_ENGINE"];

/** auto: the LLM when one is configured, else the embedded engine. */
function useLlm(choice: EngineChoice, config: EngineSettings): boolean {
  return choice === "llm" || (choice === "auto" && config.llmConfigured);
}

export function llmOptions(config: EngineSettings): LlmOptions {
  return {
    apiKey: config.OPENAI_API_KEY,
    baseUrl: config.OPENAI_BASE_URL,
    model: config.OPENAI_MODEL,
    timeoutMs: config.LLM_TIMEOUT_MS,
  };
}

export function localLmOptions(config: EngineSettings): LocalLmOptions {
  return {
    observer: config.LOCAL_LM_OBSERVER as string,
    performer: config.LOCAL_LM_PERFORMER,
    contextSize: config.LOCAL_LM_CONTEXT,
    threads: config.LOCAL_LM_THREADS,
    calibration: calibrationOf(config),
  };
}

/** The installation's own calibration (decision 118), when DETECT_CALIBRATION names one. */
function calibrationOf(config: EngineSettings) {
  return config.DETECT_CALIBRATION ? readCalibrationFile(config.DETECT_CALIBRATION) : undefined;
}

/** The model's rewrite failed the preservation checks twice; said without any of the text. */
const HUMANIZER_FALLBACK_NOTE = "humanize: the model's rewrite failed the preservation checks twice; the embedded engine answered";

/** The Improver: the LLM's when its options are given, else the embedded one. */
export async function createImproverEngine(llm: LlmOptions | undefined): Promise<ImproveEngine> {
  return llm ? createLlmImprover(llm) : createEmbeddedImprover();
}

/**
 * The Humanizer: the LLM's when its options are given, falling back to the
 * embedded one, which checks its own candidates with the embedded detector
 * when it is given one (decision 018).
 */
export function createHumanizerEngine(llm: LlmOptions | undefined, detector?: DetectEngine, onFallback?: () => void): HumanizeEngine {
  const embedded = createEmbeddedHumanizer(detector);
  return llm ? createLlmHumanizer(llm, embedded, onFallback) : embedded;
}

/**
 * The engines that read a text as a whole: the detector, and the Humanizer
 * that checks its rewrites with it; when that Humanizer is the embedded one,
 * also its steps, which a pool runs as tasks of their own (decision 139).
 */
export type TextEngines = Pick<Engines, "detector" | "humanizer"> & { humanizerSteps?: SelfCheckSteps };

/** The detector and the Humanizer from configuration (an engine pool's text workers load only these). */
export async function createTextEngines(config: EngineSettings, logger?: EngineLog): Promise<TextEngines> {
  const rewriteLlm = rewriteLlmOptions(config);
  const onFallback = () => logger?.info(HUMANIZER_FALLBACK_NOTE);
  if (useLlm(config.DETECT_ENGINE, config)) {
    // An LLM detector would add paid calls to every rewrite, so the Humanizer checks itself only with the embedded one.
    return { detector: createLlmDetector(llmOptions(config)), humanizer: createHumanizerEngine(rewriteLlm, undefined, onFallback) };
  }
  if (config.DETECT_ENGINE === "local-lm") {
    // The local model reads a text in seconds, far too slowly to check every Humanizer candidate; as with an LLM detector, the Humanizer does not check itself.
    const humanizer = createHumanizerEngine(rewriteLlm, undefined, onFallback);
    return { detector: await createLocalLmDetector(localLmOptions(config)), humanizer };
  }
  const detector = createEmbeddedDetector(calibrationOf(config));
  const humanizer = withDetectorCheck(createHumanizerEngine(rewriteLlm, detector, onFallback), detector);
  return rewriteLlm ? { detector, humanizer } : { detector, humanizer, humanizerSteps: selfCheckSteps(detector) };
}

/** The rewrite engines' LLM options, when REWRITE_ENGINE chooses the LLM. */
export function rewriteLlmOptions(config: EngineSettings): LlmOptions | undefined {
  return useLlm(config.REWRITE_ENGINE, config) ? llmOptions(config) : undefined;
}

/** Builds the three engines from configuration; nothing else in the server knows which one runs. */
export async function createEngines(config: EngineSettings, logger?: EngineLog): Promise<Engines> {
  const [text, improver] = await Promise.all([createTextEngines(config, logger), createImproverEngine(rewriteLlmOptions(config))]);
  return { ...text, improver };
}
