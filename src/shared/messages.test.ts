import { describe, expect, it } from "vitest";
import { detectionSummary, highScoreCaveat, lowScoreCaveat, measuredRatesText } from "./messages";

describe("measuredRatesText", () => {
  it("says plainly when a detector was never measured", () => {
    const text = measuredRatesText({ human_false_positive_rate: null, formal_writing_false_positive_rate: null, learner_false_positive_rate: null, current_assistant_detection_rate: null });
    expect(text).toContain("has not been measured");
  });

  it("gives both kinds of error: people accused, and current assistants missed", () => {
    const text = measuredRatesText({ human_false_positive_rate: 0.0361, formal_writing_false_positive_rate: 0.2526, learner_false_positive_rate: 0.0455, current_assistant_detection_rate: 0.085 });
    expect(text).toContain("3.6% of human-written test texts scored above 50%");
    expect(text).toContain("Formal writing is where it errs most: 25.3% of encyclopedia and medical-research paragraphs written by people scored above 50%.");
    expect(text).toContain("second language, held out from its training, 4.6% scored above 50%");
    expect(text).toContain("Only 8.5% of the stories, reviews, essays and news a current AI assistant wrote for its tests scored above 50%, so a low score does not show");
  });

  it("does not repeat the caveat a result's explanation already ends with", () => {
    const rates = { human_false_positive_rate: 0.0361, formal_writing_false_positive_rate: 0.2526, learner_false_positive_rate: 0.0455, current_assistant_detection_rate: 0.085 };
    const afterHigh = measuredRatesText(rates, `Stock phrasing. ${highScoreCaveat(0.2526)}`);
    expect(afterHigh).not.toContain("Formal writing");
    expect(afterHigh).toContain("Only 8.5%");
    const afterLow = measuredRatesText(rates, `Varied sentences. ${lowScoreCaveat(0.085)}`);
    expect(afterLow).not.toContain("Only 8.5%");
    expect(afterLow).toContain("Formal writing");
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
      "A high score does not prove AI. Formal writing is where it errs most: 25.3% of encyclopedia and medical-research paragraphs written by people scored above 50%.",
    );
  });
});

describe("detectionSummary", () => {
  it("gives each verdict level its own plain sentence, stronger only where the score is far from the line", () => {
    expect(detectionSummary("likely_ai", 95)).toBe(
      "Much of this text reads like an AI assistant's writing; read the flagged sentences and talk to the writer before drawing conclusions.",
    );
    expect(detectionSummary("likely_ai", 75)).toMatch(/^Several passages read like an AI assistant's writing;/);
    expect(detectionSummary("mixed", 55)).toMatch(/^Parts of this text read like an AI assistant's writing and parts like a person's; the score cannot settle it/);
    expect(detectionSummary("likely_human", 20)).toBe("Most of this text reads like a person's writing; nothing here supports an accusation.");
    expect(detectionSummary("likely_human", 5)).toBe("This text reads like a person's writing; nothing here supports an accusation.");
  });

  it("does not clear a text that carries a chat assistant's reply lines", () => {
    expect(detectionSummary("likely_human", 20, true)).toBe(
      "Most of this text reads like a person's writing, but it contains lines a chat assistant writes around its answers; ask the writer about them.",
    );
  });

  it("is one sentence that never claims certainty", () => {
    for (const [level, score] of [["likely_ai", 99], ["likely_ai", 71], ["mixed", 50], ["likely_human", 1], ["likely_human", 39]] as const) {
      const summary = detectionSummary(level, score);
      expect(summary.match(/[.!?](\s|$)/g)).toHaveLength(1);
      expect(summary).not.toMatch(/\b(certainly|definitely|proves?|is AI-generated|was written by)\b/i);
    }
  });
});
