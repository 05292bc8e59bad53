/**
 * Platt scaling: probability = sigmoid(slope * logOdds + intercept), with the
 * slope kept positive so calibration can never reverse the ranking.
 */
import { sigmoid } from "./logistic";

export interface PlattCalibration {
  slope: number;
  intercept: number;
}

export function applyCalibration(calibration: PlattCalibration, logOdds: number): number {
  return sigmoid(calibration.slope * logOdds + calibration.intercept);
}

/**
 * Fits the two Platt parameters by Newton's method on weighted log-loss. The
 * weights carry the 50/50 prior: each class should sum to the same weight.
 */
export function fitPlatt(scores: number[], labels: number[], weights: number[]): PlattCalibration {
  let slope = 1;
  let intercept = 0;
  for (let iteration = 0; iteration < 50; iteration++) {
    let gA = 0,
      gB = 0,
      hAA = 1e-9,
      hAB = 0,
      hBB = 1e-9;
    scores.forEach((s, n) => {
      const p = sigmoid(slope * s + intercept);
      const w = weights[n] as number;
      const r = w * (p - (labels[n] as number));
      const c = w * Math.max(p * (1 - p), 1e-12);
      gA += r * s;
      gB += r;
      hAA += c * s * s;
      hAB += c * s;
      hBB += c;
    });
    const det = hAA * hBB - hAB * hAB;
    const stepA = (hBB * gA - hAB * gB) / det;
    const stepB = (hAA * gB - hAB * gA) / det;
    slope -= stepA;
    intercept -= stepB;
    if (Math.abs(stepA) + Math.abs(stepB) < 1e-9) break;
  }
  return { slope: Math.max(slope, 1e-3), intercept };
}
