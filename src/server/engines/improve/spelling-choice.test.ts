import { describe, expect, it } from "vitest";
import { fitWithNeighbours, nearbyCommonWords, neighboursIn } from "./spelling-choice";
import { frequencyOfWord } from "./word-frequencies";

describe("neighboursIn", () => {
  it("takes the words either side, lower case", () => {
    const text = "They Cook foods lke Oil daily.";
    const start = text.indexOf("lke");
    expect(neighboursIn(text, start, start + 3)).toEqual({ before: "foods", after: "oil" });
  });

  it("has no neighbour across punctuation or at the edge of the text", () => {
    const text = "Well, lke";
    const start = text.indexOf("lke");
    expect(neighboursIn(text, start, start + 3)).toEqual({ before: null, after: null });
  });
});

describe("fitWithNeighbours", () => {
  it("prefers the word seen between these neighbours to one never seen there", () => {
    const neighbours = { before: "foods", after: "oil" };
    const lakeAlone = fitWithNeighbours("lake", { before: null, after: null });
    const likeAlone = fitWithNeighbours("like", { before: null, after: null });
    expect(fitWithNeighbours("like", neighbours) - likeAlone).toBeGreaterThan(fitWithNeighbours("lake", neighbours) - lakeAlone + 1);
    const beforeBe = { before: "burning", after: "be" };
    expect(fitWithNeighbours("should", beforeBe)).toBeGreaterThan(fitWithNeighbours("shed", beforeBe) + 1);
  });

  it("is how common the word is when it has no neighbours", () => {
    expect(fitWithNeighbours("lake", { before: null, after: null })).toBeCloseTo(Math.log(frequencyOfWord("lake") + 1));
  });
});

describe("nearbyCommonWords", () => {
  it("finds common dictionary words within two slips of a lower-case word", () => {
    const words = nearbyCommonWords("lke", false);
    expect(words).toEqual(expect.arrayContaining(["like", "lake"]));
    expect(words).not.toContain("lke");
  });

  it("leaves out names the lower-cased frequency table holds", () => {
    expect(nearbyCommonWords("stablely", false)).not.toContain("stanley");
  });

  it("searches for a capitalised word only where a sentence opens, since mid-sentence it may be a name", () => {
    expect(nearbyCommonWords("Afther", true)).toContain("after");
    expect(nearbyCommonWords("Afther", false)).toEqual([]);
    expect(nearbyCommonWords("AFTHER", true)).toEqual([]);
  });
});
