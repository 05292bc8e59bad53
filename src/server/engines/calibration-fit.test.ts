import { describe, expect, it } from "vitest";
import { probabilityFrom } from "./calibration-file";
import { fitCalibration } from "./calibration-fit";

/** 100 human values 0.90, 0.91, … 1.89 (Binoculars-like: machine text is low). */
const HUMAN = Array.from({ length: 100 }, (_, i) => 0.9 + i / 100);

describe("fitCalibration", () => {
  it("puts the likely-AI line so that the chosen share of human texts lies beyond it", () => {
    const { map, measured } = fitCalibration({ human: HUMAN, ai: [], machineTextIs: "low" }, 0.05);
    // The 6th lowest value (0.95) is the line: 5 texts (0.90-0.94) lie beyond it, 5%.
    expect(100 * probabilityFrom(map, 0.95)).toBeCloseTo(70, 10);
    expect(measured.false_positive_rate).toBe(0.05);
    expect(measured).toMatchObject({ human_texts: 100, ai_texts: 0, detection_rate: null });
    // Without AI texts the median human text (1.395) is put at 20%.
    expect(100 * probabilityFrom(map, 1.395)).toBeCloseTo(20, 10);
    // Lower is more machine-like, so the map falls as the criterion rises.
    expect(map.slope).toBeLessThan(0);
  });

  it("fits the slope to AI texts when there are some, keeping the line", () => {
    const ai = Array.from({ length: 50 }, (_, i) => 0.6 + i / 200);
    const { map, measured } = fitCalibration({ human: HUMAN, ai, machineTextIs: "low" }, 0.01);
    expect(100 * probabilityFrom(map, 0.91)).toBeCloseTo(70, 10);
    expect(measured.false_positive_rate).toBe(0.01);
    expect(measured.detection_rate).toBe(1);
    expect(probabilityFrom(map, 0.6)).toBeGreaterThan(0.99);
  });

  it("works the other way round for a criterion that is high for machine text", () => {
    const { map, measured } = fitCalibration({ human: HUMAN.map((value) => -value), ai: [], machineTextIs: "high" }, 0.05);
    expect(map.slope).toBeGreaterThan(0);
    expect(measured.false_positive_rate).toBe(0.05);
  });

  it("refuses texts that leave no line to draw", () => {
    expect(() => fitCalibration({ human: [1], ai: [], machineTextIs: "low" }, 0.01)).toThrow("at least two human texts");
    expect(() => fitCalibration({ human: [1, 1, 1], ai: [], machineTextIs: "low" }, 0.01)).toThrow("all score alike");
  });
});
