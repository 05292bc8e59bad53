import { describe, expect, it } from "vitest";
import { applyEdits, pickNonOverlapping, type Edit } from "../edits";
import type { GrammarFinding } from "../harper-linter";
import { bareVerbAfterDoNotEdits, IRREGULAR_PASTS, infinitiveEdits, PASTS_IN_EED, WORDS_BEFORE_INFINITIVE_TO } from "./bare-verbs";
import { americanSpellingOf, BRITISH_TO_AMERICAN } from "./british-spellings";
import { SPEECH_VERBS, sentenceCapitalEdits } from "./capitals";
import { doubleNegativeEdits, NEGATIVES_AFTER_NEGATION, PREPOSITIONS_BEFORE_A_NEGATIVE } from "./double-negatives";
import { FIXED_PHRASES, fixedPhraseEdits } from "./fixed-phrases";
import { FUSED_WORDS, fusedWordEdits } from "./fused-words";
import {
  articleBeforeUncountableEdits,
  CONSONANT_SOUND_VOWEL_START_ROWS,
  indefiniteArticleEdits,
  NOT_A_NOUN_PHRASE_AFTER,
  NOUNS_WITHOUT_A,
  SILENT_H_START_ROWS,
  VOWEL_SOUND_LETTER_ROWS,
} from "./indefinite-articles";
import { INTRODUCTORY_PHRASES, introductoryCommaEdits } from "./introductory-commas";
import {
  ADJECTIVES_AFTER_TOO_OR_SO,
  COMPARATIVES_BEFORE_THAN,
  itsForItIsEdits,
  PREDICATE_ADJECTIVES,
  WORDS_RIGHT_AFTER_ITS,
} from "./its-for-it-is";
import { irregularVerbEdits, NOT_ONLY_A_PAST_ROWS, OVERREGULARISED, participleAfterHaveEdits } from "./irregular-verbs";
import { mayForManyEdits, PREPOSITIONS_BEFORE_MAY } from "./may-for-many";
import {
  ADJECTIVES_BEFORE_A_PROFESSION,
  ADJECTIVES_BEFORE_AN_OWNED_THING,
  ARTICLE_ADJECTIVES,
  COUNTABLE_AFTER_GOOD,
  MISSING_ARTICLES,
  missingArticleEdits,
  OWNED_THINGS,
  PLACES_TAKING_THE,
  PROFESSIONS,
  THINGS_AFTER_AN_ADJECTIVE,
} from "./missing-articles";
import { INTENSIFIERS_AFTER_IT, missingCopulaEdits } from "./missing-copula";
import { ING_ADJECTIVES, MODALS_BEFORE_BARE_VERB, modalGerundEdits } from "./modal-gerund";
import { MODALS_BEFORE_TO, modalToEdits, WORDS_AFTER_TO_PREPOSITION } from "./modal-to";
import { AGENT_NOUNS, DATE_WORDS, passiveVoiceEdits } from "./passive-voice";
import { POINTS_IN_TIME, presentPerfectSinceEdits } from "./present-perfect-since";
import { LEGITIMATE_REPEATS, NEVER_DOUBLED, repeatedWordEdits } from "./repeated-words";
import { isRefusedSwap, SWAPS_REFUSED_BEFORE } from "./refused-swaps";
import type { KeepExamples, RuleExamples } from "./rule-row";
import { SUGGEST_VERBS, SUGGESTED_PERSONS, suggestThatEdits } from "./suggest-that";
import { PLURAL_QUANTIFIERS, UNCOUNTABLE_NOUNS, uncountablePluralEdits } from "./uncountable-plurals";
import { VERBS_AFTER_WHOSE_NOUN, whoseEdits } from "./whose";
import { WORDY_PHRASES, wordyPhraseEdits } from "./wordy-phrases";
import { prepositionEdits, WRONG_PREPOSITIONS } from "./wrong-prepositions";

/** A rule family and its table: each row's examples run through the whole family, as the Improver runs it. */
interface RuleTable {
  family: string;
  /** What the family makes of a text. */
  apply: (text: string) => string;
  rows: ReadonlyArray<{ label: string; examples: RuleExamples }>;
  /** Whether each row must show a fix; rows that only stop the family (`KeepExamples`) show what they keep. */
  rowsFix: boolean;
}

/** The rows of a table, each named by its pattern or its word so that a failure says which row broke. */
function table<Row extends RuleExamples>(
  family: string,
  apply: (text: string) => string,
  rows: readonly Row[],
  label: (row: Row) => string,
): RuleTable {
  return { family, apply, rows: rows.map((row) => ({ label: label(row), examples: row })), rowsFix: true };
}

