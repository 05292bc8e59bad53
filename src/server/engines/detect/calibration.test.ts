import { describe, expect, it } from "vitest";
import { applyCalibration, fitPlatt } from "./calibration";

describe("Platt calibration", () => {
  it("is monotonic increasing in the model score", () => {
    const scores = [-3, -2, -1, -0.5, 0, 0.5, 1, 2, 3, -1, 1, 0];
    const labels = [0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 0, 0];
    const calibration = fitPlatt(
      scores,
      labels,
      scores.map(() => 1),
    );
    let previous = -1;
    for (let s = -5; s <= 5; s += 0.25) {
      const p = applyCalibration(calibration, s);
      expect(p).toBeGreaterThan(previous);
      previous = p;
    }
  });

  it("stays monotonic even when the data would prefer a reversed slope", () => {
    const calibration = fitPlatt([-2, -1, 1, 2], [1, 1, 0, 0], [1, 1, 1, 1]);
    expect(calibration.slope).toBeGreaterThan(0);
  });

  it("recovers well-separated classes with a 50/50 prior", () => {
    const scores = [-4, -3, -3.5, 3, 4, 3.5];
    const calibration = fitPlatt(scores, [0, 0, 0, 1, 1, 1], [1, 1, 1, 1, 1, 1]);
    expect(applyCalibration(calibration, 0)).toBeCloseTo(0.5, 1);
    expect(applyCalibration(calibration, 4)).toBeGreaterThan(0.9);
    expect(applyCalibration(calibration, -4)).toBeLessThan(0.1);
  });
});
