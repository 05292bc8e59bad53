/**
 * Estimating an n-gram table (masked or word n-grams) from labelled texts:
 * log-likelihood ratios first, then refined by logistic regression on the
 * score the detector reads. Each text spreads its weight evenly over its
 * n-grams, so long texts do not outvote short ones; the weights themselves
 * (one per text) carry the balance between sources and classes.
 */
import { NGRAM_BUCKETS, type NgramTable, type StoredNgramTable } from "../../src/server/engines/detect/masked-ngrams";

/** An n-gram used by fewer texts than this is left out: its ratio would be noise, or a name. */
const MIN_TEXTS_PER_NGRAM = 10;
/** Added to each class's n-gram share before the ratio, so unseen-in-one-class n-grams stay finite. */
const SHARE_SMOOTHING = 3e-7;

export interface NgramSource {
  isAi: boolean;
  weight: number;
  /** The text's n-gram buckets, one array per sentence. */
  sentenceNgrams: Int32Array[];
}

export function buildNgramTable(texts: NgramSource[]): Float32Array {
  const mass = [new Float64Array(NGRAM_BUCKETS), new Float64Array(NGRAM_BUCKETS)];
  const classTotal = [0, 0];
  const textsUsing = new Int32Array(NGRAM_BUCKETS);
  const lastText = new Int32Array(NGRAM_BUCKETS).fill(-1);
  texts.forEach((text, index) => {
    const cls = text.isAi ? 1 : 0;
    const count = text.sentenceNgrams.reduce((sum, ngrams) => sum + ngrams.length, 0);
    if (count === 0) return;
    const share = text.weight / count;
    const classMass = mass[cls] as Float64Array;
    for (const ngrams of text.sentenceNgrams) {
      for (const bucket of ngrams) {
        classMass[bucket] = (classMass[bucket] as number) + share;
        if (lastText[bucket] !== index) {
          lastText[bucket] = index;
          textsUsing[bucket] = (textsUsing[bucket] as number) + 1;
        }
      }
    }
    classTotal[cls] = (classTotal[cls] as number) + text.weight;
  });
  const [human, ai] = mass as [Float64Array, Float64Array];
  const table = new Float32Array(NGRAM_BUCKETS).fill(Number.NaN);
  for (let bucket = 0; bucket < NGRAM_BUCKETS; bucket++) {
    if ((textsUsing[bucket] as number) < MIN_TEXTS_PER_NGRAM) continue;
    const aiShare = (ai[bucket] as number) / (classTotal[1] as number) + SHARE_SMOOTHING;
    const humanShare = (human[bucket] as number) / (classTotal[0] as number) + SHARE_SMOOTHING;
    table[bucket] = Math.log(aiShare / humanShare);
  }
  return table;
}

/** Only known buckets are stored, with ratios rounded to 3 decimals (far below the model's resolution). */
export function storeNgramTable(table: NgramTable): StoredNgramTable {
  const buckets: number[] = [];
  const values: number[] = [];
  table.forEach((value, bucket) => {
    if (Number.isNaN(value)) return;
    buckets.push(bucket);
    values.push(Math.round(value * 1000) / 1000);
  });
  return { buckets, values };
}

export interface RefineOptions {
  epochs: number;
  /** Share of a text's error each step corrects (normalised least mean squares). */
  rate: number;
}

/**
 * Refines a likelihood-ratio table discriminatively: the text's score (the
 * mean value over its known n-grams, exactly what the detector reads) is
 * fitted by logistic regression, starting from the ratios scaled to log-odds.
 * The ratios count each n-gram as if independent of the others; the fit
 * lowers n-grams that only echo a stronger one. Stochastic steps in a fixed
 * order, few epochs: the start acts as the prior (early stopping). NaN
 * (unknown) buckets stay NaN.
 */
export function refineNgramTable(ratios: Float32Array, texts: NgramSource[], options: RefineOptions): Float32Array {
  // Known buckets get compact ids, so the weights being fitted fit in the processor's cache.
  const compactId = new Int32Array(ratios.length).fill(-1);
  const buckets: number[] = [];
  ratios.forEach((ratio, bucket) => {
    if (!Number.isNaN(ratio)) compactId[bucket] = buckets.push(bucket) - 1;
  });
  const samples = texts.flatMap((text) => {
    const known = text.sentenceNgrams.flatMap((ngrams) => [...ngrams].map((bucket) => compactId[bucket] as number).filter((id) => id >= 0));
    return known.length === 0 ? [] : [{ known: Int32Array.from(known), label: text.isAi ? 1 : 0, weight: text.weight }];
  });
  const meanWeight = samples.reduce((sum, s) => sum + s.weight, 0) / samples.length;
  const weights = Float64Array.from(buckets, (bucket) => ratios[bucket] as number);
  const [startBias, slope] = fitOneFeatureLogistic(
    samples.map((s) => meanOver(weights, s.known)),
    samples,
  );
  for (let id = 0; id < weights.length; id++) weights[id] = (weights[id] as number) * slope;
  let bias = startBias;
  const order = samples.map((_, i) => i);
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    shuffleInPlace(order, epoch + 1);
    const rate = options.rate / (1 + epoch);
    for (const i of order) {
      const { known, label, weight } = samples[i] as (typeof samples)[number];
      const logit = bias + meanOver(weights, known);
      const error = (weight / meanWeight) * (1 / (1 + Math.exp(-logit)) - label);
      // Each occurrence moves its bucket by `step`, so the text's score moves by about `step` in all.
      const step = Math.max(-1, Math.min(1, rate * error));
      for (let k = 0; k < known.length; k++) weights[known[k] as number] = (weights[known[k] as number] as number) - step;
      bias -= 0.01 * step;
    }
  }
  // The bias goes into every known bucket, so a text's score is its log-odds and 0 is the neutral point.
  const table = new Float32Array(ratios.length).fill(Number.NaN);
  buckets.forEach((bucket, id) => {
    table[bucket] = (weights[id] as number) + bias;
  });
  return table;
}

function meanOver(weights: Float64Array, known: Int32Array): number {
  let sum = 0;
  for (let k = 0; k < known.length; k++) sum += weights[known[k] as number] as number;
  return sum / known.length;
}

/** Weighted logistic regression on one feature by Newton's method: [bias, slope]. */
function fitOneFeatureLogistic(values: number[], samples: Array<{ label: number; weight: number }>): [number, number] {
  let bias = 0;
  let slope = 1;
  for (let iteration = 0; iteration < 25; iteration++) {
    let g0 = 0;
    let g1 = 0;
    let h00 = 1e-9;
    let h01 = 0;
    let h11 = 1e-9;
    values.forEach((x, i) => {
      const { label, weight } = samples[i] as { label: number; weight: number };
      const p = 1 / (1 + Math.exp(-(bias + slope * x)));
      const w = weight * p * (1 - p);
      g0 += weight * (p - label);
      g1 += weight * (p - label) * x;
      h00 += w;
      h01 += w * x;
      h11 += w * x * x;
    });
    const det = h00 * h11 - h01 * h01;
    bias -= (h11 * g0 - h01 * g1) / det;
    slope -= (h00 * g1 - h01 * g0) / det;
  }
  return [bias, slope];
}

/** Fisher-Yates with a small deterministic generator, so a retrain gives the same table. */
function shuffleInPlace(order: number[], seed: number): void {
  let state = seed * 2654435761;
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
}