/** The rows of a table of entries that only stop their family: each keeps texts the family would change without it. */
function blockers<Row extends KeepExamples>(
  family: string,
  apply: (text: string) => string,
  rows: readonly Row[],
  label: (row: Row) => string,
): RuleTable {
  return { family, apply, rows: rows.map((row) => ({ label: label(row), examples: { fixes: [], keeps: row.keeps } })), rowsFix: false };
}

const corrected = (edits: (text: string) => Edit[]) => (text: string) => applyEdits(text, pickNonOverlapping(edits(text))).text;
const bySource = (row: { pattern: RegExp }) => row.pattern.source.slice(0, 60);
const byWords = (row: { words: readonly string[] }) => row.words.join(" ").slice(0, 60);
const firstOf = (words: readonly string[]) => words.slice(0, 6).join(" ");

const TABLES: RuleTable[] = [
  table("fixed phrases", corrected(fixedPhraseEdits), FIXED_PHRASES, bySource),
  table("wrong prepositions", corrected(prepositionEdits), WRONG_PREPOSITIONS, bySource),
  table("irregular verbs", corrected(irregularVerbEdits), OVERREGULARISED, (row) => row.wrong),
  table("fused words", corrected(fusedWordEdits), FUSED_WORDS, (row) => row.fused),
  table("missing articles", corrected(missingArticleEdits), MISSING_ARTICLES, bySource),
  table("missing articles: countable after good", corrected(missingArticleEdits), COUNTABLE_AFTER_GOOD, byWords),
  table("missing articles: professions", corrected(missingArticleEdits), PROFESSIONS, byWords),
  table("missing articles: adjectives before a profession", corrected(missingArticleEdits), ADJECTIVES_BEFORE_A_PROFESSION, byWords),
  table("missing articles: places that take the", corrected(missingArticleEdits), PLACES_TAKING_THE, byWords),
  table("missing articles: owned things", corrected(missingArticleEdits), OWNED_THINGS, byWords),
  table("missing articles: adjectives before an owned thing", corrected(missingArticleEdits), ADJECTIVES_BEFORE_AN_OWNED_THING, byWords),
  table("missing articles: adjectives in set phrases", corrected(missingArticleEdits), ARTICLE_ADJECTIVES, byWords),
  table("missing articles: things after an adjective", corrected(missingArticleEdits), THINGS_AFTER_AN_ADJECTIVE, byWords),
  table("irregular pasts after don't", corrected(bareVerbAfterDoNotEdits), IRREGULAR_PASTS, (row) => row.past),
  table("wordy phrases", corrected(wordyPhraseEdits), WORDY_PHRASES, (row) => row.phrase),
  table("introductory phrases", corrected(introductoryCommaEdits), INTRODUCTORY_PHRASES, (row) => row.phrase),
  table("British spellings", americanSpellingOf, BRITISH_TO_AMERICAN, bySource),
  table("uncountable plurals: nouns", corrected(uncountablePluralEdits), UNCOUNTABLE_NOUNS, (row) => row.noun),
  table("uncountable plurals: quantifiers", corrected(uncountablePluralEdits), PLURAL_QUANTIFIERS, (row) => row.plural),
  table("may for many", corrected(mayForManyEdits), PREPOSITIONS_BEFORE_MAY, (row) => row.preposition),
  table("present perfect since", corrected(presentPerfectSinceEdits), POINTS_IN_TIME, (row) => row.point.slice(0, 30)),
  table("missing copula", corrected(missingCopulaEdits), INTENSIFIERS_AFTER_IT, (row) => row.intensifier),
  table("its for it is: right after its", corrected(itsForItIsEdits), WORDS_RIGHT_AFTER_ITS, byWords),
  table("its for it is: comparatives before than", corrected(itsForItIsEdits), COMPARATIVES_BEFORE_THAN, byWords),
  table("its for it is: after too or so", corrected(itsForItIsEdits), ADJECTIVES_AFTER_TOO_OR_SO, byWords),
  table("its for it is: predicate adjectives", corrected(itsForItIsEdits), PREDICATE_ADJECTIVES, byWords),
  table("passive voice: agent nouns", corrected(passiveVoiceEdits), AGENT_NOUNS, (row) => firstOf(row.nouns)),
  blockers("passive voice: dates", corrected(passiveVoiceEdits), DATE_WORDS, (row) => firstOf(row.dates)),
  table("repeated words: never doubled", corrected(repeatedWordEdits), NEVER_DOUBLED, (row) => firstOf(row.words)),
  blockers("repeated words: legitimate repeats", corrected(repeatedWordEdits), LEGITIMATE_REPEATS, (row) => firstOf(row.words)),
  blockers("capitals: speech verbs after ? or !", corrected(sentenceCapitalEdits), SPEECH_VERBS, (row) => row.forms.join(" ")),
  table("a or an: letters said with a vowel", corrected(indefiniteArticleEdits), VOWEL_SOUND_LETTER_ROWS, (row) => row.letters),
  table("a or an: vowels said as consonants", corrected(indefiniteArticleEdits), CONSONANT_SOUND_VOWEL_START_ROWS, (row) =>
    firstOf(row.starts),
  ),
  table("a or an: silent h", corrected(indefiniteArticleEdits), SILENT_H_START_ROWS, (row) => firstOf(row.starts)),
  blockers("a or an: a letter, not an article", corrected(indefiniteArticleEdits), NOT_A_NOUN_PHRASE_AFTER, (row) => firstOf(row.words)),
  table("no a before an uncountable noun", corrected(articleBeforeUncountableEdits), NOUNS_WITHOUT_A, (row) => row.noun),
  blockers("irregular verbs: pasts kept after have", corrected(participleAfterHaveEdits), NOT_ONLY_A_PAST_ROWS, (row) =>
    row.pasts.join(" "),
  ),
  table("bare verbs: words before to", corrected(infinitiveEdits), WORDS_BEFORE_INFINITIVE_TO, (row) => row.forms.join(" ")),
  // The -eed pasts serve both bare-verb rules: after "to" and after "didn't".
  table(
    "bare verbs: pasts in -eed",
    corrected((text) => [...infinitiveEdits(text), ...bareVerbAfterDoNotEdits(text)]),
    PASTS_IN_EED,
    (row) => row.past,
  ),
  table("whose", corrected(whoseEdits), VERBS_AFTER_WHOSE_NOUN, (row) => row.verb),
  table("suggest that: verbs", corrected(suggestThatEdits), SUGGEST_VERBS, (row) => row.verb),
  table("suggest that: persons", corrected(suggestThatEdits), SUGGESTED_PERSONS, (row) => row.person),
  table("modal + to: modals", corrected(modalToEdits), MODALS_BEFORE_TO, (row) => row.modal),
  table("modal + -ing: modals", corrected(modalGerundEdits), MODALS_BEFORE_BARE_VERB, (row) => row.modal),
  blockers("modal + -ing: -ing adjectives", corrected(modalGerundEdits), ING_ADJECTIVES, (row) => row.word),
  table("double negatives", corrected(doubleNegativeEdits), NEGATIVES_AFTER_NEGATION, (row) => row.negative),
  blockers("double negatives: prepositions", corrected(doubleNegativeEdits), [PREPOSITIONS_BEFORE_A_NEGATIVE], (row) =>
    row.prepositions.join(" "),
  ),
  blockers("modal + to: words that make “to” a preposition", corrected(modalToEdits), WORDS_AFTER_TO_PREPOSITION, (row) => row.word),
];

