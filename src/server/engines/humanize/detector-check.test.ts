import { describe, expect, it } from "vitest";
import type { DetectEngine, DetectionResult } from "../types";
import { withDetectorCheck } from "./detector-check";

/** A detector that scores a text by its length, so before and after differ visibly. */
const lengthDetector: DetectEngine = {
  name: "by-length",
  card: {
    model_version: "length-1",
    human_false_positive_rate: null,
    formal_writing_false_positive_rate: null,
    learner_false_positive_rate: null,
    current_assistant_detection_rate: null,
    register_false_positive_rates: null,
  },
  detect: async (text) => ({ ai_probability: text.length, reliable: text.length > 10, model_version: "length-1" }) as DetectionResult,
};

describe("withDetectorCheck", () => {
  it("returns the rewrite with the detector's score of the text before and after", async () => {
    const shortening = withDetectorCheck(
      { name: "cut", humanize: async (text) => ({ humanized_text: text.slice(0, 12), detector_check: null, note: null }) },
      lengthDetector,
    );
    expect(await shortening.humanize("A text of twenty-nine letters")).toEqual({
      humanized_text: "A text of tw",
      detector_check: { ai_probability_before: 29, ai_probability_after: 12, reliable: true, model_version: "length-1" },
      note: null,
    });
  });

  it("is not reliable when either text is one the detector cannot judge", async () => {
    const shortening = withDetectorCheck(
      { name: "cut", humanize: async (text) => ({ humanized_text: text.slice(0, 5), detector_check: null, note: null }) },
      lengthDetector,
    );
    expect((await shortening.humanize("A text of twenty-nine letters")).detector_check?.reliable).toBe(false);
  });

  it("keeps a check the humanizer made itself instead of scoring again", async () => {
    const own = { ai_probability_before: 80, ai_probability_after: 40, reliable: true, model_version: "own" };
    const checked = withDetectorCheck(
      { name: "self-checked", humanize: async () => ({ humanized_text: "x", detector_check: own, note: null }) },
      lengthDetector,
    );
    expect((await checked.humanize("A text of twenty-nine letters")).detector_check).toBe(own);
  });
});
