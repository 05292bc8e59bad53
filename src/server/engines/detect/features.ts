/**
 * Style features of a text. Raw counts are taken once per sentence; document
 * features and single-sentence features are both computed from those counts,
 * so a text is read only once. Every feature is a rate or ratio, never a
 * vocabulary item, so the model cannot learn topics or corpora by name.
 */
import {
  ASSISTANT_PHRASES,
  FIRST_PERSON_PLURAL,
  FIRST_PERSON_SINGULAR,
  INFORMAL_WORDS,
  MULTIWORD_TRANSITION_STARTS,
  NOMINALISATION_SUFFIX,
  SECOND_PERSON,
  TRANSITIONS,
} from "./lexicons";

export interface FeatureTools {
  isKnownWord(word: string): boolean;
}

export interface SentenceCounts {
  words: number;
  nominalisations: number;
  assistantPhrases: number;
  assistantPhraseHits: string[];
  firstPersonSingular: number;
  firstPersonPlural: number;
  secondPerson: number;
  contractions: number;
  informal: number;
  checkedWords: number;
  slips: number;
  lowercaseI: number;
  repeatedWords: number;
  mixedScriptWords: number;
  lowercaseStart: number;
  transitionStart: number;
  commas: number;
  semicolons: number;
  exclamations: number;
  questions: number;
  quotes: number;
  parentheses: number;
  dashes: number;
  digits: number;
}

const WORD = /[\p{L}]+(?:'[\p{L}]+)*/gu;
const LATIN = /\p{Script=Latin}/u;
const LOOKALIKE_SCRIPT = /[\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Armenian}\p{Script=Cherokee}]/u;
const PHRASE_PATTERNS = ASSISTANT_PHRASES.map((phrase) => ({
  phrase,
  pattern: new RegExp(`\\b${phrase.replace(/[-']/g, (c) => `\\${c}`)}\\b`, "gi"),
}));

