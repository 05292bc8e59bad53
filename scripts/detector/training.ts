/**
 * Training the detector from featurised texts. The masked n-gram table is
 * estimated from the training texts themselves, so every training text is
 * scored with a table built without its own split group (cross-fitting);
 * only then are the logistic models fitted, on style features plus those
 * out-of-fold n-gram scores. Each model is calibrated with Platt scaling on
 * out-of-fold log-odds from the same folds.
 */
import { MODEL_FEATURE_NAMES, modelFeatures } from "../../src/server/engines/detect/analysis.js";
import { fitPlatt } from "../../src/server/engines/detect/calibration.js";
import { fitLogistic, logOdds } from "../../src/server/engines/detect/logistic.js";
import type { NgramTable } from "../../src/server/engines/detect/masked-ngrams.js";
import { probabilityOf, type ScoringModel } from "../../src/server/engines/detect/model.js";
import { foldOf } from "./dataset.js";
import type { FeaturisedText } from "./featurise.js";
import { buildNgramTable } from "./ngram-table.js";

export interface TrainOptions {
  /** Feature names left out (for ablations); everything else in MODEL_FEATURE_NAMES is used. */
  exclude?: readonly string[];
  documentL2?: number;
  sentenceL2?: number;
  folds?: number;
}

export const DEFAULT_OPTIONS: Required<TrainOptions> = { exclude: [], documentL2: 1e-3, sentenceL2: 1e-3, folds: 5 };

export interface TrainedDocumentModel {
  document: ScoringModel;
  table: NgramTable;
  /** Each training text's model features, with out-of-fold n-gram scores. */
  outOfFoldFeatures: number[][];
}

export interface TrainedDetector extends TrainedDocumentModel {
  sentence: ScoringModel;
}

interface Sample {
  features: number[];
  label: number;
  weight: number;
  group: string;
}

export function trainDetector(texts: FeaturisedText[], options: TrainOptions = {}): TrainedDetector {
  const settings = { ...DEFAULT_OPTIONS, ...options };
  const foldTables = crossFitTables(texts, settings.folds);
  const trained = trainDocumentWith(texts, foldTables, settings);
  const sentenceVectors = texts.map((text) =>
    text.sampledSentences.map((s) => modelFeatures(s.features, [s.ngrams], foldTables[foldOf(text.meta.split_group, settings.folds)] as NgramTable)),
  );
  const sentenceSamples = balancedSamples(texts, (_, n) => sentenceVectors[n] as number[][]);
  const sentence = fitCalibrated(sentenceSamples, usedFeatures(settings.exclude), settings.sentenceL2, settings.folds);
  return { ...trained, sentence };
}

export function trainDocumentModel(texts: FeaturisedText[], options: TrainOptions = {}): TrainedDocumentModel {
  const settings = { ...DEFAULT_OPTIONS, ...options };
  return trainDocumentWith(texts, crossFitTables(texts, settings.folds), settings);
}

function trainDocumentWith(texts: FeaturisedText[], foldTables: NgramTable[], settings: Required<TrainOptions>): TrainedDocumentModel {
  const outOfFoldFeatures = texts.map((text) =>
    modelFeatures(text.features, text.sentenceNgrams, foldTables[foldOf(text.meta.split_group, settings.folds)] as NgramTable),
  );
  const samples = balancedSamples(texts, (_, n) => [outOfFoldFeatures[n] as number[]]);
  const document = fitCalibrated(samples, usedFeatures(settings.exclude), settings.documentL2, settings.folds);
  return { document, table: ngramTableOf(texts), outOfFoldFeatures };
}

/** Table k is built from every text outside fold k, so texts in fold k are scored as if unseen. */
function crossFitTables(texts: FeaturisedText[], folds: number): NgramTable[] {
  return Array.from({ length: folds }, (_, fold) => ngramTableOf(texts.filter((text) => foldOf(text.meta.split_group, folds) !== fold)));
}

