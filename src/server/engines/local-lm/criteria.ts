/**
 * The arithmetic of the two zero-shot criteria, on next-token distributions
 * (decision 117). Both reduce to sums over tokens of the same four numbers,
 * so a text can be scored in windows and any run of its tokens (a sentence)
 * scored on its own:
 *
 * - Binoculars (Hans et al., ICML 2024): the text's log-perplexity under the
 *   performer divided by the observer-to-performer cross-perplexity,
 *   B = Σ −log p(xᵢ) / Σ H(qᵢ, pᵢ), with p the performer's and q the
 *   observer's distributions. Low B: the text is more predictable than the
 *   models expect of text in general, the mark of machine writing.
 * - Fast-DetectGPT's analytic sampling discrepancy (Bao et al., ICLR 2024),
 *   one model as sampler and scorer (q = p):
 *   D = (Σ log p(xᵢ) − Σ μᵢ) / √(Σ σᵢ²), with μᵢ = Σᵥ qᵢ(v) log pᵢ(v) and
 *   σᵢ² = Σᵥ qᵢ(v) (log pᵢ(v))² − μᵢ². High D: machine writing.
 *
 * μᵢ is the negated cross-entropy H(qᵢ, pᵢ), so one set of numbers serves both.
 */

/** A next-token distribution: token id to probability; a token left out has probability 0. */
export type Distribution = ReadonlyMap<number, number>;

/** What one scored token contributes to either criterion. */
export interface TokenStatistics {
  /** log p(x): the scoring model's log-probability of the token that was written. */
  logProbability: number;
  /** H(q, p) = −Σᵥ q(v) log p(v): what the scoring model expects to pay, when the sampling model writes. */
  crossEntropy: number;
  /** Σᵥ q(v) (log p(v))² − (Σᵥ q(v) log p(v))²: the spread of that cost. */
  variance: number;
}

export type CriterionName = "binoculars" | "fast-detectgpt";

/**
 * A probability the model rounds to zero would make the logarithm infinite;
 * float32 softmax underflows near 1e-38, so the floor changes nothing else.
 */
const PROBABILITY_FLOOR = 1e-38;

function logOf(probability: number | undefined): number {
  return Math.log(Math.max(probability ?? 0, PROBABILITY_FLOOR));
}

/**
 * One token's numbers: `scoring` is the performer's distribution (or the one
 * model's), `sampling` the observer's (or the same one).
 */
export function tokenStatistics(token: number, scoring: Distribution, sampling: Distribution): TokenStatistics {
  let expected = 0;
  let expectedSquare = 0;
  for (const [candidate, probability] of sampling) {
    if (probability <= 0) continue;
    const logProbability = logOf(scoring.get(candidate));
    expected += probability * logProbability;
    expectedSquare += probability * logProbability * logProbability;
  }
  return {
    logProbability: logOf(scoring.get(token)),
    crossEntropy: -expected,
    variance: Math.max(0, expectedSquare - expected * expected),
  };
}

/** Binoculars' score over the tokens; NaN for none. */
export function binocularsScore(tokens: readonly TokenStatistics[]): number {
  let logPerplexity = 0;
  let crossPerplexity = 0;
  for (const token of tokens) {
    logPerplexity -= token.logProbability;
    crossPerplexity += token.crossEntropy;
  }
  return tokens.length === 0 ? Number.NaN : logPerplexity / crossPerplexity;
}

/** Fast-DetectGPT's analytic criterion over the tokens; NaN for none, or when every distribution was certain. */
export function fastDetectGptScore(tokens: readonly TokenStatistics[]): number {
  let discrepancy = 0;
  let variance = 0;
  for (const token of tokens) {
    discrepancy += token.logProbability + token.crossEntropy;
    variance += token.variance;
  }
  return variance > 0 ? discrepancy / Math.sqrt(variance) : Number.NaN;
}

export function criterionScore(criterion: CriterionName, tokens: readonly TokenStatistics[]): number {
  return criterion === "binoculars" ? binocularsScore(tokens) : fastDetectGptScore(tokens);
}

/** Which way a criterion points: Binoculars is low for machine text, Fast-DetectGPT high. */
export const MACHINE_TEXT_IS: Record<CriterionName, "low" | "high"> = { binoculars: "low", "fast-detectgpt": "high" };
