import nlp from "compromise";
import { clauseTense, type ClauseTense } from "./clause-tense";
import { RESULT_PARTICIPLES } from "./phrase-tables";
import { CLAUSE_OPENERS, wordCount } from "./sentences";

/**
 * Clause-level rewrites. Assistants hang a result on the end of a sentence
 * with a participle (", making it easier to…") or a ", which" clause, and
 * signpost contrast with a parenthetical ", however,". People more often say
 * the result in a sentence of its own ("That makes it easier to…") and put
 * "But" first. Each rewrite fires only on a shape it can read safely and
 * returns the sentence unchanged otherwise.
 */

/** The part before the rewritten clause must say something on its own: a subject and a verb. */
const MIN_MAIN_CLAUSE_WORDS = 5;

/** True when the words hold a finite clause (a subject followed by its verb) rather than an introductory phrase. */
function isFullClause(words: string): boolean {
  return (
    wordCount(words) >= MIN_MAIN_CLAUSE_WORDS &&
    nlp(words).has("(#Pronoun|#Noun) #Adverb? (#Verb|#Auxiliary|#Copula|#Modal)") &&
    !/^(?:after|before|when|while|if|although|though|because|since|as|once|until|by|with|without|despite|in|on|at|for|from|during|to)\b/i.test(
      words,
    )
  );
}

/**
 * "…by giving talks, making posters and…" is a list of gerunds, not a result
 * clause; "…, adding that…" reports speech. Neither can become "That…".
 */
function looksLikeList(main: string, rest: string): boolean {
  return (
    /\b(?:by|of|for|from|about|in|on|with|without|like|including)\s+[a-z]+ing\b[^,]*$/i.test(main) ||
    /(?:,|\band)\s+[a-z]+ing\b/i.test(rest) ||
    /^\s+that\b/.test(rest)
  );
}

/** "Streets wind past old houses, leading to the square": a path that leads somewhere, not a result. */
const PATH_NOUN = new RegExp(
  [
    String.raw`\b(?:streets?|roads?|paths?|trails?|stairs?|staircases?|steps|`,
    "doors?|doorways?|corridors?|hallways?|halls?|routes?|bridges?|",
    String.raw`tunnels?|rivers?|gates?|lanes?|alleys?|passages?|tracks?)\b`,
  ].join(""),
  "i",
);

function isPathLeadingSomewhere(main: string, participle: string): boolean {
  return participle === "leading" && PATH_NOUN.test(main);
}

function conjugate(forms: readonly [string, string, string], tense: ClauseTense): string | null {
  const [base, present, past] = forms;
  if (tense === "present") return present;
  // Every listed participle's past form is also its past participle ("made", "allowed", "led").
  if (tense === "perfect") return `has ${past}`;
  if (tense === "past") return past;
  if (tense === "future") return `will ${base}`;
  return null;
}

/**
 * "The app syncs every hour, making it easy to share files." →
 * "The app syncs every hour. That makes it easy to share files."
 * Only for participles that state a result of the whole clause
 * (making, allowing, leading to…), where "That" names the same thing.
 */
export function rewriteResultParticiple(sentence: string, subject: "This" | "That"): string[] {
  const match = /^(.+?), (?:thereby |thus )?([a-z]+ing)\b(.*[^\s])$/.exec(sentence);
  if (!match || !/\.$/.test(sentence)) return [sentence];
  const [, main = "", participle = "", rest = ""] = match;
  const forms = RESULT_PARTICIPLES.get(participle);
  if (!forms || !isFullClause(main) || looksLikeList(main, rest) || isPathLeadingSomewhere(main, participle)) return [sentence];
  const verb = conjugate(forms, clauseTense(main));
  if (!verb) return [sentence];
  return [`${main}.`, `${subject} ${verb}${rest}`];
}

/**
 * "It is not only cheap but also fast." → "It is cheap and fast."
 * The pair says the same with "and"; only the lower-case, mid-sentence form
 * with "but also" is rewritten ("Not only did he…" inverts the verb and stays).
 */
export function flattenNotOnly(sentence: string): string {
  return sentence.replace(/\bnot only ([^,;:.!?]+?),? but also /g, "$1 and ");
}

/** Irregular past participles common after "which is/was…" ("which was written by…"). */
const IRREGULAR_PARTICIPLES =
  "known|written|built|made|given|taken|shown|seen|held|found|born|run|led|set|kept|told|sold|paid|" +
  "sent|spent|brought|thought|understood|chosen|drawn|grown|driven|worn|hidden|broken|spoken|stolen";

/**
 * After a verb or a preposition "which" asks or points into a clause ("has not
 * said which was chosen", "the first of which was built"); dropping it there
 * leaves no sentence.
 */