/**
 * The table balances human and AI text within each source and domain, so a
 * pattern that merely marks a genre (abstracts, reviews) cancels out instead
 * of reading as AI wherever a genre has more AI than human texts. Measured:
 * dev AUROC 0.944 to 0.950, human FPR above 50 9.7 % to 9.0 %, LOSO AUROC up
 * on all three sources, against a table balanced by source only.
 */
function ngramTableOf(texts: FeaturisedText[]): NgramTable {
  const weights = cellBalancedWeights(texts, (text) => `${text.meta.source}|${text.meta.domain}|${text.meta.label}`);
  return buildNgramTable(texts.map((text, n) => ({ isAi: text.meta.label === "ai", weight: weights[n] as number, sentenceNgrams: text.sentenceNgrams })));
}

function usedFeatures(exclude: readonly string[]): number[] {
  return MODEL_FEATURE_NAMES.map((_, i) => i).filter((i) => !exclude.includes(MODEL_FEATURE_NAMES[i] as string));
}

export function scoreTexts(model: ScoringModel, table: NgramTable, texts: FeaturisedText[]): number[] {
  return texts.map((text) => probabilityOf(model, modelFeatures(text.features, text.sentenceNgrams, table)));
}

const sourceAndLabel = (text: FeaturisedText) => `${text.meta.source}|${text.meta.label}`;

/**
 * Every cell (by default source and label) gets the same total weight: each
 * source counts equally, whatever its size, and within a source the prior is
 * 50/50. `sizeOf` counts a text's vectors (sentences for the sentence model).
 */
function cellBalancedWeights(
  texts: FeaturisedText[],
  cellOf: (text: FeaturisedText) => string = sourceAndLabel,
  sizeOf: (text: FeaturisedText, n: number) => number = () => 1,
): number[] {
  const cellSize = new Map<string, number>();
  texts.forEach((text, n) => cellSize.set(cellOf(text), (cellSize.get(cellOf(text)) ?? 0) + sizeOf(text, n)));
  const total = [...cellSize.values()].reduce((a, b) => a + b, 0);
  const perCell = total / cellSize.size;
  return texts.map((text) => perCell / (cellSize.get(cellOf(text)) as number));
}

function balancedSamples(texts: FeaturisedText[], vectorsOf: (text: FeaturisedText, n: number) => number[][]): Sample[] {
  const weights = cellBalancedWeights(texts, sourceAndLabel, (text, n) => vectorsOf(text, n).length);
  return texts.flatMap((text, n) =>
    vectorsOf(text, n).map((features) => ({
      features,
      label: text.meta.label === "ai" ? 1 : 0,
      weight: weights[n] as number,
      group: text.meta.split_group,
    })),
  );
}

function fitCalibrated(samples: Sample[], indices: number[], l2: number, folds: number): ScoringModel {
  const names = indices.map((i) => MODEL_FEATURE_NAMES[i] as string);
  const fit = (subset: Sample[]) =>
    fitLogistic(subset.map((s) => indices.map((i) => s.features[i] as number)), subset.map((s) => s.label), subset.map((s) => s.weight), names, { l2 });
  const outOfFold = new Array<number>(samples.length).fill(0);
  for (let fold = 0; fold < folds; fold++) {
    const inFold = (s: Sample) => foldOf(s.group, folds) === fold;
    const model = fit(samples.filter((s) => !inFold(s)));
    samples.forEach((s, n) => {
      if (inFold(s)) outOfFold[n] = logOdds(model, indices.map((i) => s.features[i] as number));
    });
  }
  const calibration = fitPlatt(outOfFold, samples.map((s) => s.label), classBalancedWeights(samples));
  return { feature_indices: indices, linear: fit(samples), calibration };
}

/** Calibration targets a 50/50 prior overall, whatever the class sizes. */
function classBalancedWeights(samples: Sample[]): number[] {
  const weightOfClass = [0, 0];
  for (const s of samples) weightOfClass[s.label] = (weightOfClass[s.label] as number) + s.weight;
  return samples.map((s) => s.weight / (2 * (weightOfClass[s.label] as number)));
}
