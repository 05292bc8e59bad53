/**
 * The score as a false-accusation risk (issue 27). Platt calibration makes
 * the model's output a probability under a 50/50 prior on its training mix,
 * but a person's risk of being called AI differs by register: formal prose
 * scores higher than chat. The risk scale is a monotone, piecewise-linear map
 * of that probability, fitted so that "above 50" and "above 70" each stay
 * within a fixed share of human texts in *every* register the training data
 * measures (the worst register sets the line), so the verdict lines mean the
 * same risk whoever wrote the text. Monotone, so the ranking is unchanged.
 */

/** [model probability, reported probability] pairs, both 0-1, increasing in both. */
export interface RiskScale {
  knots: Array<[number, number]>;
}

export function applyRiskScale(scale: RiskScale, probability: number): number {
  const knots = scale.knots;
  for (let i = 1; i < knots.length; i++) {
    const [x1, y1] = knots[i] as [number, number];
    if (probability <= x1) {
      const [x0, y0] = knots[i - 1] as [number, number];
      return x1 === x0 ? y1 : y0 + ((probability - x0) * (y1 - y0)) / (x1 - x0);
    }
  }
  return (knots[knots.length - 1] as [number, number])[1];
}

/** The share of a register's human texts allowed above each verdict line, and the smallest register measured. */
export interface RiskTargets {
  /** Reported line (0-1) and the share of human texts of the worst register allowed above it. */
  lines: Array<{ reported: number; humanShareAbove: number }>;
  minTexts: number;
}

/**
 * Fits the scale from human texts' out-of-fold probabilities, grouped by
 * register: each line's knot sits at the highest, over registers, of the
 * probability that lets `humanShareAbove` of that register's texts through.
 */
export function fitRiskScale(humanProbabilitiesByRegister: Map<string, number[]>, targets: RiskTargets): RiskScale {
  const measured = [...humanProbabilitiesByRegister.values()].filter((values) => values.length >= targets.minTexts);
  const knots: Array<[number, number]> = [[0, 0]];
  for (const line of [...targets.lines].sort((a, b) => a.reported - b.reported)) {
    const worst = Math.max(...measured.map((values) => quantileAbove(values, line.humanShareAbove)));
    const previous = knots[knots.length - 1] as [number, number];
    // Each knot strictly above the last keeps the map increasing, so no two scores swap places.
    knots.push([Math.min(Math.max(worst, previous[0] + 1e-4), 1 - 1e-4 * (targets.lines.length + 1 - knots.length)), line.reported]);
  }
  knots.push([1, 1]);
  return { knots };
}

/** The value above which `share` of the values lie. */
function quantileAbove(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => b - a);
  const allowed = Math.floor(share * sorted.length);
  return sorted[allowed] ?? 0;
}
