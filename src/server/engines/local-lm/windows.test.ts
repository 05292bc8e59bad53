import { describe, expect, it } from "vitest";
import { planWindows } from "./windows";

describe("planWindows", () => {
  it("scores a text that fits in one window", () => {
    expect(planWindows(10, 16)).toEqual([{ start: 0, scoredFrom: 0, end: 10 }]);
  });

  it("starts each later window a quarter of a window early, and scores every token once", () => {
    const windows = planWindows(40, 16);
    expect(windows).toEqual([
      { start: 0, scoredFrom: 0, end: 16 },
      { start: 12, scoredFrom: 16, end: 28 },
      { start: 24, scoredFrom: 28, end: 40 },
    ]);
    for (const window of windows) expect(window.end - window.start).toBeLessThanOrEqual(16);
  });

  it("plans nothing for no tokens", () => {
    expect(planWindows(0, 16)).toEqual([]);
  });
});
