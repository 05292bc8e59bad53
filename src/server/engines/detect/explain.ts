/** Plain-language explanation of a score, naming the evidence the model used, with numbers. */
import { countOf } from "../../../shared/plural.js";
import type { TextAnalysis } from "./analysis.js";
import { MODEL_FEATURE_NAMES } from "./analysis.js";
import { sentenceLengthStats } from "./features.js";
import type { FeaturePush, HumanReference } from "./model.js";

/**
 * What a feature's value means, in words a reader understands: first when the
 * text is above the typical value, then when below. The model decides which
 * way each pushes; the words only say what the text shows.
 */
const FEATURE_DESCRIPTIONS: Record<string, [whenHigh: string, whenLow: string]> = {
  assistant_phrase_rate: ["phrasing typical of AI assistants", "little phrasing typical of AI assistants"],
  first_person_singular_rate: ["frequent use of \"I\" and \"my\"", "little use of \"I\" and \"my\""],
  contraction_rate: ["contractions such as \"don't\" or possessives", "few contractions or possessives"],
  informal_rate: ["informal words", "few informal words"],
  slip_rate: ["spelling slips", "few or no spelling slips"],
  lowercase_start_share: ["sentences starting in lower case", "sentences that all start with a capital"],
  transition_start_share: ["many sentences opening with transitions such as \"Additionally\"", "few sentences opening with transitions"],
  sentence_length_cv: ["sentences of widely varying length", "sentences of even length"],
  sentence_length_step: ["big jumps in length from one sentence to the next", "little change in length from one sentence to the next"],
  nominalisation_rate: ["many abstract nouns (\"-tion\", \"-ment\")", "few abstract nouns"],
  mixed_script_word_rate: ["words mixing look-alike letters from other alphabets, a known trick to evade detectors", "no mixed-alphabet words"],
  comma_rate: ["many commas", "few commas"],
  masked_ngram_llr: ["sentence patterns (function words and punctuation, topic words masked) typical of AI text", "sentence patterns (function words and punctuation, topic words masked) typical of human text"],
  masked_ngram_llr_spread: ["sentences whose patterns vary a lot", "sentences that all follow similar patterns"],
  masked_ngram_llr_peak: ["a sentence with far more AI-typical patterns than the rest", "no sentence standing out with AI-typical patterns"],
  word_ngram_llr: ["word choices and stock phrases typical of AI text", "word choices and phrasing typical of human text"],
};

export function explainScore(
  analysis: TextAnalysis,
  features: number[],
  pushes: Map<string, FeaturePush>,
  reference: HumanReference,
  aiProbability: number,
): string {
  return [
    sentenceVariationSentence(analysis, reference),
    sentencePatternSentence(features, reference),
    wordChoiceSentence(features, reference),
    assistantPhraseSentence(analysis, reference),
    slipSentence(analysis, reference),
    humanMarkerSentence(analysis),
    strongestEvidenceSentence(pushes, aiProbability),
    boilerplateSentence(analysis.normalised.boilerplate),
  ]
    .filter((sentence) => sentence !== "")
    .join(" ");
}

/** Longest stretch of a cut line quoted in full; a longer one is shortened with an ellipsis. */
const MAX_QUOTED_CHARS = 60;

/**
 * The chat boilerplate normalisation cut ("Sure! Here is…:", "I hope this
 * helps!"). It is strong evidence a reader should see, yet the score cannot
 * weigh it: the training texts had it removed.
 */
function boilerplateSentence(lines: readonly string[]): string {
  if (lines.length === 0) return "";
  const quoted = lines.map((line) => `"${line.length > MAX_QUOTED_CHARS ? `${line.slice(0, MAX_QUOTED_CHARS).trimEnd()}…` : line}"`);
  const which = lines.length === 1 ? "a line" : "lines";
  return `The text also contains ${which} a chat assistant writes around its answer (${quoted.join(" and ")}), which people rarely put in their own writing; the score leaves ${lines.length === 1 ? "it" : "them"} out, because the detector learned from texts with such lines removed.`;
}

function sentenceVariationSentence(analysis: TextAnalysis, reference: HumanReference): string {
  const cv = sentenceLengthStats(analysis.sentenceLengths).cv;
  const mean = analysis.totals.words / Math.max(analysis.sentences.length, 1);
  return `Sentence length varies by ${percent(cv)} around an average of ${mean.toFixed(0)} words (typical human writing varies by about ${percent(reference.sentence_length_cv)}).`;
}

/** The masked n-gram score is a mean log-likelihood ratio; shown per 100 patterns so it reads as a number, not a decimal. */
function sentencePatternSentence(features: number[], reference: HumanReference): string {
  const score = features[MODEL_FEATURE_NAMES.indexOf("masked_ngram_llr")] as number;
  const lean = score > 0 ? "AI" : "human";
  return `With topic words masked, its sentence patterns lean toward ${lean} writing: ${formatSigned(100 * score)} on the detector's pattern score (typical human writing: ${formatSigned(100 * reference.masked_ngram_llr)}, typical AI writing: ${formatSigned(100 * reference.ai_masked_ngram_llr)}).`;
}

