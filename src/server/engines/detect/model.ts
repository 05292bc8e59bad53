/** The trained detector artifact (model.json), written by scripts/train-detector.ts and loaded at start. */
import { readFileSync } from "node:fs";
import { applyCalibration, type PlattCalibration } from "./calibration";
import type { RegisterFalsePositiveRate } from "../../../shared/schemas/detect";
import type { RegisterClassifier } from "./register";
import { applyRiskScale, type RiskScale } from "./risk-scale";
import { contributions, logOdds, type LinearModel } from "./logistic";
import type { StoredNgramTable } from "./masked-ngrams";
import { treeContributions, treeLogOdds, type TreeEnsemble } from "./trees";

/**
 * A scoring model reads the features at `feature_indices` of the model
 * feature vector (MODEL_FEATURE_NAMES) and gives calibrated log-odds: a
 * logistic regression (sentences) or boosted trees (documents).
 */
export type ScoringModel =
  | { kind: "linear"; feature_indices: number[]; linear: LinearModel; calibration: PlattCalibration }
  | { kind: "trees"; feature_indices: number[]; trees: TreeEnsemble; calibration: PlattCalibration };

/** Typical values in human training texts, quoted in explanations. */
export interface HumanReference {
  sentence_length_cv: number;
  assistant_phrases_per_100_words: number;
  slips_per_100_words: number;
  /** Median masked n-gram score of human training texts (out of fold). */
  masked_ngram_llr: number;
  /** The same for AI training texts, so a reader sees both ends of the scale. */
  ai_masked_ngram_llr: number;
  /** Median word n-gram score of human and of AI training texts (out of fold). */
  word_ngram_llr: number;
  ai_word_ngram_llr: number;
}

export interface DetectorModel {
  model_version: string;
  feature_names: string[];
  /** Masked n-gram weights (log-odds), fitted on all training texts. */
  ngram_table: StoredNgramTable;
  /** Word n-gram weights, fitted the same way. */
  word_ngram_table: StoredNgramTable;
  document: ScoringModel;
  sentence: ScoringModel;
  /** Maps the document model's probability to the reported score, so the verdict lines mean one risk in every register. */
  risk_scale: RiskScale;
  register_classifier: RegisterClassifier;
  human_reference: HumanReference;
  card: {
    /** Share above 50 over every human text measured (never trained on), all registers pooled. */
    human_false_positive_rate: number;
    /** The same over the formal registers (academic, technical, educational, government, legal, business, medical, encyclopaedic). */
    formal_writing_false_positive_rate: number;
    learner_false_positive_rate: number;
    current_assistant_detection_rate: number;
    register_false_positive_rates: RegisterFalsePositiveRate[];
  };
  training_summary: Record<string, number | string>;
}

const MODEL_URL = new URL("./model.json", import.meta.url);

export function loadDetectorModel(): DetectorModel {
  return JSON.parse(readFileSync(MODEL_URL, "utf8")) as DetectorModel;
}

function project(model: ScoringModel, features: number[]): number[] {
  return model.feature_indices.map((index) => features[index] as number);
}

function rawLogOdds(model: ScoringModel, used: number[]): number {
  return model.kind === "linear" ? logOdds(model.linear, used) : treeLogOdds(model.trees, used);
}

/** Calibrated probability (0-1) that the features come from AI text. */
export function probabilityOf(model: ScoringModel, features: number[]): number {
  return applyCalibration(model.calibration, rawLogOdds(model, project(model, features)));
}

/** The document's reported probability (0-1): the calibrated model probability on the risk scale. */
export function documentProbabilityOf(model: Pick<DetectorModel, "document" | "risk_scale">, features: number[]): number {
  return applyRiskScale(model.risk_scale, probabilityOf(model.document, features));
}

export interface FeaturePush {
  /** Effect on the calibrated log-odds; positive pushes toward AI. */
  push: number;
  /** Whether the text's value is above the training mean, so the explanation names what the text actually shows. */
  aboveTypical: boolean;
}

/** Each used feature's push on the calibrated log-odds, keyed by feature name. */
export function featurePushes(model: ScoringModel, features: number[]): Map<string, FeaturePush> {
  const used = project(model, features);
  const { names, means, pushes } =
    model.kind === "linear"
      ? { names: model.linear.featureNames, means: model.linear.means, pushes: contributions(model.linear, used) }
      : { names: model.trees.featureNames, means: model.trees.means, pushes: treeContributions(model.trees, used) };
  return new Map(
    names.map((name, i) => [
      name,
      { push: (pushes[i] as number) * model.calibration.slope, aboveTypical: (used[i] as number) > (means[i] as number) },
    ]),
  );
}
