/**
 * Scores of 1- to 4-grams over the topic-masked stream (see masked-stream.ts):
 * a weight per n-gram, fitted so that a text's mean weight is its log-odds of
 * being AI (likelihood ratios refined by logistic regression; the feature
 * names keep the "llr" of the plain ratios they started as). N-grams are
 * hashed into a fixed number of buckets, so training builds a table as a
 * plain array; the artifact and the server
 * keep only the buckets that enough training texts used. The table is
 * estimated from training data, so training texts are always scored with a
 * table built without their own split group (cross-fitting,
 * scripts/detector/ngram-table.ts).
 */

const NGRAM_BUCKET_BITS = 22;
export const NGRAM_BUCKETS = 1 << NGRAM_BUCKET_BITS;
const MAX_NGRAM = 4;
/** A sentence needs this many known n-grams before its own mean counts toward the spread. */
const MIN_SENTENCE_NGRAMS = 8;

/**
 * Weight (log-odds, AI over human) per bucket; NaN where the bucket is
 * unknown. Training builds the dense form, one value per bucket; the server
 * keeps the sparse form, since under 5% of the buckets are known.
 */
export type NgramTable = Float32Array | SparseNgramTable;

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
    const value = table instanceof SparseNgramTable ? table.ratioOf(bucket) : (table[bucket] as number);
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

/**
 * Only the known buckets, sorted, with their ratios stored as the same 32-bit
 * floats the dense table holds, so a look-up answers exactly what the dense
 * table would: 2.5 MB for both tables instead of 32 MB (docs/decisions/017).
 */
export class SparseNgramTable {
  private constructor(
    private readonly buckets: Int32Array,
    private readonly ratios: Float32Array,
  ) {}

  static fromStored(stored: StoredNgramTable): SparseNgramTable {
    // The training script stores buckets in order; sorting 400,000 of them anyway took 350 ms of the model's load.
    if (isAscending(stored.buckets)) return new SparseNgramTable(Int32Array.from(stored.buckets), Float32Array.from(stored.values));
    const order = stored.buckets.map((_, i) => i).sort((a, b) => (stored.buckets[a] as number) - (stored.buckets[b] as number));
    return new SparseNgramTable(
      Int32Array.from(order, (i) => stored.buckets[i] as number),
      Float32Array.from(order, (i) => stored.values[i] as number),
    );
  }

  /** The bucket's ratio, or NaN when the bucket is unknown; a binary search over the known buckets. */
  ratioOf(bucket: number): number {
    let low = 0;
    let high = this.buckets.length - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const found = this.buckets[middle] as number;
      if (found === bucket) return this.ratios[middle] as number;
      if (found < bucket) low = middle + 1;
      else high = middle - 1;
    }
    return Number.NaN;
  }

  /** Each known ratio with its bucket, in bucket order, as a dense table's forEach gives them once NaN is skipped. */
  forEach(visit: (ratio: number, bucket: number) => void): void {
    this.buckets.forEach((bucket, i) => visit(this.ratios[i] as number, bucket));
  }
}

function isAscending(values: number[]): boolean {
  return values.every((value, i) => i === 0 || value > (values[i - 1] as number));
}

export function tableFromStored(stored: StoredNgramTable): NgramTable {
  return SparseNgramTable.fromStored(stored);
}
