import { describe, expect, it } from "vitest";
import { applyRiskScale, fitRiskScale } from "./risk-scale";

const TARGETS = {
  lines: [
    { reported: 0.5, humanShareAbove: 0.1 },
    { reported: 0.7, humanShareAbove: 0.05 },
  ],
  minTexts: 20,
};
const evenly = (from: number, to: number, count: number) => Array.from({ length: count }, (_, i) => from + ((to - from) * i) / (count - 1));

describe("risk scale", () => {
  it("puts each verdict line where the worst register's human texts pass it at the allowed share", () => {
    const registers = new Map([
      ["chat", evenly(0, 0.4, 100)],
      ["formal", evenly(0, 0.9, 100)],
    ]);
    const scale = fitRiskScale(registers, TARGETS);
    const formal = (registers.get("formal") as number[]).map((p) => applyRiskScale(scale, p));
    expect(formal.filter((p) => p > 0.5).length).toBeLessThanOrEqual(10);
    expect(formal.filter((p) => p > 0.7).length).toBeLessThanOrEqual(5);
    expect(formal.filter((p) => p > 0.5).length).toBeGreaterThanOrEqual(8);
  });

  it("ignores registers with too few texts to measure", () => {
    const scale = fitRiskScale(
      new Map([
        ["chat", evenly(0, 0.4, 100)],
        ["tiny", [0.99, 0.98]],
      ]),
      TARGETS,
    );
    expect(applyRiskScale(scale, 0.98)).toBeGreaterThan(0.7);
  });

  it("keeps the order of scores and the ends of the scale", () => {
    const scale = fitRiskScale(new Map([["formal", evenly(0, 0.9, 100)]]), TARGETS);
    let previous = -1;
    for (let p = 0; p <= 1.0001; p += 0.01) {
      const reported = applyRiskScale(scale, Math.min(p, 1));
      expect(reported).toBeGreaterThan(previous);
      previous = reported;
    }
    expect(applyRiskScale(scale, 0)).toBe(0);
    expect(applyRiskScale(scale, 1)).toBe(1);
  });
});
