import { describe, expect, it } from "vitest";
import { neighbouringWordPairs, pairCount } from "./word-pairs";

describe("neighbouringWordPairs", () => {
  it("pairs neighbouring words in lower case, and punctuation between two words breaks the pair", () => {
    expect([...neighbouringWordPairs("The cat's bowl, the Dog.")]).toEqual([
      ["the", "cat's"],
      ["cat's", "bowl"],
      ["the", "dog"],
    ]);
  });
});

describe("pairCount", () => {
  it("counts common pairs from the training texts, in either case", () => {
    expect(pairCount("of", "the")).toBeGreaterThan(1000);
    expect(pairCount("Of", "The")).toBe(pairCount("of", "the"));
  });

  it("is 0 for a pair the texts never hold", () => {
    expect(pairCount("zebra", "quantumly")).toBe(0);
  });
});
