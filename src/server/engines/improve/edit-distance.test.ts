import { describe, expect, it } from "vitest";
import { learnerSlipCost, typoDistance } from "./edit-distance";

describe("typoDistance", () => {
  it("counts one slip as one edit, whatever its kind", () => {
    expect(typoDistance("untill", "until")).toBe(1);
    expect(typoDistance("woud", "would")).toBe(1);
    expect(typoDistance("lake", "like")).toBe(1);
    expect(typoDistance("palce", "place")).toBe(1);
  });

  it("counts further slips and ignores letter case", () => {
    expect(typoDistance("untill", "uphill")).toBe(2);
    expect(typoDistance("Preciouse", "precise")).toBe(2);
    expect(typoDistance("same", "SAME")).toBe(0);
    expect(typoDistance("", "abc")).toBe(3);
  });
});

describe("learnerSlipCost", () => {
  it("charges half a slip for a vowel, a doubled letter or a swap, and a whole one for a consonant", () => {
    expect(learnerSlipCost("salf", "self")).toBe(0.5);
    expect(learnerSlipCost("creat", "create")).toBe(0.5);
    expect(learnerSlipCost("maner", "manner")).toBe(0.5);
    expect(learnerSlipCost("talkkative", "talkative")).toBe(0.5);
    expect(learnerSlipCost("Thoes", "Those")).toBe(0.5);
    expect(learnerSlipCost("hazzle", "hassle")).toBe(1.5);
    expect(learnerSlipCost("maner", "maker")).toBe(1);
    expect(learnerSlipCost("creat", "cream")).toBe(1);
    expect(learnerSlipCost("woud", "would")).toBe(1);
  });

  it("adds the slips up and ignores letter case", () => {
    expect(learnerSlipCost("shud", "should")).toBe(1.5);
    expect(learnerSlipCost("SAME", "same")).toBe(0);
    expect(learnerSlipCost("", "abc")).toBe(2.5);
  });
});
