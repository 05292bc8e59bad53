import { describe, expect, it } from "vitest";
import { analyseText, MODEL_FEATURE_NAMES } from "./analysis";
import { explainScore, positionAmongTypical } from "./explain";
import type { FeaturePush, HumanReference } from "./model";
import { loadFeatureTools } from "./tools";

const REFERENCE: HumanReference = {
  sentence_length_cv: 0.49,
  assistant_phrases_per_100_words: 0.2,
  slips_per_100_words: 1,
  masked_ngram_llr: -2.1,
  ai_masked_ngram_llr: 2.6,
  word_ngram_llr: -2.3,
  ai_word_ngram_llr: 3.6,
};

/** The bullets of a likely-AI score whose only push is this feature's, toward AI. */
function evidenceFrom(name: string, push: FeaturePush): string[] {
  const analysis = analyseText("The committee met on Monday. It agreed on the budget. The vote was close.", loadFeatureTools());
  const pushes = new Map<string, FeaturePush>([[name, push]]);
  return explainScore(
    analysis,
    MODEL_FEATURE_NAMES.map(() => 0),
    pushes,
    REFERENCE,
    80,
  ).evidence;
}

describe("the evidence of a likely-AI score", () => {
  it.each([
    { feature: "masked_ngram_llr_peak", aboveTypical: true, shows: "One sentence built far more like AI text than the rest" },
    { feature: "masked_ngram_llr_peak", aboveTypical: false, shows: "No single signal stood out" },
    { feature: "word_ngram_llr", aboveTypical: false, shows: "No single signal stood out" },
    { feature: "comma_rate", aboveTypical: true, shows: "Many commas" },
  ])("names $feature (above typical: $aboveTypical) only where its words point to AI: $shows", ({ feature, aboveTypical, shows }) => {
    expect(evidenceFrom(feature, { push: 0.5, aboveTypical })).toEqual([shows]);
  });
});

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
