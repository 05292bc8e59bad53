/**
 * The Humanizer reports its own work: the detector scores the submitted text
 * and the rewrite, and both figures go back with the rewrite, so nobody is
 * told a text now "passes" when the detector would still flag it.
 */
import type { DetectEngine, DetectionResult, DetectorCheck, HumanizeEngine, HumanizeResult } from "../types";

export function detectorCheckOf(before: DetectionResult, after: DetectionResult): DetectorCheck {
  return {
    ai_probability_before: before.ai_probability,
    ai_probability_after: after.ai_probability,
    reliable: before.reliable && after.reliable,
    model_version: after.model_version,
  };
}

/** Adds the check to rewrites that come without one (the LLM engine's); the embedded engine scores its own. */
export function withDetectorCheck(humanizer: HumanizeEngine, detector: DetectEngine): HumanizeEngine {
  return {
    name: humanizer.name,
    async humanize(text: string): Promise<HumanizeResult> {
      const result = await humanizer.humanize(text);
      if (result.detector_check) return result;
      const [before, after] = [await detector.detect(text), await detector.detect(result.humanized_text)];
      return { ...result, detector_check: detectorCheckOf(before, after) };
    },
  };
}
