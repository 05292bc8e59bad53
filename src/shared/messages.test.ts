import { describe, expect, it } from "vitest";
import { detectionSummary, highScoreCaveat, lowScoreCaveat, measuredRatesText, registerRates, type RegisterRate } from "./messages";

const ROWS = [
  { register: "technical", collection: "technical", measured_on: "held-apart corpus", texts: 250, above_50: 0.04, above_70: 0.008 },
  { register: "technical", collection: "kernel_docs_technical", measured_on: "register probe", texts: 150, above_50: 0.02, above_70: 0 },
  { register: "news", collection: "news", measured_on: "held-apart corpus", texts: 100, above_50: 0.01, above_70: 0 },
];
const RATES = {
  human_false_positive_rate: 0.0361,
  formal_writing_false_positive_rate: 0.0253,
  learner_false_positive_rate: 0.0455,
  current_assistant_detection_rate: 0.085,
  register_false_positive_rates: ROWS,
};
const UNMEASURED = {
  human_false_positive_rate: null,
  formal_writing_false_positive_rate: null,
  learner_false_positive_rate: null,
  current_assistant_detection_rate: null,
  register_false_positive_rates: null,
};

describe("measuredRatesText", () => {
  it("says plainly when a detector was never measured", () => {
    expect(measuredRatesText(UNMEASURED)).toContain("has not been measured");
  });

  it("gives both kinds of error: people accused, by kind of writing, and current assistants missed", () => {
    const text = measuredRatesText(RATES);
    expect(text).toContain(
      "Of 500 human-written texts never used in its training, 3.6% scored above 50%; by kind of writing, from 1% to 3.3% (technical documentation).",
    );
    expect(text).toContain(
      "On formal writing (academic, technical, educational, government, legal, business, medical and encyclopaedic texts by people), 2.5% scored above 50%.",
    );
    expect(text).toContain("second language, held out from its training, 4.6% scored above 50%");
    expect(text).toContain(
      "Only 8.5% of the stories, reviews, essays and news a current AI assistant wrote for its tests scored above 50%, so a low score does not show",
    );
  });

  it("does not repeat the caveat a result's explanation already ends with", () => {
    const afterHigh = measuredRatesText(RATES, `Stock phrasing. ${highScoreCaveat({ register: null, above_50: 0.0253 }, "likely_ai")}`);
    expect(afterHigh).not.toContain("On formal writing");
    expect(afterHigh).toContain("Only 8.5%");
    const afterLow = measuredRatesText(RATES, `Varied sentences. ${lowScoreCaveat(0.085)}`);
    expect(afterLow).not.toContain("Only 8.5%");
    expect(afterLow).toContain("On formal writing");
  });

  it("leaves out a rate that was not measured", () => {
    const text = measuredRatesText({ ...UNMEASURED, human_false_positive_rate: 0.02 });
    expect(text).not.toContain("formal writing");
    expect(text).not.toContain("second language");
    expect(text).not.toContain("current AI assistant");
  });
});

describe("registerRates", () => {
  it("pools a register's measurements, weighted by texts, worst register first", () => {
    const [technical, news] = registerRates(ROWS);
    expect(technical).toEqual({
      register: "technical",
      texts: 400,
      above_50: (0.04 * 250 + 0.02 * 150) / 400,
      above_70: (0.008 * 250) / 400,
    });
    expect(news?.register).toBe("news");
  });
});

describe("highScoreCaveat", () => {
  it("quotes the rate measured on people's writing of the text's register", () => {
    const [technical] = registerRates(ROWS);
    expect(highScoreCaveat(technical as RegisterRate, "likely_ai")).toBe(
      "A high score does not prove AI. This text reads as technical documentation: of 400 " +
        "such texts by people, never used in training, 3.3% scored above 50% and 0.5% above 70%.",
    );
  });

  it("falls back on the rate on formal writing when the register is not recognised", () => {
    expect(highScoreCaveat({ register: null, above_50: 0.0253 }, "likely_ai")).toBe(
      "A high score does not prove AI. On formal writing (academic, technical, educational, " +
        "government, legal, business, medical and encyclopaedic texts by people), 2.5% scored above 50%.",
    );
  });

  it("calls a middling score what it is, not high", () => {
    expect(highScoreCaveat({ register: null, above_50: 0.0253 }, "mixed")).toMatch(
      /^A score in the middle does not prove AI\. On formal writing/,
    );
  });
});

describe("detectionSummary", () => {
  it("gives each verdict level its own plain sentence, stronger only where the score is far from the line", () => {
    expect(detectionSummary("likely_ai", 95)).toBe(
      "Much of this text reads like an AI assistant's writing; read the flagged sentences and talk to the writer before drawing conclusions.",
    );
    expect(detectionSummary("likely_ai", 75)).toMatch(/^Several passages read like an AI assistant's writing;/);
    expect(detectionSummary("mixed", 55)).toMatch(
      /^Parts of this text read like an AI assistant's writing and parts like a person's; the score cannot settle it/,
    );
    expect(detectionSummary("likely_human", 20)).toBe(
      "Most of this text reads like a person's writing; nothing here supports an accusation.",
    );
    expect(detectionSummary("likely_human", 5)).toBe("This text reads like a person's writing; nothing here supports an accusation.");
  });

  it("does not clear a text that carries a chat assistant's reply lines", () => {
    expect(detectionSummary("likely_human", 20, true)).toBe(
      "Most of this text reads like a person's writing, but it contains lines a chat assistant writes around its answers; ask the writer about them.",
    );
  });

  it("is one sentence that never claims certainty", () => {
    for (const [level, score] of [
      ["likely_ai", 99],
      ["likely_ai", 71],
      ["mixed", 50],
      ["likely_human", 1],
      ["likely_human", 39],
    ] as const) {
      const summary = detectionSummary(level, score);
      expect(summary.match(/[.!?](\s|$)/g)).toHaveLength(1);
      expect(summary).not.toMatch(/\b(certainly|definitely|proves?|is AI-generated|was written by)\b/i);
    }
  });
});
