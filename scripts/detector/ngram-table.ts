/**
 * Estimating an n-gram table (masked or word n-grams) from labelled texts:
 * log-likelihood ratios first, then refined by logistic regression on the
 * score the detector reads. Each text spreads its weight evenly over its
 * n-grams, so long texts do not outvote short ones; the weights themselves
 * (one per text) carry the balance between sources and classes.
 */
import { fitPlatt } from "../../src/server/engines/detect/calibration";
import { sigmoid } from "../../src/server/engines/detect/logistic";
import { NGRAM_BUCKETS, type NgramTable, type StoredNgramTable } from "../../src/server/engines/detect/masked-ngrams";
import { mulberry32 } from "../../src/server/engines/seeded-random";

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
  const start = fitPlatt(
    samples.map((s) => meanOver(weights, s.known)),
    samples.map((s) => s.label),
    samples.map((s) => s.weight),
  );
  for (let id = 0; id < weights.length; id++) weights[id] = (weights[id] as number) * start.slope;
  let bias = start.intercept;
  const order = samples.map((_, i) => i);
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    shuffleInPlace(order, epoch + 1);
    const rate = options.rate / (1 + epoch);
    for (const i of order) {
      const { known, label, weight } = samples[i] as (typeof samples)[number];
      const logit = bias + meanOver(weights, known);
      const error = (weight / meanWeight) * (sigmoid(logit) - label);
      // Each occurrence moves its bucket by `step`, so the text's score moves by about `step` in all.
      const step = Math.max(-1, Math.min(1, rate * error));
      for (let k = 0; k < known.length; k++) weights[known[k] as number] = (weights[known[k] as number] as number) - step;
      // The bias moves slowly: every text also moves its common n-grams (function words, punctuation), which act as one.
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

/** Fisher-Yates with a seeded generator, so a retrain gives the same table. */
function shuffleInPlace(order: number[], seed: number): void {
  const next = mulberry32(seed);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
}
