/**
 * The local-lm detector (decision 117): zero-shot detection with a local
 * language model through node-llama-cpp. Two models sharing a tokenizer give
 * Binoculars; one gives Fast-DetectGPT's analytic criterion. The criterion
 * becomes a probability through the calibration in force (decision 118), and
 * the honesty rules of every detector hold (judgement.ts).
 */
import os from "node:os";
import { reportedScore } from "../../../shared/detection";
import type { ExplanationParts } from "../../../shared/schemas/detect";
import { calibratedHighScoreCaveat, type CardCalibration } from "../../../shared/messages";
import { countWords } from "../../../shared/word-count";
import { cardCalibration, checkCalibrationFor, probabilityFrom, type CalibrationFile } from "../calibration-file";
import { ConfigError } from "../settings";
import { detectionResult, judge, readLanguage, reportedProbability } from "../detect/judgement";
import { normaliseText, toOriginalRange } from "../detect/normalise";
import { splitSentences } from "../detect/sentences";
import { QUEUED_TEXTS_PER_WORKER, type DetectEngine, type DetectionResult, type DetectorCard, type ScoredSentence } from "../types";
import { criterionScore, type CriterionName } from "./criteria";
import { detailsFor, evidenceFor } from "./explain";
import { loadLlama } from "./llama";
import { DEFAULT_CALIBRATIONS } from "./operating-points";
import { oneAtATime } from "./one-at-a-time";
import { createScorer, loadModel, type ScoredToken, type Scorer } from "./scorer";

export interface LocalLmOptions {
  observer: string;
  /** With a performer, Binoculars; without, Fast-DetectGPT with the observer alone. */
  performer?: string;
  /** Tokens the model reads at once; longer texts go in overlapping windows. */
  contextSize: number;
  /** Threads per model; unset, the cores are shared among the models. */
  threads?: number;
  calibration?: CalibrationFile;
}

/** The models cannot work together; said at start, as a configuration error. */
class LocalLmSetupError extends ConfigError {}

/** The detector's name for calibration files: the criterion and the models, without the calibration. */
function localLmDetectorName(criterion: CriterionName, modelNames: readonly string[]): string {
  return `local-lm:${criterion}:${modelNames.join("+")}`;
}

/**
 * Threads per model: the cores shared among the models, which read each
 * piece of text at the same time. llama.cpp's own default (4 or more per
 * context) made two models on two cores wait on each other: a 750-word text
 * took 29 s on the tiny test pair, 2.2 s with one thread each.
 */
function threadsPerModel(options: LocalLmOptions): number {
  return options.threads ?? Math.max(1, Math.floor(os.availableParallelism() / (options.performer ? 2 : 1)));
}

async function loadScorer(options: LocalLmOptions): Promise<Scorer> {
  const threads = threadsPerModel(options);
  const llama = await loadLlama(threads * (options.performer ? 2 : 1));
  const observer = await loadModel(llama, options.observer, options.contextSize, threads);
  if (!options.performer) return createScorer(observer, null);
  const performer = await loadModel(llama, options.performer, options.contextSize, threads);
  const probe = "Shared tokenizers split this sentence, and 1234 numbers, alike.";
  if (observer.model.tokenize(probe).join() !== performer.model.tokenize(probe).join()) {
    throw new LocalLmSetupError(
      "LOCAL_LM_OBSERVER and LOCAL_LM_PERFORMER must share one tokenizer (a base model and its instruction-tuned sibling, say)",
    );
  }
  return createScorer(performer, observer);
}

interface InForce {
  map: CalibrationFile["map"];
  name: string;
  description: string;
  /** An installation's own calibration, with the rates it measured; absent for the shipped maps. */
  card?: CardCalibration;
}

function calibrationInForce(criterion: CriterionName, detector: string, file: CalibrationFile | undefined): InForce {
  if (!file) return DEFAULT_CALIBRATIONS[criterion];
  checkCalibrationFor(detector, file);
  const card = cardCalibration(file);
  const rate = `${(100 * card.above_70).toFixed(1)}%`;
  return {
    map: file.map,
    name: `calibrated ${file.created.slice(0, 10)}`,
    description: `this installation's, ${card.description}; ${rate} of its ${card.human_texts} human texts were called likely AI`,
    card,
  };
}

/** The models loaded and ready to read texts: what the detector and `inkprint calibrate` share. */
export interface LocalLmReader {
  criterion: CriterionName;
  /** The detector's name without its calibration, as calibration files record it. */
  detector: string;
  scorer: Scorer;
}

export async function createLocalLmReader(options: Omit<LocalLmOptions, "calibration">): Promise<LocalLmReader> {
  const scorer = await loadScorer(options);
  const criterion: CriterionName = options.performer ? "binoculars" : "fast-detectgpt";
  return { criterion, detector: localLmDetectorName(criterion, scorer.modelNames), scorer };
}

export async function createLocalLmDetector(options: LocalLmOptions): Promise<DetectEngine> {
  const { criterion, detector, scorer } = await createLocalLmReader(options);
  const calibration = calibrationInForce(criterion, detector, options.calibration);
  const modelVersion = `${detector} (${calibration.name})`;
  const card: DetectorCard = {
    model_version: modelVersion,
    human_false_positive_rate: calibration.card?.above_50 ?? null,
    formal_writing_false_positive_rate: null,
    learner_false_positive_rate: null,
    current_assistant_detection_rate: null,
    register_false_positive_rates: null,
    ...(calibration.card ? { calibration: calibration.card } : {}),
  };
  const queue = oneAtATime(QUEUED_TEXTS_PER_WORKER);
  const probabilityOf = (value: number) => (Number.isFinite(value) ? 100 * probabilityFrom(calibration.map, value) : 50);

  return {
    name: "local-lm",
    card,
    async detect(text: string): Promise<DetectionResult> {
      const tokens = await queue.run(() => scorer.score(text));
      const value = criterionScore(
        criterion,
        tokens.map((token) => token.statistics),
      );
      const normalised = normaliseText(text);
      const spans = splitSentences(normalised.text);
      const { language, foreign } = readLanguage(
        normalised.text,
        spans.map((span) => span.text),
      );
      const probability = reportedProbability(probabilityOf(value), foreign);
      const sentences: ScoredSentence[] = spans.map((span) => {
        const { start, end } = toOriginalRange(normalised, span.start, span.end);
        const own = criterionScore(
          criterion,
          tokensWithin(tokens, start, end).map((token) => token.statistics),
        );
        return { text: text.slice(start, end), start, end, score: reportedScore(Number.isFinite(own) ? probabilityOf(own) : probability) };
      });
      const wordCount = countWords(text);
      const { level, verdict, summary } = judge(probability, wordCount, foreign);
      const parts: ExplanationParts = {
        summary,
        evidence: Number.isFinite(value) ? [evidenceFor(criterion, value, probabilityOf(value) > 50)] : [],
        details: detailsFor(criterion, value, tokens.length, scorer.modelNames, calibration.description),
        // Only an installation's own calibration has measured human texts to quote; the published points were measured on other models.
        caveat:
          calibration.card && (level === "likely_ai" || level === "mixed") ? calibratedHighScoreCaveat(calibration.card, level) : null,
      };
      return detectionResult({
        probability: probability,
        judgement: { level, verdict },
        parts,
        sentences,
        language,
        wordCount: wordCount,
        modelVersion: modelVersion,
      });
    },
  };
}

/** The tokens that begin inside [start, end). */
function tokensWithin(tokens: readonly ScoredToken[], start: number, end: number): ScoredToken[] {
  return tokens.filter((token) => token.start >= start && token.start < end);
}
