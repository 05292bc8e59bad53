/**
 * The embedded detector: style features, topic-masked and word n-gram
 * scores, boosted trees for the document and a logistic model for each
 * sentence, Platt-calibrated, all in-process. The artifact (model.json) is loaded once, at
 * creation; nothing outside the project is read at run time.
 */
import {
  MIN_WORDS_FOR_VERDICT,
  reportedScore,
  SUSPICIOUS_SENTENCE_SCORE,
  VERDICT_TEXT,
  verdictLevelFor,
} from "../../../shared/detection.js";
import { highScoreCaveat, lowScoreCaveat } from "../../../shared/messages.js";
import { countOf } from "../../../shared/plural.js";
import { countWords } from "../../../shared/word-count.js";
import type { DetectEngine, DetectionResult, ScoredSentence, VerdictLevel } from "../types.js";
import { analyseText, modelFeatures, type NgramTables, type TextAnalysis } from "./analysis.js";
import { explainScore } from "./explain.js";
import { identifyLanguage, languageName, largestForeignPart, TRAINED_LANGUAGE, type ForeignPart } from "./language.js";
import { tableFromStored } from "./masked-ngrams.js";
import { featurePushes, loadDetectorModel, probabilityOf, type DetectorModel } from "./model.js";
import { loadFeatureTools } from "./tools.js";

/**
 * For a language the model never saw, its score means little: keep only this
 * share of the distance from 50 so the answer is explicitly low-confidence.
 */
const UNSUPPORTED_LANGUAGE_SHRINK = 0.2;

/** A text this much in another language is judged as that language would be: the English model cannot read those parts. */
const MIXED_LANGUAGE_SHARE = 0.25;

type ScoringParts = Omit<DetectorModel, "ngram_table" | "word_ngram_table">;

export function createEmbeddedDetector(): DetectEngine {
  // The stored tables are large arrays of plain numbers; only their compact typed-array form is kept.
  const { ngram_table, word_ngram_table, ...model } = loadDetectorModel();
  const tables: NgramTables = { masked: tableFromStored(ngram_table), words: tableFromStored(word_ngram_table) };
  const tools = loadFeatureTools();
  return {
    name: "embedded",
    card: { model_version: model.model_version, ...model.card },
    detect: async (text: string) => detectWith(model, tables, analyseText(text, tools), countWords(text)),
  };
}

function detectWith(model: ScoringParts, tables: NgramTables, analysis: TextAnalysis, wordCount: number): DetectionResult {
  const language = identifyLanguage(analysis.normalised.text);
  const foreign = unsupportedPart(language, analysis);
  const supported = foreign === null;
  const features = modelFeatures(analysis.features, analysis.sentences, tables);
  const rawProbability = 100 * probabilityOf(model.document, features);
  const aiProbability = reportedScore(supported ? rawProbability : 50 + (rawProbability - 50) * UNSUPPORTED_LANGUAGE_SHRINK);
  const sentences = scoreSentences(model, tables, analysis);
  // English evidence (spelling slips, assistant phrases, sentence patterns) means nothing about a text wholly in another language.
  const evidence = foreign?.share === 1 ? null : explainScore(analysis, features, featurePushes(model.document, features), model.human_reference, aiProbability);
  const { level, verdict, caveat } = judge(aiProbability, wordCount, foreign);
  return {
    ai_probability: aiProbability,
    verdict,
    verdict_level: level,
    explanation: [caveat, evidence, closingCaveat(level, model.card)].filter((part) => part !== null).join(" "),
    suspicious_sentences: sentences.filter((s) => s.score >= SUSPICIOUS_SENTENCE_SCORE).map((s) => s.text),
    sentences,
    language,
    word_count: wordCount,
    model_version: model.model_version,
    reliable: level !== "insufficient_text" && level !== "unsupported_language",
  };
}

/** The whole text in another language, or an English text a quarter or more of which is in one; null when the model can read it. */
function unsupportedPart(language: string, analysis: TextAnalysis): ForeignPart | null {
  if (language !== TRAINED_LANGUAGE && language !== "und") return { language, share: 1 };
  const part = largestForeignPart(analysis.sentences.map((sentence) => sentence.text));
  return part && part.share >= MIXED_LANGUAGE_SHARE ? part : null;
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
 * What closes an explanation the API returns with no dashboard around it: a
 * low score is weak where current assistants are concerned (decision 073), a
 * high or middling one where formal human writing is (decision 082).
 */
function closingCaveat(level: VerdictLevel, card: DetectorModel["card"]): string | null {
  if (level === "likely_human") return lowScoreCaveat(card.current_assistant_detection_rate);
  if (level === "likely_ai" || level === "mixed") return highScoreCaveat(card.formal_writing_false_positive_rate);
  return null;
}

/** Unsupported language outranks shortness: it is the more fundamental reason not to trust the score. */
function judge(aiProbability: number, wordCount: number, foreign: ForeignPart | null): { level: VerdictLevel; verdict: string; caveat: string | null } {
  if (foreign !== null) {
    const name = languageName(foreign.language);
    const whole = foreign.share === 1;
    const where = whole ? "the text appears to be" : "part of the text appears to be";
    const caveat = whole
      ? `This text appears to be ${name}. The detector was trained on English only, so it cannot judge ${name} text reliably and its score has been pulled toward 50.`
      : `About ${Math.round(100 * foreign.share)}% of this text appears to be ${name}. The detector was trained on English only, so it cannot judge the ${name} parts reliably and its score has been pulled toward 50.`;
    return { level: "unsupported_language", verdict: `${VERDICT_TEXT.unsupported_language} (${where} ${name}).`, caveat };
  }
  if (wordCount < MIN_WORDS_FOR_VERDICT) {
    const words = countOf(wordCount, "word", "words");
    const caveat = `The text has ${words}; at least ${MIN_WORDS_FOR_VERDICT} are needed for a reliable judgment, so treat the score as a rough indication only.`;
    return { level: "insufficient_text", verdict: `${VERDICT_TEXT.insufficient_text} (${words}; at least ${MIN_WORDS_FOR_VERDICT} are needed).`, caveat };
  }
  const level = verdictLevelFor(aiProbability);
  return { level, verdict: VERDICT_TEXT[level], caveat: null };
}