const WHICH_AS_QUESTION_OR_OBJECT =
  "(?<!\\b(?:[a-z]+ed|say|says|said|know|knows|knew|ask|asks|tell|tells|told|see|sees|saw|" +
  "show|shows|wonder|wonders|choose|chooses|chose|explain|explains|determine|determines|" +
  "decide|decides|reveal|reveals|confirm|confirms|specify|learn|learns|find|finds|found|remember|" +
  "remembers|forget|forgets|forgot|check|checks|guess|matter|matters|depend|depends|" +
  "unclear|sure|clear|about|on|of|in|to|for|by|with|from|at|as|into|upon|under|over|through) )";

/** ", which was written by Orwell," → ", written by Orwell,": a relative clause of "which" + be + participle. */
const PASSIVE_WHICH = new RegExp(
  `(?<=[a-z\\ue000-\\uf8ff,] )${WHICH_AS_QUESTION_OR_OBJECT}which (?:is|are|was|were) (?=(?:[a-z]{3,}ed|${IRREGULAR_PARTICIPLES})\\b)`,
  "g",
);

/**
 * "The bridge, which was built in 1890, still stands." → "The bridge, built in 1890, still stands."
 * "which" plus a form of "be" plus a past participle says nothing the
 * participle alone does not; "which is red" or "which is ready" are left alone
 * because only participles ("-ed" and the common irregular ones) qualify.
 */
export function reduceWhichPassive(sentence: string): string {
  return sentence.replace(PASSIVE_WHICH, "");
}

/** Verbs after "which" that show whether the clause is about one thing or several. */
const SINGULAR_WHICH_VERB =
  /^(?:is|was|has|makes|means|gives|allows|helps|adds|shows|leads|includes|offers|provides|creates|remains|seems)\b/;
const PLURAL_WHICH_VERB = /^(?:are|were|have|make|mean|give|allow|help|add|show|lead|include|offer|provide|create|remain|seem)\b/;

/** Verbs that, after ", which", usually say what the whole preceding clause brings about. */
const WHOLE_CLAUSE_WHICH_VERB =
  /^(?:makes|made|means|meant|leads|led|gives|gave|allows|allowed|adds|added|suggests|suggested|explains|explained)\b/;

/** A main clause whose subject is a person: "It" after it can only mean a thing. */
const PERSON_SUBJECT = /^(?:I|we|you|he|she|they)\b/i;

/** "This makes this experience…" stammers; "That" avoids it. */
function demonstrativeFor(clause: string): "This" | "That" {
  return /\bthis\b/i.test(clause) ? "That" : "This";
}

/** "which represents…": a present verb in -s right after "which" agrees with one thing. */
function isSingularPresentVerb(clause: string): boolean {
  const firstWord = /^[a-z]+/.exec(clause)?.[0] ?? "";
  if (!/[^su]s$/.test(firstWord) || firstWord.endsWith("is")) return false;
  const tags = (nlp(clause).terms().json() as Array<{ terms: Array<{ tags: string[] }> }>)[0]?.terms[0]?.tags ?? [];
  return tags.includes("PresentTense");
}

function endsWithDateOrNumber(clause: string): boolean {
  const terms = nlp(clause).terms().json() as Array<{ terms: Array<{ tags: string[] }> }>;
  const lastTags = terms[terms.length - 1]?.terms[0]?.tags ?? [];
  return lastTags.includes("Date") || lastTags.includes("Value");
}

/**
 * "He bought a house in 2019, which was a big step." → "He bought a house in 2019. This was a big step."
 * Only a ", which" clause that ends the sentence, after a full main clause,
 * and only when the verb's number says which pronoun fits.
 */
export function splitTrailingWhichClause(sentence: string): string[] {
  const match = /^(.+?), which ([a-z]+\b.*[^\s])$/.exec(sentence);
  if (!match || !/\.$/.test(sentence)) return [sentence];
  const [, main = "", clause = ""] = match;
  if (!isFullClause(main) || /,\s*(?:and|but|or)?\s*(?:is|are|was|were|has|have|will|can)\b/.test(clause)) return [sentence];
  const singular = SINGULAR_WHICH_VERB.test(clause) || isSingularPresentVerb(clause);
  // "It makes it easy" reads as a stammer; after a date or a number, or with a verb that says what the
  // whole event does ("…, which makes the wait worse"), "which" means everything before it: "This" fits.
  const pointsAtEverything = /^\S+ it\b/.test(clause) || endsWithDateOrNumber(main) || WHOLE_CLAUSE_WHICH_VERB.test(clause);
  // "It" would point back at the subject, while "which" points at the noun just before it: "The event paved the
  // way for reunification, which was completed in 1990" needs "This". After a person as the subject ("You should
  // explore the district, which is…"), "It" can only be the thing.
  const itIsClear = !pointsAtEverything && PERSON_SUBJECT.test(main);
  const pronoun = singular ? (itIsClear ? "It" : demonstrativeFor(clause)) : PLURAL_WHICH_VERB.test(clause) ? "They" : null;
  if (!pronoun || wordCount(clause) < 3) return [sentence];
  return [`${main}.`, `${pronoun} ${clause}`];
}

