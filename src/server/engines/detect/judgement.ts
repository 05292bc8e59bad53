/**
 * The honesty rules every detector engine answers by, whatever computed its
 * score: a language the product was never measured on, or too few words,
 * gives an explicit low-confidence result that says why (decision 094).
 */
import { MIN_WORDS_FOR_VERDICT, reportedScore, SUSPICIOUS_SENTENCE_SCORE, VERDICT_TEXT, verdictLevelFor } from "../../../shared/detection";
import { explanationText } from "../../../shared/explanation-text";
import type { ExplanationParts } from "../../../shared/schemas/detect";
import { detectionSummary } from "../../../shared/messages";
import { countOf } from "../../../shared/plural";
import type { DetectionResult, ScoredSentence, VerdictLevel } from "../types";
import { languageName, largestForeignPart, textLanguage, TRAINED_LANGUAGE, type ForeignPart } from "./language";

/**
 * For a language the model never saw, its score means little: keep only this
 * share of the distance from 50 so the answer is explicitly low-confidence.
 */
const UNSUPPORTED_LANGUAGE_SHRINK = 0.2;

/** A text this much in another language is judged as that language would be: the English model cannot read those parts. */
const MIXED_LANGUAGE_SHARE = 0.25;

interface LanguageReading {
  /** ISO 639-3 code of the whole text, or "und". */
  language: string;
  /** The whole text in another language, or an English text a quarter or more of which is in one; null when the model can read it. */
  foreign: ForeignPart | null;
}

interface Judgement {
  level: VerdictLevel;
  verdict: string;
  /**
   * The explanation's one opening sentence (decision 104): why the score
   * should not be trusted, when it should not; otherwise what it means.
   */
  summary: string;
}

export function readLanguage(normalisedText: string, sentenceTexts: readonly string[]): LanguageReading {
  const language = textLanguage(normalisedText);
  if (language !== TRAINED_LANGUAGE && language !== "und") return { language, foreign: { language, share: 1 } };
  const part = largestForeignPart(sentenceTexts);
  return { language, foreign: part && part.share >= MIXED_LANGUAGE_SHARE ? part : null };
}

/** The score to report: the model's own for English, pulled toward 50 for a language it cannot read. */
export function reportedProbability(rawProbability: number, foreign: ForeignPart | null): number {
  return reportedScore(foreign === null ? rawProbability : 50 + (rawProbability - 50) * UNSUPPORTED_LANGUAGE_SHRINK);
}

/**
 * Unsupported language outranks shortness: it is the more fundamental reason not to trust the score.
 * `hasAssistantLines`: the text carries a chat assistant's reply lines, which the score leaves out.
 */
export function judge(aiProbability: number, wordCount: number, foreign: ForeignPart | null, hasAssistantLines = false): Judgement {
  if (foreign !== null) return unsupportedLanguageJudgement(foreign);
  if (wordCount < MIN_WORDS_FOR_VERDICT) {
    const words = countOf(wordCount, "word", "words");
    const summary =
      `The text has ${words}, and at least ${MIN_WORDS_FOR_VERDICT} are needed ` +
      `for a reliable judgment, so treat the score as a rough indication only.`;
    return {
      level: "insufficient_text",
      verdict: `${VERDICT_TEXT.insufficient_text} (${words}; at least ${MIN_WORDS_FOR_VERDICT} are needed).`,
      summary,
    };
  }
  const level = verdictLevelFor(aiProbability);
  return { level, verdict: VERDICT_TEXT[level], summary: detectionSummary(level, aiProbability, hasAssistantLines) };
}

function isReliable(level: VerdictLevel): boolean {
  return level !== "insufficient_text" && level !== "unsupported_language";
}

interface DetectionParts {
  probability: number;
  judgement: Pick<Judgement, "level" | "verdict">;
  parts: ExplanationParts;
  sentences: ScoredSentence[];
  language: string;
  wordCount: number;
  modelVersion: string;
}

/** The answer every detector gives, assembled one way from what it measured. */
export function detectionResult({
  probability,
  judgement,
  parts,
  sentences,
  language,
  wordCount,
  modelVersion,
}: DetectionParts): DetectionResult {
  return {
    ai_probability: probability,
    verdict: judgement.verdict,
    verdict_level: judgement.level,
    explanation: explanationText(parts),
    explanation_parts: parts,
    suspicious_sentences: sentences.filter((sentence) => sentence.score >= SUSPICIOUS_SENTENCE_SCORE).map((sentence) => sentence.text),
    sentences,
    language,
    word_count: wordCount,
    model_version: modelVersion,
    reliable: isReliable(judgement.level),
  };
}

function unsupportedLanguageJudgement(foreign: ForeignPart): Judgement {
  const name = languageName(foreign.language);
  const whole = foreign.share === 1;
  const where = whole ? "the text appears to be" : "part of the text appears to be";
  const summary = whole
    ? `This text appears to be ${name}, and Inkprint's detection is built and measured for English ` +
      `only, so it cannot judge ${name} text reliably and its score has been pulled toward 50.`
    : `About ${Math.round(100 * foreign.share)}% of this text appears to be ${name}, ` +
      `and Inkprint's detection is built and measured for English only, so it cannot ` +
      `judge the ${name} parts reliably and its score has been pulled toward 50.`;
  return { level: "unsupported_language", verdict: `${VERDICT_TEXT.unsupported_language} (${where} ${name}).`, summary };
}
