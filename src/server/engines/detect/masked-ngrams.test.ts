import { describe, expect, it } from "vitest";
import { mulberry32 } from "../seeded-random";
import { NGRAM_BUCKETS, scoreSentenceNgrams, SparseNgramTable, tableFromStored } from "./masked-ngrams";

describe("sparse n-gram table", () => {
  const stored = { buckets: [NGRAM_BUCKETS - 1, 7, 0, 123_456], values: [0.5, -1.25, 2, 0.1] };
  const sparse = SparseNgramTable.fromStored(stored);

  it("answers each stored ratio as a 32-bit float and NaN for every other bucket", () => {
    expect(sparse.ratioOf(7)).toBe(-1.25);
    expect(sparse.ratioOf(0)).toBe(2);
    expect(sparse.ratioOf(NGRAM_BUCKETS - 1)).toBe(0.5);
    expect(sparse.ratioOf(123_456)).toBe(Math.fround(0.1));
    for (const unknown of [1, 6, 8, 123_455, 123_457, NGRAM_BUCKETS - 2]) expect(sparse.ratioOf(unknown)).toBeNaN();
  });

  it("visits the known buckets in bucket order", () => {
    const visited: [number, number][] = [];
    sparse.forEach((ratio, bucket) => visited.push([bucket, ratio]));
    expect(visited).toEqual([
      [0, 2],
      [7, -1.25],
      [123_456, Math.fround(0.1)],
      [NGRAM_BUCKETS - 1, 0.5],
    ]);
  });

  it("scores sentences exactly as the dense table with the same buckets does", () => {
    const random = mulberry32(17);
    const buckets = Array.from({ length: 5000 }, () => Math.floor(random() * NGRAM_BUCKETS));
    const known = [...new Set(buckets.filter((_, i) => i % 3 === 0))];
    const values = known.map(() => random() * 4 - 2);
    const dense = new Float32Array(NGRAM_BUCKETS).fill(Number.NaN);
    known.forEach((bucket, i) => (dense[bucket] = values[i] as number));
    const sentence = Int32Array.from(buckets);
    expect(scoreSentenceNgrams(sentence, tableFromStored({ buckets: known, values }))).toEqual(scoreSentenceNgrams(sentence, dense));
  });

  it("reads a table stored in bucket order, as training stores it, the same as one in any order", () => {
    const inOrder = SparseNgramTable.fromStored({ buckets: [0, 7, 123_456, NGRAM_BUCKETS - 1], values: [2, -1.25, 0.1, 0.5] });
    for (const bucket of [0, 1, 7, 123_456, NGRAM_BUCKETS - 1]) expect(inOrder.ratioOf(bucket)).toEqual(sparse.ratioOf(bucket));
  });
});
