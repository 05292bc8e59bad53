/**
 * Verdict thresholds and wording for AI-text detection. The server engines and
 * the client both import these, so a verdict is only ever defined here.
 */

/** Calibrated AI probability (0-100) above which a text is called AI-generated. */
export const LIKELY_AI_ABOVE = 70;
/** Calibrated AI probability (0-100) below which a text is called human-written. */
export const LIKELY_HUMAN_BELOW = 40;
/** Texts shorter than this (words split on whitespace) are too short to judge. */
export const MIN_WORDS_FOR_VERDICT = 50;
/** A sentence whose own score reaches this is listed as suspicious. */
export const SUSPICIOUS_SENTENCE_SCORE = 70;

export const VERDICT_TEXT = {
  likely_ai: "Likely AI-generated",
  mixed: "Mixed or uncertain",
  likely_human: "Likely human-written",
  insufficient_text: "Not enough text to judge reliably",
  unsupported_language: "Language not supported: this result is low-confidence",
} as const;

export type VerdictLevel = keyof typeof VERDICT_TEXT;

/** Every verdict level, for the schemas. */
export const VERDICT_LEVELS = Object.keys(VERDICT_TEXT) as [VerdictLevel, ...VerdictLevel[]];

/**
 * No score claims certainty. Even at its most confident the detector is wrong
 * on some human texts (its measured false-positive rate is printed on every
 * report), so a reported probability stays between 1 and 99 (decision 050).
 */
export const REPORTED_SCORE_RANGE = { min: 1, max: 99 } as const;

/** A probability (0-100) as reported: within REPORTED_SCORE_RANGE, to one decimal. */
export function reportedScore(probability: number): number {
  const bounded = Math.min(REPORTED_SCORE_RANGE.max, Math.max(REPORTED_SCORE_RANGE.min, probability));
  return Math.round(bounded * 10) / 10;
}

export type ScoredVerdictLevel = "likely_ai" | "mixed" | "likely_human";

/** Maps a calibrated probability to its verdict level; 40 and 70 themselves count as mixed. */
export function verdictLevelFor(aiProbability: number): ScoredVerdictLevel {
  if (aiProbability > LIKELY_AI_ABOVE) return "likely_ai";
  if (aiProbability < LIKELY_HUMAN_BELOW) return "likely_human";
  return "mixed";
}
