/**
 * GLEU for grammatical error correction (Napoles et al. 2015, with the 2016
 * revision): n-gram precision that rewards n-grams shared with a reference and
 * penalises n-grams kept from the source that the reference changed, times a
 * brevity penalty. Multiple references are handled the way the 2016 revision
 * does: each iteration samples one reference per sentence, scores the corpus,
 * and the reported GLEU is the mean over iterations.
 */

import { mulberry32 } from "../seeded-random";

const MAX_ORDER = 4;

type NgramCounts = Map<string, number>;

function countNgrams(tokens: readonly string[], n: number): NgramCounts {
  const counts: NgramCounts = new Map();
  for (let i = 0; i + n <= tokens.length; i++) {
    const key = tokens.slice(i, i + n).join(" ");
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

function overlapSize(a: NgramCounts, b: NgramCounts): number {
  let total = 0;
  for (const [key, count] of a) total += Math.min(count, b.get(key) ?? 0);
  return total;
}

/** Multiset difference a − b. */
function subtract(a: NgramCounts, b: NgramCounts): NgramCounts {
  const diff: NgramCounts = new Map();
  for (const [key, count] of a) {
    const left = count - (b.get(key) ?? 0);
    if (left > 0) diff.set(key, left);
  }
  return diff;
}

/** [hypLen, refLen, match1, total1, …, match4, total4] for one sentence and one reference. */
function sentenceStats(hypothesis: readonly string[], source: readonly string[], reference: readonly string[]): number[] {
  const stats = [hypothesis.length, reference.length];
  for (let n = 1; n <= MAX_ORDER; n++) {
    const hyp = countNgrams(hypothesis, n);
    const ref = countNgrams(reference, n);
    const sourceOnly = subtract(countNgrams(source, n), ref);
    stats.push(Math.max(overlapSize(hyp, ref) - overlapSize(hyp, sourceOnly), 0));
    stats.push(Math.max(hypothesis.length + 1 - n, 0));
  }
  return stats;
}

function corpusGleu(stats: readonly number[]): number {
  if (stats.some((value) => value === 0)) return 0;
  const [hypLen = 0, refLen = 0] = stats;
  let logPrecision = 0;
  for (let n = 0; n < MAX_ORDER; n++) logPrecision += Math.log((stats[2 + 2 * n] ?? 0) / (stats[3 + 2 * n] ?? 1));
  return Math.exp(Math.min(0, 1 - refLen / hypLen) + logPrecision / MAX_ORDER);
}

export interface GleuInput {
  /** Tokenised sentences. */
  sources: string[][];
  hypotheses: string[][];
  /** references[r][i] is reference r of sentence i. */
  references: string[][][];
}

/** Corpus GLEU (0–100), mean over `iterations` samplings of one reference per sentence. */
export function gleu({ sources, hypotheses, references }: GleuInput, iterations = 500, seed = 1): number {
  const perSentence = hypotheses.map((hypothesis, i) =>
    references.map((reference) => sentenceStats(hypothesis, sources[i] ?? [], reference[i] ?? [])),
  );
  const random = mulberry32(seed);
  let total = 0;
  for (let iteration = 0; iteration < iterations; iteration++) {
    const summed = new Array<number>(2 + 2 * MAX_ORDER).fill(0);
    for (const options of perSentence) {
      const chosen = options[Math.floor(random() * options.length)] ?? [];
      chosen.forEach((value, k) => (summed[k] = (summed[k] ?? 0) + value));
    }
    total += corpusGleu(summed);
  }
  return (100 * total) / iterations;
}
