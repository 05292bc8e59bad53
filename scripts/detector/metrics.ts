/** Evaluation measures for a binary detector (label 1 = AI). */

export function auroc(scores: number[], labels: number[]): number {
  // A NaN never equals itself, so the tie loop below would never move past it.
  if (scores.some(Number.isNaN)) throw new Error("auroc: a score is NaN");
  const order = scores.map((score, i) => ({ score, label: labels[i] as number })).sort((a, b) => a.score - b.score);
  let positives = 0;
  let negatives = 0;
  let rankSum = 0;
  let i = 0;
  while (i < order.length) {
    let j = i;
    while (j < order.length && (order[j] as { score: number }).score === (order[i] as { score: number }).score) j++;
    const averageRank = (i + j + 1) / 2;
    for (let k = i; k < j; k++) {
      if ((order[k] as { label: number }).label === 1) {
        positives++;
        rankSum += averageRank;
      } else {
        negatives++;
      }
    }
    i = j;
  }
  if (positives === 0 || negatives === 0) return Number.NaN;
  return (rankSum - (positives * (positives + 1)) / 2) / (positives * negatives);
}

/** True-positive rate at the threshold that lets through at most `fpr` of the negatives. */
export function tprAtFpr(scores: number[], labels: number[], fpr: number): number {
  const negatives = scores.filter((_, i) => labels[i] === 0).sort((a, b) => b - a);
  const positives = scores.filter((_, i) => labels[i] === 1);
  if (negatives.length === 0 || positives.length === 0) return Number.NaN;
  const allowed = Math.floor(fpr * negatives.length);
  const threshold = negatives[allowed] ?? Number.NEGATIVE_INFINITY;
  return positives.filter((score) => score > threshold).length / positives.length;
}

export function shareAbove(values: number[], threshold: number): number {
  return values.length === 0 ? Number.NaN : values.filter((value) => value > threshold).length / values.length;
}

/**
 * Expected calibration error over ten equal-width bins, with the classes
 * reweighted to a 50/50 prior (the prior the probabilities are calibrated for).
 */
export function expectedCalibrationError(probabilities: number[], labels: number[], bins = 10): number {
  const positives = labels.filter((label) => label === 1).length;
  const negatives = labels.length - positives;
  const weightOf = (label: number) => (label === 1 ? 0.5 / positives : 0.5 / negatives);
  const binWeight = new Array<number>(bins).fill(0);
  const binConfidence = new Array<number>(bins).fill(0);
  const binPositive = new Array<number>(bins).fill(0);
  probabilities.forEach((p, i) => {
    const label = labels[i] as number;
    const bin = Math.min(bins - 1, Math.floor(p * bins));
    const w = weightOf(label);
    binWeight[bin] = (binWeight[bin] as number) + w;
    binConfidence[bin] = (binConfidence[bin] as number) + w * p;
    binPositive[bin] = (binPositive[bin] as number) + w * label;
  });
  let error = 0;
  for (let b = 0; b < bins; b++) {
    const w = binWeight[b] as number;
    if (w > 0) error += Math.abs((binConfidence[b] as number) - (binPositive[b] as number));
  }
  return error;
}
