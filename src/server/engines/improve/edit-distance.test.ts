import { describe, expect, it } from "vitest";
import { typoDistance } from "./edit-distance.js";

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
