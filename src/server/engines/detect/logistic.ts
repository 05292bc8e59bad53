/**
 * L2-regularised logistic regression fitted by Newton's method (IRLS) on
 * standardised features. With a few dozen features the Hessian is tiny, so
 * Newton converges in a handful of exact steps and the fit is deterministic.
 */

export interface LinearModel {
  featureNames: string[];
  means: number[];
  scales: number[];
  /** Weights on standardised features. */
  weights: number[];
  bias: number;
}

export interface TrainingOptions {
  /** L2 penalty on the weights, relative to the total sample weight. */
  l2: number;
  iterations?: number;
}

export function fitLogistic(
  rows: number[][],
  labels: number[],
  sampleWeights: number[],
  featureNames: string[],
  options: TrainingOptions,
): LinearModel {
  const { means, scales } = standardisation(rows);
  const x = rows.map((row) => standardise(row, means, scales));
  const dims = featureNames.length + 1;
  const beta = new Array<number>(dims).fill(0);
  const totalWeight = sampleWeights.reduce((a, b) => a + b, 0);
  const penalty = options.l2 * totalWeight;
  for (let iteration = 0; iteration < (options.iterations ?? 25); iteration++) {
    const gradient = new Array<number>(dims).fill(0);
    const hessian = Array.from({ length: dims }, () => new Array<number>(dims).fill(0));
    x.forEach((row, n) => {
      const p = sigmoid(linear(row, beta));
      const w = sampleWeights[n] as number;
      const residual = w * (p - (labels[n] as number));
      const curvature = w * Math.max(p * (1 - p), 1e-9);
      for (let i = 0; i < dims; i++) {
        const xi = i === 0 ? 1 : (row[i - 1] as number);
        gradient[i] = (gradient[i] as number) + residual * xi;
        const hRow = hessian[i] as number[];
        for (let j = 0; j <= i; j++) {
          const xj = j === 0 ? 1 : (row[j - 1] as number);
          hRow[j] = (hRow[j] as number) + curvature * xi * xj;
        }
      }
    });
    for (let i = 1; i < dims; i++) {
      gradient[i] = (gradient[i] as number) + penalty * (beta[i] as number);
      (hessian[i] as number[])[i] = ((hessian[i] as number[])[i] as number) + penalty;
    }
    const step = solveSymmetric(hessian, gradient);
    let change = 0;
    for (let i = 0; i < dims; i++) {
      beta[i] = (beta[i] as number) - (step[i] as number);
      change = Math.max(change, Math.abs(step[i] as number));
    }
    if (change < 1e-7) break;
  }
  return { featureNames, means, scales, weights: beta.slice(1), bias: beta[0] as number };
}

/** The model's log-odds for one raw feature vector. */
export function logOdds(model: LinearModel, features: number[]): number {
  let sum = model.bias;
  for (let i = 0; i < model.weights.length; i++) {
    const z = ((features[i] as number) - (model.means[i] as number)) / (model.scales[i] as number);
    sum += (model.weights[i] as number) * clampStandardised(z);
  }
  return sum;
}

/** Per-feature contribution to the log-odds, for explanations. */
export function contributions(model: LinearModel, features: number[]): number[] {
  return model.weights.map((weight, i) => {
    const z = ((features[i] as number) - (model.means[i] as number)) / (model.scales[i] as number);
    return weight * clampStandardised(z);
  });
}

export function sigmoid(z: number): number {
  return 1 / (1 + Math.exp(-z));
}

/** Extreme values (a text of all numbers, say) should not dominate a linear score. */
function clampStandardised(z: number): number {
  return Math.max(-6, Math.min(6, z));
}

function standardisation(rows: number[][]): { means: number[]; scales: number[] } {
  const dims = rows[0]?.length ?? 0;
  const means = new Array<number>(dims).fill(0);
  const scales = new Array<number>(dims).fill(0);
  for (const row of rows) row.forEach((v, i) => (means[i] = (means[i] as number) + v / rows.length));
  for (const row of rows) row.forEach((v, i) => (scales[i] = (scales[i] as number) + (v - (means[i] as number)) ** 2 / rows.length));
  return { means, scales: scales.map((variance) => Math.sqrt(variance) || 1) };
}

function standardise(row: number[], means: number[], scales: number[]): number[] {
  return row.map((v, i) => clampStandardised((v - (means[i] as number)) / (scales[i] as number)));
}

function linear(row: number[], beta: number[]): number {
  let sum = beta[0] as number;
  for (let i = 0; i < row.length; i++) sum += (beta[i + 1] as number) * (row[i] as number);
  return sum;
}

/** Cholesky solve of H s = g; H is symmetric positive definite thanks to the L2 term (lower triangle filled). */
function solveSymmetric(h: number[][], g: number[]): number[] {
  const n = g.length;
  const l = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  for (let i = 0; i < n; i++) {
    for (let j = 0; j <= i; j++) {
      let sum = (h[i] as number[])[j] as number;
      for (let k = 0; k < j; k++) sum -= ((l[i] as number[])[k] as number) * ((l[j] as number[])[k] as number);
      (l[i] as number[])[j] = i === j ? Math.sqrt(Math.max(sum, 1e-12)) : sum / ((l[j] as number[])[j] as number);
    }
  }
  const y = new Array<number>(n).fill(0);
  for (let i = 0; i < n; i++) {
    let sum = g[i] as number;
    for (let k = 0; k < i; k++) sum -= ((l[i] as number[])[k] as number) * (y[k] as number);
    y[i] = sum / ((l[i] as number[])[i] as number);
  }
  const s = new Array<number>(n).fill(0);
  for (let i = n - 1; i >= 0; i--) {
    let sum = y[i] as number;
    for (let k = i + 1; k < n; k++) sum -= ((l[k] as number[])[i] as number) * (s[k] as number);
    s[i] = sum / ((l[i] as number[])[i] as number);
  }
  return s;
}
