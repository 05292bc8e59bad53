/**
 * Plain-language explanation of a score: the evidence the model used in
 * plain words, and the measurements behind it with their numbers (decision 104).
 */
import { LIKELY_AI_ABOVE, LIKELY_HUMAN_BELOW } from "../../../shared/detection";
import { countOf } from "../../../shared/plural";
import type { TextAnalysis } from "./analysis";
import { MODEL_FEATURE_NAMES } from "./analysis";
import { sentenceLengthStats } from "./features";
import type { FeaturePush, HumanReference } from "./model";

/**
 * What a feature's value means, in plain words a reader understands and
 * without numbers: first when the text is above the typical value, then when
 * below. The model decides which way each pushes; the words only say what the
 * text shows.
 */
const FEATURE_DESCRIPTIONS: Record<string, [whenHigh: string, whenLow: string]> = {
  assistant_phrase_rate: ["phrases typical of AI assistants", "few or none of the phrases typical of AI assistants"],
  first_person_singular_rate: ['frequent use of "I" and "my"', 'little use of "I" and "my"'],
  contraction_rate: ['contractions such as "don\'t"', 'few contractions such as "don\'t"'],
  informal_rate: ["informal words", "few informal words"],
  slip_rate: ["spelling slips, which AI assistants rarely make", "few spelling slips"],
  lowercase_start_share: ["sentences starting in lower case", "sentences that all start with a capital"],
  transition_start_share: ['many sentences opening with transitions such as "Additionally"', "few sentences opening with transitions"],
  sentence_length_cv: ["sentences of widely varying length", "sentences of very even length"],
  sentence_length_step: ["big jumps in length from one sentence to the next", "little change in length from one sentence to the next"],
  nominalisation_rate: ['many abstract nouns, such as "implementation"', "few abstract nouns"],
  mixed_script_word_rate: [
    "words mixing look-alike letters from other alphabets, a known trick to evade detectors",
    "no words mixing letters from other alphabets",
  ],
  comma_rate: ["many commas", "few commas"],
  masked_ngram_llr: ["sentences built the way AI text is built", "sentences built the way people write them"],
  masked_ngram_llr_spread: ["sentences built in varied ways", "sentences all built in a similar way"],
  masked_ngram_llr_peak: ["one sentence built far more like AI text than the rest", "no sentence standing out as built like AI text"],
  word_ngram_llr: ["word choices and stock phrases typical of AI text", "word choices typical of human writing"],
};

/** The shortest explanation a reader takes in at a glance (decision 104). */
const MAX_EVIDENCE = 4;

/** Assistant phrases quoted in a bullet; the details list more. */
const MAX_QUOTED_PHRASES = 3;

/**
 * Pushes smaller than this (calibrated log-odds) move the score by about a
 * point; calling them evidence would overstate them.
 */
const MIN_EVIDENCE_PUSH = 0.05;

export interface ScoreExplanation {
  /** Plain-word reasons, strongest first, at most MAX_EVIDENCE, no numbers. */
  evidence: string[];
  /** The measurements behind them, with numbers and typical values. */
  details: string[];
}

export function explainScore(
  analysis: TextAnalysis,
  features: number[],
  pushes: Map<string, FeaturePush>,
  reference: HumanReference,
  aiProbability: number,
): ScoreExplanation {
  const boilerplate = boilerplateEvidence(analysis.normalised.boilerplate);
  const modelEvidence = strongestEvidence(pushes, aiProbability, analysis).slice(0, MAX_EVIDENCE - (boilerplate === null ? 0 : 1));
  return {
    evidence: [...(boilerplate === null ? [] : [boilerplate]), ...modelEvidence].map(capitalise),
    details: [
      sentenceVariationDetail(analysis, reference),
      sentencePatternDetail(features, reference),
      wordChoiceDetail(features, reference),
      assistantPhraseDetail(analysis, reference),
      slipDetail(analysis, reference),
      humanMarkerDetail(analysis),
    ],
  };
}

/** Longest stretch of a cut line quoted in full; a longer one is shortened with an ellipsis. */
const MAX_QUOTED_CHARS = 60;

