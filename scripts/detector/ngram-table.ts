/**
 * Estimating an n-gram log-likelihood-ratio table (masked or word n-grams) from labelled
 * texts. Each text spreads its weight evenly over its n-grams, so long texts
 * do not outvote short ones; the weights themselves (one per text) carry the
 * balance between sources and classes.
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

export function buildNgramTable(texts: NgramSource[]): NgramTable {
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
