import { describe, expect, it } from "vitest";
import { highScoreCaveat, measuredRatesText } from "./messages";

describe("measuredRatesText", () => {
  it("says plainly when a detector was never measured", () => {
    const text = measuredRatesText({ human_false_positive_rate: null, formal_writing_false_positive_rate: null, learner_false_positive_rate: null, current_assistant_detection_rate: null });
    expect(text).toContain("has not been measured");
  });

  it("gives both kinds of error: people accused, and current assistants missed", () => {
    const text = measuredRatesText({ human_false_positive_rate: 0.0361, formal_writing_false_positive_rate: 0.2526, learner_false_positive_rate: 0.0455, current_assistant_detection_rate: 0.085 });
    expect(text).toContain("scored 3.6% above 50%");
    expect(text).toContain("Formal writing is where it errs most: encyclopaedia and medical-research paragraphs written by people scored above 50% 25.3% of the time.");
    expect(text).toContain("above 50% 4.6% of the time");
    expect(text).toContain("only 8.5% of the time, so a low score does not show that a person wrote the text");
  });

  it("leaves out a rate that was not measured", () => {
    const text = measuredRatesText({ human_false_positive_rate: 0.02, formal_writing_false_positive_rate: null, learner_false_positive_rate: null, current_assistant_detection_rate: null });
    expect(text).not.toContain("Formal writing");
    expect(text).not.toContain("second language");
    expect(text).not.toContain("current AI assistant");
  });
});

describe("highScoreCaveat", () => {
  it("says a high score is no proof, with the rate on formal human writing", () => {
    expect(highScoreCaveat(0.2526)).toBe(
      "A high score does not prove AI. Formal writing is where it errs most: encyclopaedia and medical-research paragraphs written by people scored above 50% 25.3% of the time.",
    );
  });
});
