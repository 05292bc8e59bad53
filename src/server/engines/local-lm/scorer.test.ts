import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nodeLlamaCppInstalled, SKIP_REASON, tinyModelPair } from "../../../../tests/support/local-lm";
import { tokenStatistics } from "./criteria";
import { loadLlama } from "./llama";
import { createScorer, loadModel, type LoadedModel } from "./scorer";

const TEXT = "The cat sat on the mat, and then it went to sleep in the sun. Nobody in the house wanted to move that afternoon.";

if (!nodeLlamaCppInstalled) console.warn(`local-lm scorer tests skipped: ${SKIP_REASON}`);

describe.skipIf(!nodeLlamaCppInstalled)("the scorer, on a tiny generated model", () => {
  const models = tinyModelPair();
  let model: LoadedModel;

  beforeAll(async () => {
    model = await loadModel(await loadLlama(1), models.observer, 512, 1);
  }, 60_000);
  afterAll(() => models.cleanUp());

  it("gets the same numbers feeding the text in pieces as in one call: the sequence keeps what it has read", async () => {
    const scored = await createScorer(model, null).score(TEXT);
    const tokens = model.model.tokenize(TEXT);
    expect(tokens.length).toBeGreaterThan(40);
    await model.sequence.clearHistory();
    const outputs = await model.sequence.controlledEvaluate(
      [model.model.tokens.bos as number, ...tokens].map((token) => [token, { generateNext: { probabilities: true } }]),
    );
    const direct = tokens.map((token, i) => {
      const distribution = outputs[i]?.next.probabilities as Map<number, number>;
      return tokenStatistics(token, distribution, distribution);
    });
    expect(scored).toHaveLength(tokens.length);
    scored.forEach((token, i) => {
      expect(token.statistics.logProbability).toBeCloseTo((direct[i] as { logProbability: number }).logProbability, 4);
      expect(token.statistics.crossEntropy).toBeCloseTo((direct[i] as { crossEntropy: number }).crossEntropy, 4);
    });
  });

  it("never opens a context longer than the model was trained on", async () => {
    const oversized = await loadModel(await loadLlama(1), models.observer, 100_000, 1);
    expect(oversized.contextSize).toBe(4096);
    expect(oversized.model.trainContextSize).toBe(4096);
  });

  it("places every token on the characters it stands for, a word's leading space left out", async () => {
    const scored = await createScorer(model, null).score(TEXT);
    // Every character but the spaces belongs to exactly one token, in order ("The" is "▁", "T", "he" in the tiny vocabulary).
    expect(scored.map((token) => TEXT.slice(token.start, token.end)).join("")).toBe(TEXT.replaceAll(" ", ""));
    for (const token of scored) if (token.end > token.start) expect(TEXT[token.start]).not.toBe(" ");
    expect(scored.at(-1)?.end).toBe(TEXT.length);
    scored.slice(1).forEach((token, i) => expect(token.start).toBeGreaterThanOrEqual((scored[i] as { end: number }).end));
  });
});