/** The word n-gram score, on the same per-100 scale as the pattern score. */
function wordChoiceSentence(features: number[], reference: HumanReference): string {
  const score = features[MODEL_FEATURE_NAMES.indexOf("word_ngram_llr")] as number;
  const lean = score > 0 ? "AI" : "human";
  return `Its word choices and short phrases lean toward ${lean} writing: ${formatSigned(100 * score)} on the detector's word score (typical human writing: ${formatSigned(100 * reference.word_ngram_llr)}, typical AI writing: ${formatSigned(100 * reference.ai_word_ngram_llr)}).`;
}

function formatSigned(value: number): string {
  return `${value >= 0 ? "+" : ""}${value.toFixed(1)}`;
}

function assistantPhraseSentence(analysis: TextAnalysis, reference: HumanReference): string {
  const hits = analysis.totals.assistantPhraseHits;
  if (hits.length === 0) return "It contains none of the phrases typical of AI assistants that the detector looks for.";
  const counts = new Map<string, number>();
  for (const hit of hits) counts.set(hit, (counts.get(hit) ?? 0) + 1);
  const listed = [...counts.entries()].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([phrase, n]) => (n > 1 ? `"${phrase}" (${n}x)` : `"${phrase}"`));
  const per100 = (100 * hits.length) / Math.max(analysis.totals.words, 1);
  return `It uses ${hits.length} phrase${hits.length === 1 ? "" : "s"} typical of AI assistants, ${per100.toFixed(1)} per 100 words (typical human writing: ${reference.assistant_phrases_per_100_words.toFixed(1)}): ${listed.join(", ")}.`;
}

function slipSentence(analysis: TextAnalysis, reference: HumanReference): string {
  const slips = analysis.totals.slips;
  const per100 = (100 * slips) / Math.max(analysis.totals.checkedWords, 1);
  return `${slips === 0 ? "No" : slips} spelling slip${slips === 1 ? " was" : "s were"} found${slips > 0 ? ` (${per100.toFixed(1)} per 100 words; typical human writing: ${reference.slips_per_100_words.toFixed(1)})` : ""}.`;
}

function humanMarkerSentence(analysis: TextAnalysis): string {
  const t = analysis.totals;
  return `Personal and informal markers: ${countOf(t.firstPersonSingular, 'use of "I/me/my"', 'uses of "I/me/my"')}, ${countOf(t.contractions, "word with an apostrophe (contractions and possessives)", "words with an apostrophe (contractions and possessives)")}, ${countOf(t.informal, "informal word", "informal words")}, ${countOf(t.lowercaseStart, "sentence starting in lower case", "sentences starting in lower case")}.`;
}

/**
 * Features whose meaning has a plain direction: true when a high value reads
 * as AI. The trees can credit such a feature with a push against its
 * direction (through an interaction with another feature); naming it then
 * ("evidence for AI: phrasing typical of human text") would confuse a reader,
 * so it is left out of the strongest evidence.
 */
const AI_WHEN_HIGH: Record<string, boolean> = {
  assistant_phrase_rate: true,
  masked_ngram_llr: true,
  word_ngram_llr: true,
  transition_start_share: true,
  mixed_script_word_rate: true,
  first_person_singular_rate: false,
  contraction_rate: false,
  informal_rate: false,
  slip_rate: false,
  lowercase_start_share: false,
};

function readsPlainly(name: string, push: FeaturePush): boolean {
  const direction = AI_WHEN_HIGH[name];
  if (direction === undefined) return true;
  const showsAiSide = direction === push.aboveTypical;
  return showsAiSide === push.push > 0;
}

function strongestEvidenceSentence(pushes: Map<string, FeaturePush>, aiProbability: number): string {
  const towardAi = aiProbability >= 50;
  const ranked = [...pushes.entries()]
    .filter(([name, push]) => FEATURE_DESCRIPTIONS[name] !== undefined && (towardAi ? push.push > 0 : push.push < 0) && readsPlainly(name, push))
    .sort((a, b) => Math.abs(b[1].push) - Math.abs(a[1].push))
    .slice(0, 3)
    .map(([name, { aboveTypical }]) => (FEATURE_DESCRIPTIONS[name] as [string, string])[aboveTypical ? 0 : 1]);
  if (ranked.length === 0) return "No single signal stood out.";
  return `The strongest evidence ${towardAi ? "for AI writing" : "for human writing"} was ${joinWords(ranked)}.`;
}

function percent(value: number): string {
  return `${Math.round(100 * value)}%`;
}

function joinWords(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}
