/**
 * Runs the text through one model (Fast-DetectGPT) or two (Binoculars) and
 * returns each token's statistics with its place in the text. One text at a
 * time: a loaded model has one context, and its sequence holds one text.
 */
import path from "node:path";
import { tokenStatistics, type TokenStatistics } from "./criteria";
import type { EvaluationInput, Llama, LlamaContextSequence, LlamaModel, Token } from "./llama";
import { planWindows } from "./windows";

/**
 * Positions evaluated per call. Each returns a whole-vocabulary map per
 * position (150,000 entries for some models), so a window is fed in pieces
 * to bound memory; the sequence keeps what it has read between pieces.
 */
const POSITIONS_PER_CALL = 16;

/** Tokens before the one being placed that the detokenizer is shown, so a word's leading space comes out right. */
const DETOKENIZE_CONTEXT = 4;

export interface LoadedModel {
  /** The model's own name (general.name), else its file's name. */
  name: string;
  /** Tokens its context holds: the configured size, or less when the model was trained on fewer. */
  contextSize: number;
  model: LlamaModel;
  sequence: LlamaContextSequence;
}

export interface ScoredToken {
  /** Offsets into the text of the characters the token stands for. */
  start: number;
  end: number;
  statistics: TokenStatistics;
}

export interface Scorer {
  readonly modelNames: string[];
  /** Each token's statistics; the first token is scored only when the model has a beginning-of-text token to predict it from. */
  score(text: string): Promise<ScoredToken[]>;
}

export async function loadModel(llama: Llama, file: string, contextSize: number, threads: number): Promise<LoadedModel> {
  const model = await llama.loadModel({ modelPath: file });
  // Positions past what the model was trained on give it nothing to go on.
  const size = Math.min(contextSize, model.trainContextSize);
  const context = await model.createContext({ contextSize: size, sequences: 1, threads });
  return {
    name: model.fileInfo.metadata.general?.name ?? path.basename(file, path.extname(file)),
    contextSize: size,
    model,
    sequence: context.getSequence(),
  };
}

/** Where each token's characters lie in the text, from the detokenized pieces; clamped to the text. */
function tokenOffsets(model: LlamaModel, tokens: readonly Token[], textLength: number): Array<{ start: number; end: number }> {
  let position = 0;
  return tokens.map((token, i) => {
    const piece = model.detokenize([token], false, tokens.slice(Math.max(0, i - DETOKENIZE_CONTEXT), i));
    // A word's leading space belongs to the gap between sentences, not to the sentence the word begins.
    const start = Math.min(position + (piece.length - piece.trimStart().length), textLength);
    position += piece.length;
    return { start, end: Math.min(position, textLength) };
  });
}

/**
 * `scoring` gives log p (the performer, or the one model); `sampling` the
 * expectation (the observer); the same model for Fast-DetectGPT.
 */
export function createScorer(scoring: LoadedModel, sampling: LoadedModel | null): Scorer {
  const bos = scoring.model.tokens.bos;
  // The beginning-of-text token takes one place in each window.
  const windowTokens = Math.min(scoring.contextSize, sampling?.contextSize ?? scoring.contextSize) - 1;
  const sequences = sampling ? [scoring.sequence, sampling.sequence] : [scoring.sequence];

  async function scoreWindow(
    tokens: readonly Token[],
    start: number,
    scoredFrom: number,
    end: number,
    into: TokenStatistics[],
  ): Promise<void> {
    await Promise.all(sequences.map((sequence) => sequence.clearHistory()));
    // The fed tokens, led by the beginning-of-text token when the model has one; each asks for the next token's distribution when that token is scored.
    const fed: Token[] = [...(bos === null ? [] : [bos]), ...tokens.slice(start, end)];
    const firstFedIndex = bos === null ? start : start - 1;
    const input: EvaluationInput[] = fed.map((token, k) => {
      const predicted = firstFedIndex + k + 1;
      return predicted >= scoredFrom && predicted < end ? [token, { generateNext: { probabilities: true } }] : token;
    });
    for (let from = 0; from < input.length; from += POSITIONS_PER_CALL) {
      const piece = input.slice(from, from + POSITIONS_PER_CALL);
      const [scoringOutputs, samplingOutputs] = await Promise.all(sequences.map((sequence) => sequence.controlledEvaluate(piece)));
      piece.forEach((_, k) => {
        const scoringDistribution = scoringOutputs?.[k]?.next.probabilities;
        if (!scoringDistribution) return;
        const predicted = firstFedIndex + from + k + 1;
        const samplingDistribution = sampling ? samplingOutputs?.[k]?.next.probabilities : scoringDistribution;
        if (!samplingDistribution) throw new Error("the sampling model gave no distribution where the scoring model did");
        into[predicted] = tokenStatistics(tokens[predicted] as Token, scoringDistribution, samplingDistribution);
      });
    }
  }

  return {
    modelNames: sampling ? [sampling.name, scoring.name] : [scoring.name],
    async score(text) {
      const tokens = scoring.model.tokenize(text);
      const statistics: TokenStatistics[] = [];
      for (const window of planWindows(tokens.length, windowTokens))
        await scoreWindow(tokens, window.start, window.scoredFrom, window.end, statistics);
      const offsets = tokenOffsets(scoring.model, tokens, text.length);
      return offsets.flatMap((offset, i) => {
        const tokenStatistics = statistics[i];
        return tokenStatistics ? [{ ...offset, statistics: tokenStatistics }] : [];
      });
    },
  };
}