/**
 * The chat boilerplate normalisation cut ("Sure! Here is…:", "I hope this
 * helps!"). It is strong evidence a reader should see, yet the score cannot
 * weigh it: the training texts had it removed. So it leads the evidence
 * whatever the model's pushes.
 */
function boilerplateEvidence(lines: readonly string[]): string | null {
  if (lines.length === 0) return null;
  const quoted = lines.map((line) => `"${line.length > MAX_QUOTED_CHARS ? `${line.slice(0, MAX_QUOTED_CHARS).trimEnd()}…` : line}"`);
  const which = lines.length === 1 ? "a line" : "lines";
  return (
    `${which} a chat assistant writes around its answer, which people rarely put in their own ` +
    `writing (the score leaves ${lines.length === 1 ? "it" : "them"} out): ${joinWords(quoted)}`
  );
}

function sentenceVariationDetail(analysis: TextAnalysis, reference: HumanReference): string {
  const cv = sentenceLengthStats(analysis.sentenceLengths).cv;
  const mean = analysis.totals.words / Math.max(analysis.sentences.length, 1);
  return (
    `Sentence length varies by ${percent(cv)} around an average of ${mean.toFixed(0)} ` +
    `words (typical human writing varies by about ${percent(reference.sentence_length_cv)}).`
  );
}

/** The masked n-gram score is a mean of n-gram weights (log-odds); shown times 100 so it reads as a number, not a decimal. */
function sentencePatternDetail(features: number[], reference: HumanReference): string {
  const score = features[MODEL_FEATURE_NAMES.indexOf("masked_ngram_llr")] as number;
  return (
    `With topic words masked, its sentence patterns come out at ${formatSigned(100 * score)} on the detector's pattern score, ` +
    `${positionAmongTypical(100 * score, { human: 100 * reference.masked_ngram_llr, ai: 100 * reference.ai_masked_ngram_llr })}.`
  );
}

/** The word n-gram score, on the same per-100 scale as the pattern score. */
function wordChoiceDetail(features: number[], reference: HumanReference): string {
  const score = features[MODEL_FEATURE_NAMES.indexOf("word_ngram_llr")] as number;
  return (
    `Its word choices and short phrases come out at ${formatSigned(100 * score)} on the detector's word score, ` +
    `${positionAmongTypical(100 * score, { human: 100 * reference.word_ngram_llr, ai: 100 * reference.ai_word_ngram_llr })}.`
  );
}

/**
 * Where a score sits against typical human and AI writing, in words that state a position and no verdict.
 * The evidence bullets say which way the model read the score; a detail that also named a side, by its
 * own rule (the sign, or the nearer typical value), contradicted them for scores between the two, where
 * the trees draw their line elsewhere ("word choices typical of human writing" beside "lean toward AI").
 */
export function positionAmongTypical(score: number, typical: { human: number; ai: number }): string {
  const human = { name: "typical human writing", value: formatSigned(typical.human), at: typical.human };
  const ai = { name: "typical AI writing", value: formatSigned(typical.ai), at: typical.ai };
  const [low, high] = typical.human <= typical.ai ? [human, ai] : [ai, human];
  if (score < low.at) return `below ${low.name} (${low.value}; ${high.name}: ${high.value})`;
  if (score > high.at) return `above ${high.name} (${high.value}; ${low.name}: ${low.value})`;
  return `between ${low.name} (${low.value}) and ${high.name} (${high.value})`;
}

function formatSigned(value: number): string {
  return `${value >= 0 ? "+" : ""}${value.toFixed(1)}`;
}

/** The assistant phrases the text uses with how often, most frequent first. */
function assistantPhraseCounts(analysis: TextAnalysis): [phrase: string, count: number][] {
  const counts = new Map<string, number>();
  for (const hit of analysis.totals.assistantPhraseHits) counts.set(hit, (counts.get(hit) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1]);
}

function assistantPhraseDetail(analysis: TextAnalysis, reference: HumanReference): string {
  const hits = analysis.totals.assistantPhraseHits;
  if (hits.length === 0) return "It contains none of the phrases typical of AI assistants that the detector looks for.";
  const listed = assistantPhraseCounts(analysis)
    .slice(0, 6)
    .map(([phrase, n]) => (n > 1 ? `"${phrase}" (${n}x)` : `"${phrase}"`));
  const per100 = (100 * hits.length) / Math.max(analysis.totals.words, 1);
  return (
    `It uses ${hits.length} phrase${hits.length === 1 ? "" : "s"} typical of AI ` +
    `assistants, ${per100.toFixed(1)} per 100 words (typical human writing: ` +
    `${reference.assistant_phrases_per_100_words.toFixed(1)}): ${listed.join(", ")}.`
  );
}

