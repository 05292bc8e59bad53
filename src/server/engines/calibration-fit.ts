/**
 * Fits a calibration file's map on an organisation's own texts (decision
 * 118). The likely-AI line (70) is put where the chosen share of its human
 * texts lie above it; with AI texts the slope is fitted to them (logistic,
 * each class weighted equally), without them the typical human text is put at
 * 20%, clearly on the human side. The map is monotone, so the ranking of
 * texts never changes, only what their scores are called.
 */
import { LIKELY_AI_ABOVE, reportedScore } from "../../shared/detection";
import { probabilityFrom, type CalibrationFile } from "./calibration-file";

const logit = (p: number) => Math.log(p / (1 - p));
const LIKELY_AI_LOGIT = logit(LIKELY_AI_ABOVE / 100);
/** Where the median human text lands when there are no AI texts to fit a slope to. */
const TYPICAL_HUMAN_PROBABILITY = 0.2;

export class CalibrationFitError extends Error {}

export interface CriterionValues {
  human: readonly number[];
  ai: readonly number[];
  /** Which way the criterion points: Binoculars is low for machine text. */
  machineTextIs: "low" | "high";
}

/** The smallest oriented value with at most `share` of the human values above it. */
function lineFor(oriented: readonly number[], share: number): number {
  const descending = [...oriented].sort((a, b) => b - a);
  return descending[Math.min(descending.length - 1, Math.floor(share * descending.length))] as number;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/**
 * The slope of p = sigmoid(a (s − line) + logit 0.7) that best fits the
 * labelled values (Newton's method on equally weighted log-loss); kept
 * positive so the map cannot turn the ranking round.
 */
function fittedSlope(human: readonly number[], ai: readonly number[], line: number): number {
  const rows = [
    ...human.map((s) => ({ x: s - line, y: 0, w: 1 / human.length })),
    ...ai.map((s) => ({ x: s - line, y: 1, w: 1 / ai.length })),
  ];
  let slope = 1;
  for (let iteration = 0; iteration < 100; iteration++) {
    let gradient = 0;
    let curvature = 1e-9;
    for (const { x, y, w } of rows) {
      const p = 1 / (1 + Math.exp(-(slope * x + LIKELY_AI_LOGIT)));
      gradient += w * (p - y) * x;
      curvature += w * p * (1 - p) * x * x;
    }
    const step = gradient / curvature;
    slope = Math.max(slope - step, 1e-6);
    if (Math.abs(step) < 1e-10) break;
  }
  return slope;
}

export interface FittedCalibration {
  map: CalibrationFile["map"];
  measured: CalibrationFile["measured"];
}

export function fitCalibration({ human, ai, machineTextIs }: CriterionValues, targetFalsePositiveRate: number): FittedCalibration {
  if (human.length < 2) throw new CalibrationFitError("at least two human texts of 50 words or more are needed");
  const sign = machineTextIs === "high" ? 1 : -1;
  const orient = (values: readonly number[]) => values.map((value) => sign * value);
  const line = lineFor(orient(human), targetFalsePositiveRate);
  const typical = median(orient(human));
  if (ai.length === 0 && typical >= line)
    throw new CalibrationFitError("the human texts all score alike, so no line can be drawn between them; add more, or more varied, texts");
  const slope = ai.length
    ? fittedSlope(orient(human), orient(ai), line)
    : (logit(TYPICAL_HUMAN_PROBABILITY) - LIKELY_AI_LOGIT) / (typical - line);
  const map = { slope: sign * slope, intercept: LIKELY_AI_LOGIT - slope * line };
  const scores = (values: readonly number[]) => values.map((value) => reportedScore(100 * probabilityFrom(map, value)));
  const shareAbove = (values: readonly number[], limit: number) => values.filter((score) => score > limit).length / values.length;
  const humanScores = scores(human);
  return {
    map,
    measured: {
      human_texts: human.length,
      false_positive_rate: shareAbove(humanScores, LIKELY_AI_ABOVE),
      above_50: shareAbove(humanScores, 50),
      ai_texts: ai.length,
      detection_rate: ai.length ? shareAbove(scores(ai), LIKELY_AI_ABOVE) : null,
    },
  };
}
