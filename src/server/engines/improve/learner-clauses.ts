import { thirdPersonSingular } from "./agreement";
import type { Edit } from "./edits";
import { isBareVerb, pluralOf, verbForms } from "./word-forms";

/**
 * Learner mistakes in how clauses join, carried over from languages that
 * mark both halves of a pair ("Although…, but…"), that put a future where
 * English does not ("If I will have time"), or keep question order inside a
 * statement ("I don't know what does it mean"). Each rule needs the whole pattern,
 * both halves included, so a correct sentence that shares one half is left
 * alone.
 */

/** A word that opens a clause: a subject pronoun, "there", or a determiner before its noun. */
const CLAUSE_SUBJECT =
  "(?:i|we|you|they|he|she|it|there|this|that|these|those|the|a|an|my|our|your|their|his|her|its|some|many|most|people|everyone|nobody)";

/**
 * "Although it rained, but we went out" → "Although it rained, we went out";
 * "Because it was late, so we left" → "…, we left". The pair is the subordinator
 * at the sentence start and the coordinator later in the same sentence, with
 * no other comma or clause mark between them, and a subject after it, so
 * "Although tired but happy, he…" (two adjectives) and "Because we study so
 * that we learn…" (a purpose) and "Because if so, I…" stay.
 */
const DOUBLED_LINK = new RegExp(
  `(?<=^|[.!?]["')\\]]?\\s+)(?:(?:although|though|even though)\\s+\\S[^.!?;:,]*?(,?\\s+but)|` +
    `because\\s+\\S[^.!?;:,]*?(?<!\\b(?:if|even|and|or|not|just|think|` +
    `hope|say|said))(,?\\s+so)(?!\\s+(?:that|as)\\b))(?=\\s+${CLAUSE_SUBJECT}\\b)`,
  "gid",
);

export function doubledLinkEdits(text: string): Edit[] {
  return [...text.matchAll(DOUBLED_LINK)].map((match) => {
    const group = match[1] === undefined ? 2 : 1;
    const [start, end] = match.indices?.[group] as [number, number];
    return { start, end, replacement: ",", reason: "“Although” needs no “but”, “because” no “so”" };
  });
}

/**
 * "If I will have time, I will call you" → "If I have time, …": the present
 * tense carries the future after "if" when the main clause says "will". Only
 * with such a main clause after the comma: "if it will help" on its own can be
 * right ("I'll stay if it will help").
 */
const IF_WILL = new RegExp(
  [
    String.raw`(?<=^|[.!?]["')\]]?\s+)[Ii]f (i|we|you|they|he|she|it)( will|'ll) ([a-z]+)\b[^.!?;,]*, (?:i|`,
    String.raw`we|you|they|he|she|it)(?: will|'ll| can| may| must| should)\b`,
  ].join(""),
  "dgi",
);
const THIRD_PERSON = new Set(["he", "she", "it"]);

function presentOf(verb: string, subject: string): string | null {
  const person = subject.toLowerCase();
  if (verb === "be") return person === "i" ? "am" : THIRD_PERSON.has(person) ? "is" : "are";
  if (verb !== "have" && verb !== "do" && !isBareVerb(verb)) return null;
  return THIRD_PERSON.has(person) ? thirdPersonSingular(verb) : verb;
}

export function conditionalWillEdits(text: string): Edit[] {
  return [...text.matchAll(IF_WILL)].flatMap((match) => {
    const [, subject = "", , verb = ""] = match;
    const present = presentOf(verb.toLowerCase(), subject);
    if (!present) return [];
    const [start] = match.indices?.[2] as [number, number];
    const [, end] = match.indices?.[3] as [number, number];
    return [{ start, end, replacement: ` ${present}`, reason: "After “if”, the present tense, not “will”" }];
  });
}

/** Verbs (and "tell me", "no idea") that take a question inside a statement. */
const ASKING = "(?:know|knew|tell me|told me|ask|asks|asked|wonder|wondered|understand|understood|explain|explained|remember|sure|idea)";

/**
 * "I don't know what does it mean" → "what it means", "She asked me where do
 * I live" → "where I live": a question inside a statement keeps the order of
 * a statement. "Who" is left out: it can be the subject ("I know who did it").
 */
const EMBEDDED_DO_QUESTION = new RegExp(
  `\\b${ASKING}(?: (?:me|him|her|us|them))? (what|where|when|why|how|which) (do|does|did) (i|we|you|they|he|she|it) ([a-z]+)\\b`,
  "gid",
);

/**
 * "Can you tell me where is the station?" → "where the station is": only a
 * short subject that closes the clause, so the verb can go after it.
 */