function slipDetail(analysis: TextAnalysis, reference: HumanReference): string {
  const slips = analysis.totals.slips;
  const per100 = (100 * slips) / Math.max(analysis.totals.checkedWords, 1);
  return (
    `${slips === 0 ? "No" : slips} spelling slip${slips === 1 ? " was" : "s were"} ` +
    `found${slips > 0 ? ` (${per100.toFixed(1)} per 100 words; typical human writing: ${reference.slips_per_100_words.toFixed(1)})` : ""}.`
  );
}

function humanMarkerDetail(analysis: TextAnalysis): string {
  const t = analysis.totals;
  const markers = [
    countOf(t.firstPersonSingular, 'use of "I/me/my"', 'uses of "I/me/my"'),
    countOf(
      t.contractions,
      "word with an apostrophe (contractions and possessives)",
      "words with an apostrophe (contractions and possessives)",
    ),
    countOf(t.informal, "informal word", "informal words"),
    countOf(t.lowercaseStart, "sentence starting in lower case", "sentences starting in lower case"),
  ];
  return `Personal and informal markers: ${markers.join(", ")}.`;
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
  masked_ngram_llr_peak: true,
  word_ngram_llr: true,
  transition_start_share: true,
  mixed_script_word_rate: true,
  nominalisation_rate: true,
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

/**
 * What pushed the score the way it went, strongest first, in plain words. A
 * middling score gets the strongest signals each way, each saying which way
 * it points, since neither side won.
 */
function strongestEvidence(pushes: Map<string, FeaturePush>, aiProbability: number, analysis: TextAnalysis): string[] {
  // The assistant phrases are quoted in the first bullet that names them; a second bullet quoting the same words reads as padding.
  const quoting = { done: false };
  const ranked = (towardAi: boolean) =>
    [...pushes.entries()]
      .filter(
        ([name, push]) =>
          FEATURE_DESCRIPTIONS[name] !== undefined &&
          Math.abs(push.push) >= MIN_EVIDENCE_PUSH &&
          (towardAi ? push.push > 0 : push.push < 0) &&
          readsPlainly(name, push),
      )
      .sort((a, b) => Math.abs(b[1].push) - Math.abs(a[1].push))
      .map(([name, { aboveTypical }]) => describe(name, aboveTypical, analysis, quoting));
  const middling = aiProbability >= LIKELY_HUMAN_BELOW && aiProbability <= LIKELY_AI_ABOVE;
  const evidence = middling
    ? [
        ...ranked(true)
          .slice(0, MAX_EVIDENCE / 2)
          .map((reason) => `pointing to AI: ${reason}`),
        ...ranked(false)
          .slice(0, MAX_EVIDENCE / 2)
          .map((reason) => `pointing to a person: ${reason}`),
      ]
    : ranked(aiProbability >= 50);
  return evidence.length === 0 ? ["no single signal stood out"] : evidence;
}

function describe(name: string, aboveTypical: boolean, analysis: TextAnalysis, quoting: { done: boolean }): string {
  if (name === "slip_rate" && analysis.totals.slips === 0) return "no spelling slips";
  const description = (FEATURE_DESCRIPTIONS[name] as [string, string])[aboveTypical ? 0 : 1];
  const quoted = assistantPhraseCounts(analysis)
    .slice(0, MAX_QUOTED_PHRASES)
    .map(([phrase]) => `"${phrase}"`);
  const aiPhrasing = aboveTypical && (name === "word_ngram_llr" || name === "assistant_phrase_rate");
  if (!aiPhrasing || quoted.length === 0 || quoting.done) return description;
  quoting.done = true;
  return name === "assistant_phrase_rate" ? `${description}: ${joinWords(quoted)}` : `${description}, among them ${joinWords(quoted)}`;
}

function capitalise(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

function percent(value: number): string {
  return `${Math.round(100 * value)}%`;
}

function joinWords(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}