export function countSentence(sentence: string, tools: FeatureTools): SentenceCounts {
  const words = sentence.match(WORD) ?? [];
  const lower = words.map((word) => word.toLowerCase());
  const phraseHits = findAssistantPhrases(sentence);
  let nominalisations = 0;
  let firstPersonSingular = 0;
  let firstPersonPlural = 0;
  let secondPerson = 0;
  let contractions = 0;
  let informal = 0;
  let checkedWords = 0;
  let slips = 0;
  let lowercaseI = 0;
  let repeatedWords = 0;
  let mixedScriptWords = 0;
  lower.forEach((word, index) => {
    const original = words[index] as string;
    if (word.length > 6 && NOMINALISATION_SUFFIX.test(word)) nominalisations++;
    if (FIRST_PERSON_SINGULAR.has(word)) firstPersonSingular++;
    if (FIRST_PERSON_PLURAL.has(word)) firstPersonPlural++;
    if (SECOND_PERSON.has(word)) secondPerson++;
    if (word.includes("'")) contractions++;
    if (INFORMAL_WORDS.has(word)) informal++;
    if (original === "i" || original.startsWith("i'")) lowercaseI++;
    if (index > 0 && word === lower[index - 1] && word.length > 1) repeatedWords++;
    if (LATIN.test(original) && LOOKALIKE_SCRIPT.test(original)) mixedScriptWords++;
    if (isSpellCheckable(original)) {
      checkedWords++;
      if (!tools.isKnownWord(original)) slips++;
    }
  });
  const firstWord = words[0] ?? "";
  return {
    words: words.length,
    nominalisations,
    assistantPhrases: phraseHits.length,
    assistantPhraseHits: phraseHits,
    firstPersonSingular,
    firstPersonPlural,
    secondPerson,
    contractions,
    informal,
    checkedWords,
    slips,
    lowercaseI,
    repeatedWords,
    mixedScriptWords,
    lowercaseStart: /^["'(]?\p{Ll}/u.test(sentence) ? 1 : 0,
    transitionStart: startsWithTransition(lower, firstWord) ? 1 : 0,
    commas: countMatches(sentence, /,/g),
    semicolons: countMatches(sentence, /;/g),
    exclamations: countMatches(sentence, /!/g),
    questions: countMatches(sentence, /\?/g),
    quotes: countMatches(sentence, /"/g),
    parentheses: countMatches(sentence, /\(/g),
    dashes: countMatches(sentence, / - |--|\u2013|\u2014/g),
    digits: countMatches(sentence, /\d+/g),
  };
}

/** Lower-case words only: capitalised words are mostly names the dictionary cannot know. */
function isSpellCheckable(word: string): boolean {
  return word.length >= 2 && /^[a-z]+(?:'[a-z]+)?$/.test(word);
}

function startsWithTransition(lowerWords: string[], firstWord: string): boolean {
  if (firstWord === "") return false;
  if (TRANSITIONS.has(lowerWords[0] ?? "")) return true;
  for (let length = 2; length <= 4; length++) {
    if (MULTIWORD_TRANSITION_STARTS.has(lowerWords.slice(0, length).join(" "))) return true;
  }
  return false;
}

function findAssistantPhrases(sentence: string): string[] {
  const hits: string[] = [];
  for (const { phrase, pattern } of PHRASE_PATTERNS) {
    pattern.lastIndex = 0;
    const found = sentence.match(pattern);
    if (found) for (let i = 0; i < found.length; i++) hits.push(phrase);
  }
  return hits;
}

function countMatches(text: string, pattern: RegExp): number {
  return text.match(pattern)?.length ?? 0;
}

export const FEATURE_NAMES: readonly string[] = [
  "assistant_phrase_rate",
  "first_person_singular_rate",
  "first_person_plural_rate",
  "second_person_rate",
  "contraction_rate",
  "informal_rate",
  "slip_rate",
  "lowercase_i_rate",
  "repeated_word_rate",
  "mixed_script_word_rate",
  "lowercase_start_share",
  "transition_start_share",
  "sentence_length_mean_log",
  "sentence_length_cv",
  "sentence_length_step",
  "nominalisation_rate",
  "comma_rate",
  "semicolon_rate",
  "exclamation_rate",
  "question_rate",
  "quote_rate",
  "parenthesis_rate",
  "dash_rate",
  "number_rate",
];

/** Per-100-word rate on a log scale, so a few occurrences matter and many do not dominate. */
function rate(count: number, words: number): number {
  return Math.log1p((100 * count) / Math.max(words, 1));
}

export function sumCounts(all: SentenceCounts[]): SentenceCounts {
  const total = emptyCounts();
  for (const counts of all) {
    for (const key of Object.keys(total) as (keyof SentenceCounts)[]) {
      if (key === "assistantPhraseHits") {
        total.assistantPhraseHits.push(...counts.assistantPhraseHits);
      } else {
        total[key] = total[key] + counts[key];
      }
    }
  }
  return total;
}

function emptyCounts(): SentenceCounts {
  return {
    words: 0,
    nominalisations: 0,
    assistantPhrases: 0,
    assistantPhraseHits: [],
    firstPersonSingular: 0,
    firstPersonPlural: 0,
    secondPerson: 0,
    contractions: 0,
    informal: 0,
    checkedWords: 0,
    slips: 0,
    lowercaseI: 0,
    repeatedWords: 0,
    mixedScriptWords: 0,
    lowercaseStart: 0,
    transitionStart: 0,
    commas: 0,
    semicolons: 0,
    exclamations: 0,
    questions: 0,
    quotes: 0,
    parentheses: 0,
    dashes: 0,
    digits: 0,
  };
}

export interface SentenceLengthStats {
  meanLog: number;
  /** Standard deviation over mean of sentence lengths in words. */
  cv: number;
  /** Mean change in length from one sentence to the next, over the mean length. */
  step: number;
}

export function sentenceLengthStats(lengths: number[]): SentenceLengthStats {
  const kept = lengths.filter((length) => length > 0);
  if (kept.length === 0) return { meanLog: 0, cv: 0, step: 0 };
  const mean = kept.reduce((a, b) => a + b, 0) / kept.length;
  if (kept.length < 2) return { meanLog: Math.log(mean), cv: 0, step: 0 };
  const variance = kept.reduce((sum, length) => sum + (length - mean) ** 2, 0) / (kept.length - 1);
  let steps = 0;
  for (let i = 1; i < kept.length; i++) steps += Math.abs((kept[i] as number) - (kept[i - 1] as number));
  return { meanLog: Math.log(mean), cv: Math.sqrt(variance) / mean, step: steps / (kept.length - 1) / mean };
}

/** The feature vector, in FEATURE_NAMES order, for sentences taken together. */
export function featureVector(counts: SentenceCounts, sentenceCount: number, lengths: SentenceLengthStats): number[] {
  const words = counts.words;
  const sentences = Math.max(sentenceCount, 1);
  return [
    rate(counts.assistantPhrases, words),
    rate(counts.firstPersonSingular, words),
    rate(counts.firstPersonPlural, words),
    rate(counts.secondPerson, words),
    rate(counts.contractions, words),
    rate(counts.informal, words),
    rate(counts.slips, counts.checkedWords),
    rate(counts.lowercaseI, words),
    rate(counts.repeatedWords, words),
    rate(counts.mixedScriptWords, words),
    counts.lowercaseStart / sentences,
    counts.transitionStart / sentences,
    lengths.meanLog,
    lengths.cv,
    lengths.step,
    rate(counts.nominalisations, words),
    rate(counts.commas, words),
    rate(counts.semicolons, words),
    rate(counts.exclamations, words),
    rate(counts.questions, words),
    rate(counts.quotes, words),
    rate(counts.parentheses, words),
    rate(counts.dashes, words),
    rate(counts.digits, words),
  ];
}