const EMBEDDED_BE_QUESTION = new RegExp(
  `\\b${ASKING}(?: (?:me|him|her|us|them))? (what|where|when|why|how|who) (is|are|was|` +
    `were) ((?:the|a|an|my|your|his|her|our|their|this|that) [a-z]+)(?=\\s*[?.!,]|\\s*$)`,
  "gid",
);

function statementVerb(auxiliary: string, verb: string): string | null {
  if (!isBareVerb(verb)) return null;
  if (auxiliary === "do") return verb;
  if (auxiliary === "does") return thirdPersonSingular(verb);
  return verbForms(verb).PastTense ?? null;
}

export function embeddedQuestionEdits(text: string): Edit[] {
  const reason = "A question inside a sentence keeps statement order: “what it means”";
  const withDo = [...text.matchAll(EMBEDDED_DO_QUESTION)].flatMap((match) => {
    const [, wh = "", auxiliary = "", subject = "", verb = ""] = match;
    const statement = statementVerb(auxiliary.toLowerCase(), verb.toLowerCase());
    if (!statement) return [];
    const [start] = match.indices?.[1] as [number, number];
    const [, end] = match.indices?.[4] as [number, number];
    return [{ start, end, replacement: `${wh} ${subject} ${statement}`, reason }];
  });
  const withBe = [...text.matchAll(EMBEDDED_BE_QUESTION)].map((match) => {
    const [, wh = "", be = "", subject = ""] = match;
    const [start] = match.indices?.[1] as [number, number];
    const [, end] = match.indices?.[3] as [number, number];
    return { start, end, replacement: `${wh} ${subject} ${be}`, reason };
  });
  return [...withDo, ...withBe];
}

/**
 * "Where you are going?" → "Where are you going?", "Why you didn't come?" →
 * "Why didn't you come?": a direct question puts its auxiliary before the
 * subject. Only a sentence that opens with the question word and ends in a
 * question mark, so "Where you go, I go." stays. "When" is left out: it opens
 * a clause before the question as often ("When they are in school, may they…?"),
 * and so are "do" and "have" without "n't", main verbs as often ("How you do that?").
 */
const UNINVERTED_QUESTION = new RegExp(
  [
    String.raw`(?<=^|[.!?]["')\]]?\s+)(Why|Where|How|What|Who|Which) (i|you|we|they|he|she|`,
    "it) (am|are|is|was|were|can|could|will|would|should|didn't|don't|doesn't|can't|",
    String.raw`couldn't|won't|wouldn't|haven't|hasn't|isn't|aren't|wasn't|weren't)\b(?=[^.!?]*\?)`,
  ].join(""),
  "gi",
);

export function questionOrderEdits(text: string): Edit[] {
  return [...text.matchAll(UNINVERTED_QUESTION)].map((match) => {
    const [whole, wh = "", subject = "", auxiliary = ""] = match;
    const person = subject === "i" ? "I" : subject;
    return {
      start: match.index,
      end: match.index + whole.length,
      replacement: `${wh} ${auxiliary} ${person}`,
      reason: "A question puts the verb before the subject: “Where are you going?”",
    };
  });
}

/**
 * "One of my friend is a doctor" → "friends": "one of" picks from a plural.
 * Only right before the verb, so the word is the whole noun ("one of your
 * past lives" and "one of those instead" stay);
 * collective nouns, numbers and names are left out ("one of the family is",
 * "one of the two", "many of the Ashkenazim"), and so are
 * "some", "none" and "any", which take uncountable nouns too ("some of the time").
 */
const ONE_OF_SINGULAR = new RegExp(
  [
    String.raw`\b(?:one|each|many|two|three) of (?:my|his|her|our|their|your|the) (?!(?:team|`,
    "family|group|staff|crew|class|band|club|committee|public|audience|crowd|",
    "couple|pair|population|party|rest|other|same|kind|two|three|four|five|six|",
    "seven|eight|nine|ten|hundred|thousand|dozen|both|few|latter|",
    String.raw`former)\b)([a-z]+)(?= (?:is|was|has|had|works|became|wants|likes|loves|said|told|who)\b)`,
  ].join(""),
  "dgi",
);

export function oneOfPluralEdits(text: string): Edit[] {
  return [...text.matchAll(ONE_OF_SINGULAR)].flatMap((match) => {
    const noun = match[1] as string;
    const plural = /^[a-z]/.test(noun) ? pluralOf(noun) : null;
    if (!plural) return [];
    const [start, end] = match.indices?.[1] as [number, number];
    return [{ start, end, replacement: plural, reason: "“One of” takes a plural: “one of my friends”" }];
  });
}

export function learnerClauseEdits(text: string): Edit[] {
  return [
    ...doubledLinkEdits(text),
    ...conditionalWillEdits(text),
    ...embeddedQuestionEdits(text),
    ...questionOrderEdits(text),
    ...oneOfPluralEdits(text),
  ];
}
