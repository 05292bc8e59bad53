import { describe, expect, it } from "vitest";
import { auroc } from "./metrics";
import { buildNgramTable, type NgramSource, refineNgramTable } from "./ngram-table";

const FILLER = [100, 101, 102, 103, 104, 105, 106, 107];
/** Six buckets that always come together: one weak cue counted six times by the ratios. */
const ECHOES = [10, 11, 12, 13, 14, 15];
const STRONG_CUE = 20;

/**
 * AI texts carry the strong cue 80% of the time and the echoed weak cue 60%;
 * human texts 20% and 40%. The ratios count the weak cue six times, so texts
 * with it and without the strong cue outrank texts with the strong cue alone.
 */
function syntheticTexts(count: number): NgramSource[] {
  let seed = 11;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  return Array.from({ length: count }, (_, n) => {
    const isAi = n % 2 === 0;
    const buckets = [...FILLER];
    if (next() < (isAi ? 0.8 : 0.2)) buckets.push(STRONG_CUE);
    if (next() < (isAi ? 0.6 : 0.4)) buckets.push(...ECHOES);
    return { isAi, weight: 1, sentenceNgrams: [Int32Array.from(buckets)] };
  });
}

const meanScore = (table: Float32Array, text: NgramSource) => {
  const buckets = [...(text.sentenceNgrams[0] as Int32Array)];
  return buckets.reduce((sum, bucket) => sum + (table[bucket] as number), 0) / buckets.length;
};

describe("refining an n-gram table", () => {
  const texts = syntheticTexts(600);
  const labels = texts.map((text) => (text.isAi ? 1 : 0));
  const ratios = buildNgramTable(texts);
  const refined = refineNgramTable(ratios, texts, { epochs: 3, rate: 0.1 });

  it("ranks texts better than the ratios it starts from when cues echo each other", { timeout: 60_000 }, () => {
    const before = auroc(
      texts.map((text) => meanScore(ratios, text)),
      labels,
    );
    const after = auroc(
      texts.map((text) => meanScore(refined, text)),
      labels,
    );
    expect(after).toBeGreaterThan(before + 0.02);
    expect(refined[STRONG_CUE] as number).toBeGreaterThan(refined[ECHOES[0] as number] as number);
  });

  it("keeps unknown buckets unknown and gives the same table on every run", { timeout: 60_000 }, () => {
    expect(Number.isNaN(refined[999] as number)).toBe(true);
    expect(refineNgramTable(ratios, texts, { epochs: 3, rate: 0.1 })).toEqual(refined);
  });
});
