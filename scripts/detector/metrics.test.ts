import { describe, expect, it } from "vitest";
import { auroc } from "./metrics";

describe("auroc", () => {
  it.each([
    ["a perfect ranking", [0.1, 0.2, 0.8, 0.9], [0, 0, 1, 1], 1],
    ["a reversed ranking", [0.9, 0.8, 0.2, 0.1], [0, 0, 1, 1], 0],
    ["ties across the classes count half", [0.5, 0.5, 0.5, 0.5], [0, 1, 0, 1], 0.5],
    ["one pair out of order among four", [0.1, 0.6, 0.5, 0.9], [0, 0, 1, 1], 0.75],
  ])("%s", (_, scores, labels, expected) => {
    expect(auroc(scores, labels)).toBeCloseTo(expected, 10);
  });

  it("is NaN with only one class", () => {
    expect(auroc([0.2, 0.4], [1, 1])).toBeNaN();
  });

  it("refuses a NaN score instead of looping for ever", () => {
    expect(() => auroc([0.2, Number.NaN, 0.4], [0, 1, 1])).toThrow(/NaN/);
  });
});
