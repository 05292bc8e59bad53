/**
 * Log-likelihood-ratio scores of 1- to 4-grams over the topic-masked stream
 * (see masked-stream.ts). N-grams are hashed into a fixed number of buckets,
 * so a table is a plain array and the artifact stores only the buckets that
 * enough training texts used. The table is estimated from training data, so
 * training texts are always scored with a table built without their own
 * split group (cross-fitting, scripts/detector/ngram-table.ts).
 */

export const NGRAM_BUCKET_BITS = 22;
export const NGRAM_BUCKETS = 1 << NGRAM_BUCKET_BITS;
export const MAX_NGRAM = 4;
/** A sentence needs this many known n-grams before its own mean counts toward the spread. */
const MIN_SENTENCE_NGRAMS = 8;

/** Log-likelihood ratio (AI over human) per bucket; NaN where the bucket is unknown. */
export type NgramTable = Float32Array;

export interface StoredNgramTable {
  buckets: number[];
  values: number[];
}

export const NGRAM_FEATURE_NAMES = ["masked_ngram_llr", "masked_ngram_llr_spread", "masked_ngram_llr_peak"] as const;

/** Bucket ids of every 1- to 4-gram of one sentence's masked tokens, with sentence boundaries. */
export function ngramBuckets(maskedTokens: string[]): Int32Array {
  return hashedNgrams(maskedTokens, MAX_NGRAM);
}

/** Bucket ids of every 1- to `maxN`-gram of a token sequence framed by sentence boundaries (FNV-1a). */
export function hashedNgrams(tokens: string[], maxN: number): Int32Array {
  const ids = ["<s>", ...tokens, "</s>"].map(hashToken);
  const out: number[] = [];
  for (let i = 0; i < ids.length; i++) {
    let hash = 2166136261;
    for (let n = 1; n <= maxN && i + n <= ids.length; n++) {
      hash = Math.imul(hash ^ (ids[i + n - 1] as number), 16777619) ^ n;
      out.push((hash >>> 0) & (NGRAM_BUCKETS - 1));
    }
  }
  return Int32Array.from(out);
}

function hashToken(token: string): number {
  let hash = 2166136261;
  for (let i = 0; i < token.length; i++) hash = Math.imul(hash ^ token.charCodeAt(i), 16777619);
  return hash >>> 0;
}

export interface SentenceNgramScore {
  sum: number;
  known: number;
}

export function scoreSentenceNgrams(buckets: Int32Array, table: NgramTable): SentenceNgramScore {
  let sum = 0;
  let known = 0;
  for (const bucket of buckets) {
    const value = table[bucket] as number;
    if (!Number.isNaN(value)) {
      sum += value;
      known++;
    }
  }
  return { sum, known };
}

/**
 * Document features, in NGRAM_FEATURE_NAMES order: the mean ratio over all
 * known n-grams, how much sentences differ from each other (burstiness), and
 * how far the most AI-like sentence stands above the sentence mean, so a text
 * with a pasted-in AI paragraph is not averaged away.
 */
export function ngramFeatures(sentences: SentenceNgramScore[]): number[] {
  const overall = meanNgramRatio(sentences);
  const means = sentences.filter((sentence) => sentence.known >= MIN_SENTENCE_NGRAMS).map((sentence) => sentence.sum / sentence.known);
  if (means.length < 2) return [overall, 0, 0];
  const mean = means.reduce((a, b) => a + b, 0) / means.length;
  const spread = Math.sqrt(means.reduce((total, m) => total + (m - mean) ** 2, 0) / (means.length - 1));
  return [overall, spread, Math.max(...means) - mean];
}

/** The mean ratio over every known n-gram of the sentences together; 0 when none is known. */
export function meanNgramRatio(sentences: SentenceNgramScore[]): number {
  let sum = 0;
  let known = 0;
  for (const sentence of sentences) {
    sum += sentence.sum;
    known += sentence.known;
  }
  return known > 0 ? sum / known : 0;
}

export function tableFromStored(stored: StoredNgramTable): NgramTable {
  const table = new Float32Array(NGRAM_BUCKETS).fill(Number.NaN);
  stored.buckets.forEach((bucket, i) => (table[bucket] = stored.values[i] as number));
  return table;
}