/**
 * "The results, however, were mixed." → "But the results were mixed."
 * "It was cheap; however, it broke." → "It was cheap. But it broke."
 * `opener` is the contrast word the caller picked ("But ", "Still, "…), so a
 * text does not repeat one. Fires only when the word that moves off the
 * sentence start is certainly not a name ("The", "it", "many"…), because
 * "Apple" or "Will" cannot be told from ordinary words without knowing the text.
 */
export function moveHoweverToFront(sentence: string, opener: string): string[] {
  const semicolon = /^(.+?); however, (.+)$/.exec(sentence);
  if (semicolon) {
    const [, first = "", second = ""] = semicolon;
    const lowered = lowerOrdinaryStart(second);
    return lowered === null ? [sentence] : [`${first}.`, opener + lowered];
  }
  const parenthetical = /^([^,;]+), however, (.+)$/.exec(sentence);
  if (!parenthetical) return [sentence];
  const [, head = "", tail = ""] = parenthetical;
  if (hasVerb(head)) return splitSplicedHowever(head, tail, opener) ?? [sentence];
  const lowered = wordCount(head) <= 6 ? lowerOrdinaryStart(head) : null;
  return lowered === null ? [sentence] : [`${opener}${lowered} ${tail}`];
}

export const hasVerb = (text: string) => nlp(text).has("(#Verb|#Copula|#Auxiliary)");

/**
 * With a verb before it, ", however," joins two clauses (a comma splice):
 * "There is no single answer, however, the two plans differ." →
 * "There is no single answer." + "But the two plans differ." Only when both
 * halves are whole clauses: the head must not stop on its verb ("The law is,
 * however, …") and the tail must open like a subject and hold a verb.
 */
function splitSplicedHowever(head: string, tail: string, opener: string): string[] | null {
  const endsOnVerb = nlp(head).terms().last().has("(#Verb|#Copula|#Auxiliary|#Negative)");
  if (endsOnVerb || !opensWithSubject(head) || !opensWithSubject(tail) || !hasVerb(tail)) return null;
  const lowered = lowerOrdinaryStart(tail);
  return lowered === null ? null : [`${head}.`, opener + lowered];
}

/** "The moment I stepped inside, however, …" opens with a time clause, though its first word is "The". */
const TIME_CLAUSE_START = /^(?:the|every|each) (?:moment|minute|instant|second|day|time|first time|last time)\b/i;

/**
 * A main clause opens with its subject. One opened by anything else ("Since
 * he was young", "Keep in mind", "that it failed", "as long as…") leans on the
 * other half, and a full stop between them would strand it.
 */
function opensWithSubject(clause: string): boolean {
  const firstWord = /^[A-Za-z]+/.exec(clause)?.[0].toLowerCase() ?? "";
  return firstWord !== "that" && CLAUSE_OPENERS.has(firstWord) && !TIME_CLAUSE_START.test(clause);
}

/** Closed-class words that may start a sentence; none of them is a name. */
const ORDINARY_STARTS = new Set([
  "the",
  "a",
  "an",
  "this",
  "that",
  "these",
  "those",
  "it",
  "they",
  "we",
  "you",
  "he",
  "she",
  "there",
  "its",
  "their",
  "our",
  "his",
  "her",
  "your",
  "my",
  "many",
  "most",
  "some",
  "such",
  "each",
  "every",
  "all",
  "both",
  "few",
  "several",
  "other",
  "others",
  "one",
  "in",
  "on",
  "at",
  "for",
  "with",
  "as",
  "when",
  "if",
  "while",
  "not",
  "no",
]);

/** The text with its first word lower-cased, or null when that word might be a name. */
export function lowerOrdinaryStart(text: string): string | null {
  const firstWord = /^[A-Za-z]+/.exec(text)?.[0] ?? "";
  if (firstWord === "I") return text;
  if (!ORDINARY_STARTS.has(firstWord.toLowerCase()) || /[A-Z]/.test(firstWord.slice(1))) return null;
  return firstWord.toLowerCase() + text.slice(firstWord.length);
}
