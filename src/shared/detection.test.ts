import { describe, expect, it } from "vitest";
import { reportedScore, verdictLevelFor } from "./detection";

describe("reportedScore", () => {
  it("never reports certainty either way", () => {
    expect(reportedScore(99.97)).toBe(99);
    expect(reportedScore(100)).toBe(99);
    expect(reportedScore(0.02)).toBe(1);
  });

  it("keeps other scores to one decimal", () => {
    expect(reportedScore(72.349)).toBe(72.3);
    expect(reportedScore(41.25)).toBe(41.3);
  });
});

describe("verdictLevelFor", () => {
  it("calls 40 and 70 themselves mixed", () => {
    expect([verdictLevelFor(39.9), verdictLevelFor(40), verdictLevelFor(70), verdictLevelFor(70.1)]).toEqual([
      "likely_human",
      "mixed",
      "mixed",
      "likely_ai",
    ]);
  });
});
