import { describe, expect, it } from "vitest";
import { NGRAM_BUCKETS } from "./masked-ngrams";
import { MAX_WORD_NGRAM, wordNgramBuckets, wordTokens } from "./word-ngrams";

describe("word n-grams", () => {
  it("lower-cases words, keeps punctuation and folds every number into one token", () => {
    expect(wordTokens("In 2023, prices rose 4.5% — Delve deeper!")).toEqual([
      "in",
      "<num>",
      ",",
      "prices",
      "rose",
      "<num>",
      "%",
      "—",
      "delve",
      "deeper",
      "!",
    ]);
  });

  it("hashes every 1- to 3-gram with sentence boundaries into the table's range", () => {
    const buckets = wordNgramBuckets("It plays a crucial role.");
    const framedTokens = 8;
    const expected = Array.from({ length: MAX_WORD_NGRAM }, (_, n) => framedTokens - n).reduce((a, b) => a + b, 0);
    expect(buckets.length).toBe(expected);
    expect([...buckets].every((bucket) => bucket >= 0 && bucket < NGRAM_BUCKETS)).toBe(true);
  });

  it("ignores case and the value of numbers, but not the words", () => {
    expect([...wordNgramBuckets("Sales grew 12 percent.")]).toEqual([...wordNgramBuckets("sales grew 95 percent.")]);
    expect([...wordNgramBuckets("Sales grew 12 percent.")]).not.toEqual([...wordNgramBuckets("Sales fell 12 percent.")]);
  });
});
