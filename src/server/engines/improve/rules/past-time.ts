import { MODAL_VERBS } from "../../text/word-classes";
import nlp from "compromise";
import { isCommonBareVerb } from "../agreement";
import { sentenceAround, type Edit } from "../edits";
import { bareOfSForm, verbForms } from "../word-forms";
import { isPastTenseForm } from "./irregular-verbs";
import { simplePastOf } from "./passive-voice";

/** A finished time in the past: "yesterday", "last week", "two years ago". Years ("in 2019") are left out: too often a frame for a present fact. */
const PAST_TIME =
  "(?:yesterday|last (?:week|year|month|night|summer|winter|spring|autumn|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|" +
  "(?:(?:two|three|four|five|six|seven|eight|nine|ten|a few|several|\\d+) (?:days|weeks|months|years)|(?:a|one) (?:day|week|month|year)) ago)";

/**
 * A pronoun or a "my/our + noun" subject, then the verb: a present form, or
 * "have/has" + participle, which English does not use with a finished time.
 * In "my last visit" the noun comes a word later, and "visit" is no verb.
 */
const SUBJECT_AND_VERB =
  "(?:i|we|they|he|she|you|(?:my|our|his|her|their) (?!(?:last|first|next|own|best|" +
  "new|old|only|other|whole|favou?rite)\\b)[a-z]+)\\s+((?:have|has)\\s+)?([a-z]+)\\b";

/** "Yesterday I go", "Last week we have visited": the time opens the sentence, the subject and verb follow. */
const PAST_TIME_OPENING = new RegExp(`(?<=^|[.!?]\\s+)(?:${PAST_TIME}|last time),?\\s+${SUBJECT_AND_VERB}`, "gid");

const PAST_OF_BE: Readonly<Record<string, string>> = { am: "was", is: "was", are: "were" };

function pastOfBare(verb: string): string | null {
  if (verb in PAST_OF_BE) return PAST_OF_BE[verb] as string;
  const bare = isCommonBareVerb(verb) ? verb : bareOfSForm(verb);
  return bare ? (verbForms(bare).PastTense ?? null) : null;
}

/** "visited" → "visited", "been" → "was"; compromise may read a regular participle as an adjective ("finished"), whose past is the same word. */
function pastOfParticiple(participle: string): string | null {
  return simplePastOf(participle) ?? (/[a-z]{2}ed$/.test(participle) ? participle : null);
}

/**
 * The edit that puts the matched verb (groups 1 and 2: "have ", "visited")
 * in the simple past, or null when it already is one or has no past we know.
 * "have been to" would become "was to": left alone.
 */
function simplePastEdit(text: string, match: RegExpExecArray): Edit | null {
  const [, have = "", verb = ""] = match;
  const lower = verb.toLowerCase();
  const past = have ? pastOfParticiple(lower) : pastOfBare(lower);
  if (!past || (past === lower && !have)) return null;
  const verbEnd = (match.indices?.[2] as [number, number])[1];
  if (have && lower === "been" && /^\s+to\b/i.test(text.slice(verbEnd))) return null;
  const start = verbEnd - verb.length - have.length;
  return { start, end: verbEnd, replacement: past, reason: "The simple past after “yesterday”, “last week”, “ago”" };
}

/**
 * "I go there yesterday", "We visit my aunt last week": the time closes the
 * clause. The subject opens a clause ("…, and she buy it two days ago"), and
 * a few words that hold no verb or clause word of their own lead to the time
 * (checked in isPlainPastClause). Not after a preposition or a determiner:
 * "since last week", "more than yesterday", "the last week of June".
 */
const PAST_TIME_CLOSING = new RegExp(
  `(?<=^|[.!?;,]\\s+|\\b(?:and|but|so|because)\\s+)${SUBJECT_AND_VERB}((?:\\s+[a-z]+){1,6}?)\\s+` +
    `(?<!\\b(?:since|until|till|from|by|before|after|than|as|over|of|for|in|on|at|during|through|to|` +
    `like|about|with|around|between|the|this|that|a|an|my|your|his|her|its|our|their|every|each)\\s+)` +
    `${PAST_TIME}(?=\\s*(?:[.!;,)]|$)|\\s+(?:and|but|because|so)\\b)`,
  "gid",
);

