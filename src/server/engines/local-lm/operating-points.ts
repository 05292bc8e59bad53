/**
 * The map from criterion to probability before an installation calibrates
 * its own (decision 118). For Binoculars the paper's two published
 * thresholds, chosen on Falcon-7B and Falcon-7B-Instruct: 0.9015 (best F1)
 * is read as 50%, 0.8536 (0.01% false positives on the authors' data) as the
 * likely-AI line, 70%. Fast-DetectGPT publishes no threshold: its map is
 * provisional (the criterion is near 0 for text the model would not write
 * and several units above for text it would), and says so.
 */
import { LIKELY_AI_ABOVE } from "../../../shared/detection";
import type { CalibrationFile } from "../calibration-file";
import type { CriterionName } from "./criteria";

const BINOCULARS_PUBLISHED = { bestF1: 0.9015310749276843, lowFalsePositive: 0.8536432310785527 } as const;

const logit = (p: number) => Math.log(p / (1 - p));

/** The logistic map through two points (criterion a at 50%, criterion b at the likely-AI line). */
function mapThrough(atHalf: number, atLikelyAi: number): CalibrationFile["map"] {
  const slope = logit(LIKELY_AI_ABOVE / 100) / (atLikelyAi - atHalf);
  return { slope, intercept: -slope * atHalf };
}

export interface DefaultCalibration {
  map: CalibrationFile["map"];
  /** For the card's model version and the explanation. */
  name: string;
  description: string;
}

export const DEFAULT_CALIBRATIONS: Record<CriterionName, DefaultCalibration> = {
  binoculars: {
    map: mapThrough(BINOCULARS_PUBLISHED.bestF1, BINOCULARS_PUBLISHED.lowFalsePositive),
    name: "published calibration",
    description:
      `the Binoculars paper's operating points for Falcon-7B and Falcon-7B-Instruct ` +
      `(${BINOCULARS_PUBLISHED.bestF1.toFixed(4)} read as 50%, ` +
      `${BINOCULARS_PUBLISHED.lowFalsePositive.toFixed(4)} as ${LIKELY_AI_ABOVE}%), not measured on these models`,
  },
  "fast-detectgpt": {
    map: mapThrough(1.5, 2.5),
    name: "provisional calibration",
    description:
      `a provisional map (criterion 1.5 read as 50%, 2.5 as ${LIKELY_AI_ABOVE}%), ` +
      `not measured on any texts: the Fast-DetectGPT paper publishes no threshold`,
  },
};
