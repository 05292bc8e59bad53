import { describe, expect, it } from "vitest";
import { positionAmongTypical } from "./explain";

describe("positionAmongTypical", () => {
  const typical = { human: -228.5, ai: 356.4 };
  it.each([
    { score: -397.7, says: "below typical human writing (-228.5; typical AI writing: +356.4)" },
    { score: 71.7, says: "between typical human writing (-228.5) and typical AI writing (+356.4)" },
    { score: -228.5, says: "between typical human writing (-228.5) and typical AI writing (+356.4)" },
    { score: 420, says: "above typical AI writing (+356.4; typical human writing: -228.5)" },
  ])("puts $score $says, naming no side the model did not", ({ score, says }) => {
    expect(positionAmongTypical(score, typical)).toBe(says);
  });

  it("orders the two references by value, whichever side is lower", () => {
    expect(positionAmongTypical(0, { human: 5, ai: -5 })).toBe("between typical AI writing (-5.0) and typical human writing (+5.0)");
  });
});