/**
 * Verbs of state are right in the present about a past thing: "I remember my
 * trip last year", "I miss the party last night".
 */
const STATE_VERBS = new Set([
  "remember",
  "forget",
  "know",
  "like",
  "love",
  "hate",
  "prefer",
  "think",
  "believe",
  "understand",
  "mean",
  "miss",
  "want",
  "need",
  "seem",
  "hope",
  "wish",
  "feel",
  "agree",
  "disagree",
  "own",
  "belong",
  "consist",
  "contain",
  "depend",
  "exist",
  "include",
  "involve",
  "matter",
  "remain",
  "require",
  "realise",
  "realize",
  "worry",
  "care",
  "smell",
  "sound",
  "taste",
  "appear",
]);

/**
 * Words that open a clause of their own, subject pronouns among them ("the
 * shirt he got yesterday"), or make the time belong elsewhere ("talk about
 * the match last night").
 */
const CLAUSE_WORDS = new Set([
  "that",
  "which",
  "who",
  "whom",
  "whose",
  "what",
  "where",
  "when",
  "why",
  "how",
  "if",
  "whether",
  "not",
  "about",
  "i",
  "we",
  "they",
  "he",
  "she",
]);

/** Be, have, do and the modals: a second verb in the clause, so the time may belong to it. */
const AUXILIARIES = new Set([
  "am",
  "is",
  "are",
  "was",
  "were",
  "be",
  "been",
  "being",
  "have",
  "has",
  "had",
  "do",
  "does",
  "did",
  ...MODAL_VERBS,
]);

function mayBeAVerb(word: string): boolean {
  const lower = word.toLowerCase();
  return (
    AUXILIARIES.has(lower) ||
    isPastTenseForm(lower) ||
    /[a-z]{2}ing$/.test(lower) ||
    isCommonBareVerb(lower) ||
    isCommonBareVerb(lower.replace(/e?s$/, ""))
  );
}

/** compromise reads a phrase in context ("the book she left"); our lists add verbs it takes for nouns ("football and watch"). */
function holdsAVerbOrClause(words: string): boolean {
  return (
    nlp(words).has("#Verb") ||
    words
      .trim()
      .split(/\s+/)
      .some((word) => mayBeAVerb(word) || CLAUSE_WORDS.has(word.toLowerCase()))
  );
}

/**
 * A sentence where a present verb with a past time may be right, or the time
 * may not belong to the verb: a question, a condition or future ("if", "when",
 * "will"), a habit ("every", "usually"), or reported speech ("he said").
 */
const NOT_A_PLAIN_PAST_STATEMENT = new RegExp(
  [
    String.raw`\b(?:if|when|whenever|unless|will|would|won't|'ll|every|usually|always|`,
    "often|sometimes|normally|generally|never|each|said|says|say|told|tell|",
    String.raw`tells|asked|asks|ask|thinks?|thought|believes?|claims?|claimed)\b|\?`,
  ].join(""),
  "i",
);

/** A PAST_TIME_CLOSING match where the time can only be when the verb happened. */
function isPlainPastClause(text: string, match: RegExpExecArray): boolean {
  const [whole, , verb = "", between = ""] = match;
  if (STATE_VERBS.has(verb.toLowerCase()) || holdsAVerbOrClause(between)) return false;
  return !NOT_A_PLAIN_PAST_STATEMENT.test(sentenceAround(text, match.index, match.index + whole.length));
}

export function pastTimeEdits(text: string): Edit[] {
  const closing = [...text.matchAll(PAST_TIME_CLOSING)].filter((match) => isPlainPastClause(text, match));
  return [...text.matchAll(PAST_TIME_OPENING), ...closing]
    .map((match) => simplePastEdit(text, match))
    .filter((edit): edit is Edit => edit !== null);
}
