import { describe, expect, it } from "vitest";
import { contextFit, nearbyCommonWords, neighboursIn } from "./spelling-choice.js";

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

describe("contextFit", () => {
  it("prefers the word seen between these neighbours to one never seen there", () => {
    const neighbours = { before: "foods", after: "oil" };
    expect(contextFit("like", neighbours)).toBeGreaterThan(contextFit("lake", neighbours) + 1);
    const beforeBe = { before: "burning", after: "be" };
    expect(contextFit("should", beforeBe)).toBeGreaterThan(contextFit("shed", beforeBe) + 1);
  });

  it("says nothing without neighbours", () => {
    expect(contextFit("lake", { before: null, after: null })).toBe(0);
  });
});

describe("nearbyCommonWords", () => {
  it("finds common dictionary words within two slips of a lower-case word", () => {
    const words = nearbyCommonWords("lke", 2, false);
    expect(words).toEqual(expect.arrayContaining(["like", "lake"]));
    expect(words).not.toContain("lke");
  });

  it("leaves out names the lower-cased frequency table holds", () => {
    expect(nearbyCommonWords("stablely", 2, false)).not.toContain("stanley");
  });

  it("searches for a capitalised word only where a sentence opens, since mid-sentence it may be a name", () => {
    expect(nearbyCommonWords("Afther", 2, true)).toContain("after");
    expect(nearbyCommonWords("Afther", 2, false)).toEqual([]);
    expect(nearbyCommonWords("AFTHER", 2, true)).toEqual([]);
  });
});
