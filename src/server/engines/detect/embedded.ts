/**
 * The embedded detector: style features, topic-masked and word n-gram
 * scores, boosted trees for the document and a logistic model for each
 * sentence, Platt-calibrated, all in-process. The artifact (model.json) is loaded once, at
 * creation; nothing outside the project is read at run time.
 */
import { reportedScore } from "../../../shared/detection";
import { calibratedHighScoreCaveat, highScoreCaveat, lowScoreCaveat, registerRates } from "../../../shared/messages";
import type { ExplanationParts } from "../../../shared/schemas/detect";
import { countWords } from "../../../shared/word-count";
import { cardCalibration, checkCalibrationFor, probabilityFrom, type CalibrationFile } from "../calibration-file";
import type { DetectEngine, DetectionResult, DetectorCard, ScoredSentence, VerdictLevel } from "../types";
import { analyseText, modelFeatures, type NgramTables, type TextAnalysis } from "./analysis";
import { explainScore } from "./explain";
import { detectionResult, judge, readLanguage, reportedProbability } from "./judgement";
import { tableFromStored } from "./masked-ngrams";
import { documentProbabilityOf, featurePushes, loadDetectorModel, probabilityOf, type DetectorModel } from "./model";
import { createRegisterReader } from "./register";
import { loadFeatureTools } from "./tools";

type ScoringParts = Omit<DetectorModel, "ngram_table" | "word_ngram_table" | "register_classifier">;

function loadParts() {
  // The stored tables are large arrays of plain numbers; only their compact typed-array form is kept.
  const { ngram_table, word_ngram_table, register_classifier, ...model } = loadDetectorModel();
  const tables: NgramTables = { masked: tableFromStored(ngram_table), words: tableFromStored(word_ngram_table) };
  return { model, tables, registers: createRegisterReader(register_classifier), tools: loadFeatureTools() };
}

/**
 * With an installation's calibration (decision 118) the document score goes
 * through its map, and the card's rates are the ones it measured: the rates
 * measured when the model was built belong to the shipped scale.
 */
export function createEmbeddedDetector(calibration?: CalibrationFile): DetectEngine {
  const { model, tables, registers, tools } = loadParts();
  if (calibration) checkCalibrationFor(model.model_version, calibration);
  const card: DetectorCard = calibration
    ? calibratedCard(model.model_version, calibration)
    : { model_version: model.model_version, ...model.card };
  return {
    name: "embedded",
    card,
    detect: async (text: string) => {
      const analysis = analyseText(text, tools);
      return detectWith(model, tables, analysis, countWords(text), registers.read(analysis.normalised.text), calibration);
    },
  };
}

function calibratedCard(modelVersion: string, calibration: CalibrationFile): DetectorCard {
  return {
    model_version: `${modelVersion} (calibrated ${calibration.created.slice(0, 10)})`,
    human_false_positive_rate: calibration.measured.above_50,
    formal_writing_false_positive_rate: null,
    learner_false_positive_rate: null,
    current_assistant_detection_rate: null,
    register_false_positive_rates: null,
    calibration: cardCalibration(calibration),
  };
}

/** The document probability as log-odds before any calibration file: the criterion `inkprint calibrate` fits (high for machine text). */
export function createEmbeddedCriterion(): { detector: string; read(text: string): number } {
  const { model, tables, tools } = loadParts();
  return {
    detector: model.model_version,
    read(text) {
      const analysis = analyseText(text, tools);
      const p = documentProbabilityOf(model, modelFeatures(analysis.features, analysis.sentences, tables));
      return Math.log(p / (1 - p));
    },
  };
}

function detectWith(
  model: ScoringParts,
  tables: NgramTables,
  analysis: TextAnalysis,
  wordCount: number,
  register: string | null,
  calibration?: CalibrationFile,
): DetectionResult {
  const { language, foreign } = readLanguage(
    analysis.normalised.text,
    analysis.sentences.map((sentence) => sentence.text),
  );
  const features = modelFeatures(analysis.features, analysis.sentences, tables);
  const shipped = documentProbabilityOf(model, features);
  const probability = calibration ? probabilityFrom(calibration.map, Math.log(shipped / (1 - shipped))) : shipped;
  const aiProbability = reportedProbability(100 * probability, foreign);
  const sentences = scoreSentences(model, tables, analysis);
  // English evidence (spelling slips, assistant phrases, sentence patterns) means nothing about a text wholly in another language.
  const explained =
    foreign?.share === 1
      ? null
      : explainScore(analysis, features, featurePushes(model.document, features), model.human_reference, aiProbability);
  const { level, verdict, summary } = judge(aiProbability, wordCount, foreign, analysis.normalised.boilerplate.length > 0);
  const parts: ExplanationParts = {
    summary,
    evidence: explained?.evidence ?? [],
    details: explained?.details ?? [],
    caveat: calibration ? calibratedCaveat(level, calibration) : closingCaveat(level, model.card, register),
  };
  return detectionResult({
    probability: aiProbability,
    judgement: { level, verdict },
    parts,
    sentences,
    language,
    wordCount: wordCount,
    modelVersion: model.model_version,
  });
}

function scoreSentences(model: ScoringParts, tables: NgramTables, analysis: TextAnalysis): ScoredSentence[] {
  return analysis.sentences.map((sentence) => ({
    text: sentence.text,
    start: sentence.start,
    end: sentence.end,
    score: reportedScore(100 * probabilityOf(model.sentence, modelFeatures(sentence.features, [sentence], tables))),
  }));
}

/**
 * What closes an explanation, said once (decision 104): a low score is weak
 * where current assistants are concerned (decision 073), a high or middling
 * one where formal human writing is (decision 082). A low-confidence result
 * has none: its summary already says why the score cannot be trusted.
 */
function closingCaveat(level: VerdictLevel, card: DetectorModel["card"], register: string | null): string | null {
  if (level === "likely_human") return lowScoreCaveat(card.current_assistant_detection_rate);
  if (level === "likely_ai" || level === "mixed") return highScoreCaveat(measuredRateOf(register, card), level);
  return null;
}

/** A calibrated installation measured its own human texts only: a high score's caveat quotes them; a low score has none to quote. */
function calibratedCaveat(level: VerdictLevel, calibration: CalibrationFile): string | null {
  return level === "likely_ai" || level === "mixed" ? calibratedHighScoreCaveat(cardCalibration(calibration), level) : null;
}

/**
 * The rate measured on people's writing of the text's register, when the
 * reader recognised one the card measured; formal writing as a whole
 * otherwise, the kind of writing detectors most often take for AI.
 */
function measuredRateOf(register: string | null, card: DetectorModel["card"]) {
  const measured = registerRates(card.register_false_positive_rates).find((rate) => rate.register === register);
  return measured ?? { register: null, above_50: card.formal_writing_false_positive_rate };
}
