import { describe, expect, it } from "vitest";
import { binocularsScore, fastDetectGptScore, tokenStatistics, type Distribution } from "./criteria";

const distribution = (entries: Record<number, number>): Distribution =>
  new Map(Object.entries(entries).map(([token, p]) => [Number(token), p]));
const ln = Math.log;

describe("token statistics", () => {
  it("take the written token's log-probability from the scoring model and the expectation over the sampling one", () => {
    // Scoring p = (1/4, 3/4), sampling q = (1/2, 1/2), token 1 written.
    // log p(x) = ln 3/4; H(q, p) = ½ ln 4 + ½ ln 4/3; variance = (ln 4 − ln 4/3)² / 4 = (ln 3)² / 4 for two equally likely values.
    const statistics = tokenStatistics(1, distribution({ 0: 0.25, 1: 0.75 }), distribution({ 0: 0.5, 1: 0.5 }));
    expect(statistics.logProbability).toBeCloseTo(ln(3 / 4), 12);
    expect(statistics.crossEntropy).toBeCloseTo(0.5 * ln(4) + 0.5 * ln(4 / 3), 12);
    expect(statistics.variance).toBeCloseTo(ln(3) ** 2 / 4, 12);
  });

  it("treat a token the scoring model left out as all but impossible, not as a failure", () => {
    const statistics = tokenStatistics(2, distribution({ 0: 1 }), distribution({ 0: 1 }));
    expect(statistics.logProbability).toBeLessThan(-80);
    expect(statistics.crossEntropy).toBeCloseTo(0, 12);
    expect(statistics.variance).toBeCloseTo(0, 12);
  });
});

describe("Binoculars", () => {
  it("divides the summed log-perplexity by the summed cross-perplexity", () => {
    const observer = distribution({ 0: 0.5, 1: 0.5 });
    const tokens = [
      // Performer (1/2, 1/2), token 0: −log p = ln 2, H = ln 2.
      tokenStatistics(0, distribution({ 0: 0.5, 1: 0.5 }), observer),
      // Performer (1/4, 3/4), token 1: −log p = ln 4/3, H = ln 2 + ½ ln 4/3.
      tokenStatistics(1, distribution({ 0: 0.25, 1: 0.75 }), observer),
    ];
    // (ln 2 + ln 4/3) / (2 ln 2 + ½ ln 4/3) = ln(8/3) / (ln 4 + ½ ln 4/3) = 0.980829 / 1.530135
    expect(binocularsScore(tokens)).toBeCloseTo(ln(8 / 3) / (ln(4) + 0.5 * ln(4 / 3)), 12);
    expect(binocularsScore(tokens)).toBeCloseTo(0.64101, 5);
  });

  it("is 1 when the text is exactly as surprising as the models expect", () => {
    const uniform = distribution({ 0: 0.25, 1: 0.25, 2: 0.25, 3: 0.25 });
    expect(binocularsScore([tokenStatistics(3, uniform, uniform)])).toBeCloseTo(1, 12);
  });

  it("has no value for no tokens", () => {
    expect(binocularsScore([])).toBeNaN();
  });
});

describe("Fast-DetectGPT, one model as sampler and scorer", () => {
  // p = q = (1/2, 1/4, 1/4): μ = −(½ ln 2 + ½ ln 4) = −1.5 ln 2; E[(log p)²] = ½ (ln 2)² + ½ (2 ln 2)² = 2.5 (ln 2)²;
  // σ² = 2.5 (ln 2)² − 2.25 (ln 2)² = ¼ (ln 2)², so σ = ½ ln 2.
  const model = distribution({ 0: 0.5, 1: 0.25, 2: 0.25 });

  it("is +1 for the likeliest token: (−ln 2 + 1.5 ln 2) / (½ ln 2)", () => {
    const statistics = tokenStatistics(0, model, model);
    expect(statistics.variance).toBeCloseTo(ln(2) ** 2 / 4, 12);
    expect(fastDetectGptScore([statistics])).toBeCloseTo(1, 12);
  });

  it("is −1 for a less likely one: (−2 ln 2 + 1.5 ln 2) / (½ ln 2)", () => {
    expect(fastDetectGptScore([tokenStatistics(1, model, model)])).toBeCloseTo(-1, 12);
  });

  it("sums over tokens before dividing: (−3 ln 2 + 3 ln 2) / √(½ (ln 2)²) = 0", () => {
    expect(fastDetectGptScore([tokenStatistics(0, model, model), tokenStatistics(1, model, model)])).toBeCloseTo(0, 12);
  });

  it("has no value when every distribution was certain", () => {
    const certain = distribution({ 0: 1 });
    expect(fastDetectGptScore([tokenStatistics(0, certain, certain)])).toBeNaN();
  });
});