describe.each(TABLES)("$family: every row's own examples", ({ apply, rows, rowsFix }) => {
  it.each(rows.map(({ label, examples }, index) => [index, label, examples] as const))(
    "row %i (%s)",
    (_index, _label, { fixes, keeps }) => {
      expect(rowsFix ? fixes.length : keeps.length).toBeGreaterThan(0);
      for (const [wrong, right] of fixes) expect(apply(wrong)).toBe(right);
      for (const keep of keeps) expect(apply(keep)).toBe(keep);
    },
  );
});

/** "for [quite] some time" → the text, Harper's finding on the bracketed word, and the word. */
function flagged(markedText: string, suggestion: string): { text: string; finding: GrammarFinding; original: string } {
  const start = markedText.indexOf("[");
  const end = markedText.indexOf("]") - 1;
  const text = markedText.replace(/[[\]]/g, "");
  return {
    text,
    original: text.slice(start, end),
    finding: { start, end, kind: "Typo", reason: "", message: "", suggestions: [suggestion] },
  };
}

describe("refused swaps: every row's own examples", () => {
  const rows = SWAPS_REFUSED_BEFORE.map((row) => [row.original.source, row.replacement.source, row] as const);
  it.each(rows)("%s → %s", (_original, _replacement, { refuses, allows }) => {
    expect(refuses.length).toBeGreaterThan(0);
    for (const [marked, suggestion] of refuses) {
      const { text, finding, original } = flagged(marked, suggestion);
      expect(isRefusedSwap(text, finding, original, suggestion)).toBe(true);
    }
    for (const [marked, suggestion] of allows) {
      const { text, finding, original } = flagged(marked, suggestion);
      expect(isRefusedSwap(text, finding, original, suggestion)).toBe(false);
    }
  });
});
