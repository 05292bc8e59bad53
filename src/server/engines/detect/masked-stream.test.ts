import { describe, expect, it } from "vitest";
import { ngramBuckets, ngramFeatures, NGRAM_BUCKETS, scoreSentenceNgrams } from "./masked-ngrams";
import { maskSentence } from "./masked-stream";

describe("topic-masked stream", () => {
  it("keeps function words and punctuation and masks content words by shape", () => {
    expect(maskSentence("The committee quickly approved 12 new parks in Leeds, and I'm glad.")).toEqual([
      "the",
      "<w>",
      "<ly>",
      "<ed>",
      "<num>",
      "<w>",
      "<s>",
      "in",
      "<Name>",
      ",",
      "and",
      "i'm",
      "<w>",
      ".",
    ]);
  });

  it("gives two sentences on different topics with the same skeleton the same n-grams", () => {
    const a = ngramBuckets(maskSentence("The doctor examined the patient in the morning."));
    const b = ngramBuckets(maskSentence("The farmer ploughed the field in the spring."));
    expect([...a]).toEqual([...b]);
    expect(a.every((bucket) => bucket >= 0 && bucket < NGRAM_BUCKETS)).toBe(true);
  });
});

describe("masked n-gram features", () => {
  it("averages known n-grams only and measures how much sentences differ", () => {
    const table = new Float32Array(NGRAM_BUCKETS).fill(Number.NaN);
    const aiLike = ngramBuckets(maskSentence("It is important to note that the results are significant and robust."));
    const humanLike = ngramBuckets(maskSentence("Honestly we went with it."));
    const unknown = ngramBuckets(maskSentence("Nobody asked."));
    for (const bucket of aiLike) table[bucket] = 1;
    for (const bucket of humanLike) if (!aiLike.includes(bucket)) table[bucket] = -1;
    const human = scoreSentenceNgrams(humanLike, table);
    const scores = [
      scoreSentenceNgrams(aiLike, table),
      human,
      scoreSentenceNgrams(
        unknown.filter((b) => Number.isNaN(table[b])),
        table,
      ),
    ];
    const [mean, spread, peak] = ngramFeatures(scores);
    expect(scores[0]).toEqual({ sum: aiLike.length, known: aiLike.length });
    expect(scores[2]).toEqual({ sum: 0, known: 0 });
    expect(mean).toBeCloseTo((aiLike.length + human.sum) / (aiLike.length + human.known), 5);
    const humanMean = human.sum / human.known;
    expect(spread).toBeCloseTo(Math.abs(1 - humanMean) / Math.SQRT2, 5);
    expect(peak).toBeCloseTo((1 - humanMean) / 2, 5);
  });
});
