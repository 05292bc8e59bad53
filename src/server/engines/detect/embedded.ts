/**
 * The embedded detector: style features, topic-masked and word n-gram
 * scores, boosted trees for the document and a logistic model for each
 * sentence, Platt-calibrated, all in-process. The artifact (model.json) is loaded once, at
 * creation; nothing outside the project is read at run time.
 */
import { reportedScore, SUSPICIOUS_SENTENCE_SCORE } from "../../../shared/detection.js";
import { explanationText } from "../../../shared/explanation-text.js";
import { highScoreCaveat, lowScoreCaveat, registerRates } from "../../../shared/messages.js";
import type { ExplanationParts } from "../../../shared/schemas/detect.js";
import { countWords } from "../../../shared/word-count.js";
import type { DetectEngine, DetectionResult, ScoredSentence, VerdictLevel } from "../types.js";
import { analyseText, modelFeatures, type NgramTables, type TextAnalysis } from "./analysis.js";
import { explainScore } from "./explain.js";
import { isReliable, judge, readLanguage, reportedProbability } from "./judgement.js";
import { tableFromStored } from "./masked-ngrams.js";
import { documentProbabilityOf, featurePushes, loadDetectorModel, probabilityOf, type DetectorModel } from "./model.js";
import { createRegisterReader } from "./register.js";
import { loadFeatureTools } from "./tools.js";

type ScoringParts = Omit<DetectorModel, "ngram_table" | "word_ngram_table" | "register_classifier">;

export function createEmbeddedDetector(): DetectEngine {
  // The stored tables are large arrays of plain numbers; only their compact typed-array form is kept.
  const { ngram_table, word_ngram_table, register_classifier, ...model } = loadDetectorModel();
  const tables: NgramTables = { masked: tableFromStored(ngram_table), words: tableFromStored(word_ngram_table) };
  const registers = createRegisterReader(register_classifier);
  const tools = loadFeatureTools();
  return {
    name: "embedded",
    card: { model_version: model.model_version, ...model.card },
    detect: async (text: string) => {
      const analysis = analyseText(text, tools);
      return detectWith(model, tables, analysis, countWords(text), registers.read(analysis.normalised.text));
    },
  };
}

function detectWith(model: ScoringParts, tables: NgramTables, analysis: TextAnalysis, wordCount: number, register: string | null): DetectionResult {
  const { language, foreign } = readLanguage(analysis.normalised.text, analysis.sentences.map((sentence) => sentence.text));
  const features = modelFeatures(analysis.features, analysis.sentences, tables);
  const aiProbability = reportedProbability(100 * documentProbabilityOf(model, features), foreign);
  const sentences = scoreSentences(model, tables, analysis);
  // English evidence (spelling slips, assistant phrases, sentence patterns) means nothing about a text wholly in another language.
  const explained = foreign?.share === 1 ? null : explainScore(analysis, features, featurePushes(model.document, features), model.human_reference, aiProbability);
  const { level, verdict, summary } = judge(aiProbability, wordCount, foreign, analysis.normalised.boilerplate.length > 0);
  const parts: ExplanationParts = {
    summary,
    evidence: explained?.evidence ?? [],
    details: explained?.details ?? [],
    caveat: closingCaveat(level, model.card, register),
  };
  return {
    ai_probability: aiProbability,
    verdict,
    verdict_level: level,
    explanation: explanationText(parts),
    explanation_parts: parts,
    suspicious_sentences: sentences.filter((s) => s.score >= SUSPICIOUS_SENTENCE_SCORE).map((s) => s.text),
    sentences,
    language,
    word_count: wordCount,
    model_version: model.model_version,
    reliable: isReliable(level),
  };
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
  if (level === "likely_ai" || level === "mixed") return highScoreCaveat(measuredRateOf(register, card));
  return null;
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
