import nlp from "compromise";
import type { Edit } from "../edits";

/**
 * "A younger person however will need time": "however" between a subject and
 * its verb is an aside, set off by a comma on each side. Only before a verb:
 * "however you like" and "however long it takes" mean "in whatever way", and
 * "tricky however it can" is two sentences run together, which a comma would
 * not mend.
 */
const BARE_MIDDLE_HOWEVER = /(?<=[A-Za-z]) however (?=([a-z]+)\b)/g;
const NOT_A_SUBJECT = new Set([
  "and",
  "but",
  "or",
  "nor",
  "that",
  "because",
  "if",
  "when",
  "to",
  "for",
  "of",
  "in",
  "on",
  "at",
  "with",
  "by",
]);

function isVerbWord(word: string): boolean {
  const term = nlp(word);
  return term.has("#Verb") && !term.has("#Adjective") && !term.has("#Gerund");
}

export function asideHoweverCommaEdits(text: string): Edit[] {
  return [...text.matchAll(BARE_MIDDLE_HOWEVER)].flatMap((match) => {
    const wordBefore = (text.slice(0, match.index).match(/([A-Za-z]+)$/) as RegExpMatchArray)[1] as string;
    if (NOT_A_SUBJECT.has(wordBefore.toLowerCase()) || !isVerbWord(match[1] as string)) return [];
    const start = match.index;
    const end = match.index + " however".length;
    return [{ start, end, replacement: ", however,", reason: 'Commas around "however" as an aside' }];
  });
}

/**
 * A sentence opening with a conjunction that starts a subordinate clause
 * ("When it rains, …"), up to its end; the conjunction is captured. "After"
 * and "before" are left out: they also open phrases ("After that, …").
 */
const SENTENCE_OPENING_WITH_SUBORDINATOR =
  /(?<=^|[.!?]["')\]]?\s+)(although|even though|though|when|whenever|if|since|while|once|unless|as soon as) [^.!?\n]+/gi;

/**
 * Style guides leave the comma out after a short opening clause ("When I was
 * little I thought…"), and careful writers often do, so an opening clause of
 * fewer words than this is left as it is.
 */
const SHORT_OPENING_WORDS = 5;

const SUBJECT_PRONOUNS = new Set(["i", "you", "he", "she", "we", "they", "it"]);

/**
 * Words after which a pronoun does not start the main clause: it is an object
 * ("when I saw it"), or begins a clause inside the first one ("if he says
 * that it is", "when you know what they want").
 */
const NO_CLAUSE_BREAK_AFTER = new Set([
  "that",
  "which",
  "who",
  "whom",
  "whose",
  "what",
  "how",
  "why",
  "where",
  "if",
  "when",
  "because",
  "so",
  "and",
  "or",
  "but",
  "than",
  "as",
  "to",
  "of",
  "in",
  "on",
  "at",
  "for",
  "with",
  "about",
  "from",
  "by",
  "into",
  "like",
  "the",
  "a",
  "an",
  "my",
  "your",
  "his",
  "her",
  "our",
  "their",
  "its",
  "this",
  "these",
  "those",
  "not",
  "i",
  "you",
  "he",
  "she",
  "we",
  "they",
  "it",
  "me",
  "him",
  "us",
  "them",
]);

interface TaggedTerm {
  text: string;
  /** Punctuation before the word ("(" in "(some guys"). */
  pre: string;
  /** Punctuation and space after the word ("," in "rains, we"). */
  post: string;
  tags: string[];
  offset: { start: number; length: number };
}

const isVerb = (term: TaggedTerm) => term.tags.includes("Verb");

/** A lone "," or "-" written with spaces around it comes out as a term of its own. */
const isPunctuationTerm = (term: TaggedTerm) => !/[\p{L}\p{N}]/u.test(term.text);

/**
 * Words that open a noun phrase able to be a subject ("the kids played",
 * "many things changed"). "Her" and "that" are left out: "when I saw her
 * mother cried" and "if you know that people lie" cannot be told apart
 * without a parse.
 */
const SUBJECT_DETERMINERS = new Set([
  "the",
  "a",
  "an",
  "my",
  "your",
  "his",
  "our",
  "their",
  "its",
  "this",
  "these",
  "those",
  "many",
  "most",
  "some",
  "several",
  "few",
  "all",
  "both",
  "every",
  "each",
  "no",
]);

/** Adjectives and nouns a noun phrase may carry before its head ("the old city streets"). */
const LONGEST_NOUN_PHRASE = 4;

/**
 * Index of the verb after the subject that starts at `k`: a subject pronoun
 * ("he bought") or a noun phrase opened by a determiner ("the kids played",
 * "many things changed"); -1 when no subject and verb start there. A bare
 * plural is not taken: it is too often the end of a compound ("chocolate
 * icing centers", "the Seagoing Cowboys program").
 */
function verbAfterSubject(terms: TaggedTerm[], k: number): number {
  const first = terms[k] as TaggedTerm;
  const word = first.text.toLowerCase();
  if (first.pre.trim() !== "") return -1;
  if (SUBJECT_PRONOUNS.has(word)) return isVerb(terms[k + 1] as TaggedTerm) ? k + 1 : -1;
  if (!SUBJECT_DETERMINERS.has(word) || first.post.trim() !== "") return -1;
  for (let j = k + 1; j < Math.min(terms.length - 1, k + 1 + LONGEST_NOUN_PHRASE); j++) {
    const term = terms[j] as TaggedTerm;
    if (term.post.trim() !== "") return -1;
    const isNoun = term.tags.includes("Noun") && !term.tags.includes("Pronoun");
    if (!isNoun && !term.tags.includes("Adjective")) return -1;
    const next = terms[j + 1] as TaggedTerm;
    if (isNoun && !next.tags.includes("Noun")) return isVerb(next) && !next.tags.includes("Gerund") ? j + 1 : -1;
  }
  return -1;
}

/**
 * Words after which a noun phrase belongs to the phrase before: a determiner
 * or a number ("were there five battleships"), or an adverb ("took over
 * almost an entire continent", "behind each goal").
 */
function continuesThePhraseBefore(previous: TaggedTerm): boolean {
  const tags = previous.tags;
  return (
    ["Determiner", "Possessive", "Value", "Adverb"].some((tag) => tags.includes(tag)) ||
    SUBJECT_DETERMINERS.has(previous.text.toLowerCase())
  );
}

/** Index of the term that starts the main clause, after a subordinate clause whose conjunction is the first `opener` terms; -1 when unclear. */
const CLAUSE_BREAK = /[,;:()—–\-.!?"'`‘’“”]/;

function mainClauseStart(terms: TaggedTerm[], opener: number): number {
  const firstCandidate = Math.max(opener + 2, SHORT_OPENING_WORDS);
  // Punctuation already marks a break (or a quotation ends), or "then" marks the main clause.
  const breaksAfter = (term: TaggedTerm) =>
    CLAUSE_BREAK.test(term.post) || /[()"]/.test(term.pre) || isPunctuationTerm(term) || term.text.toLowerCase() === "then";
  if (terms.slice(0, firstCandidate - 1).some(breaksAfter)) return -1;
  for (let k = firstCandidate; k < terms.length - 1; k++) {
    const previous = terms[k - 1] as TaggedTerm;
    if (breaksAfter(previous)) return -1;
    const clauseHasVerb = terms.slice(opener, k).some(isVerb);
    const verb = verbAfterSubject(terms, k);
    if (!clauseHasVerb || verb < 0) continue;
    const isPronoun = SUBJECT_PRONOUNS.has((terms[k] as TaggedTerm).text.toLowerCase());
    // A pronoun after these words is an object or opens an inner clause; a noun after them may belong to the phrase before.
    const afterWordOpeningAClause = previous.tags.includes("Preposition") || previous.tags.includes("Conjunction");
    if (NO_CLAUSE_BREAK_AFTER.has(previous.text.toLowerCase()) || isVerb(previous) || afterWordOpeningAClause) return -1;
    if (!isPronoun && continuesThePhraseBefore(previous)) continue;
    // "the person he loved, Jack knew": a clause that ends at a comma straight away describes the noun before it.
    if (terms.slice(verb, verb + 3).some((term) => term.post.includes(","))) return -1;
    return k;
  }
  return -1;
}

/**
 * "Even though it is expensive people buy it" needs a comma where the main
 * clause begins, but finding that point takes a parse. Only clear cases are
 * fixed: the main clause starts with a subject and its verb, after a word
 * that can end the first clause. The subject is a pronoun ("…too pretty he
 * is going to buy it") or a noun phrase opened by a determiner or a bare
 * plural ("…making dinner the kids played"); the first pronoun that cannot
 * start the clause stops the search.
 */
export function subordinateClauseCommaEdits(text: string): Edit[] {
  const opener = (candidate: RegExpMatchArray) => (candidate[1] as string).split(" ").length;
  return commasWhereTheMainClauseStarts(
    text,
    SENTENCE_OPENING_WITH_SUBORDINATOR,
    (terms, candidate) => mainClauseStart(terms, opener(candidate)),
    "Comma after an opening clause",
  );
}

/**
 * A comma where the main clause starts, in each sentence that `openings`
 * matches. Only those sentences are tagged: tagging all the text would double
 * the Improver's time.
 */
function commasWhereTheMainClauseStarts(
  text: string,
  openings: RegExp,
  mainClauseAt: (terms: TaggedTerm[], candidate: RegExpMatchArray) => number,
  reason: string,
): Edit[] {
  const edits: Edit[] = [];
  for (const candidate of text.matchAll(openings)) {
    const terms = (nlp(candidate[0]).json({ offset: true }) as Array<{ terms: TaggedTerm[] }>)[0]?.terms ?? [];
    const start = mainClauseAt(terms, candidate);
    if (start < 0) continue;
    const previous = terms[start - 1] as TaggedTerm;
    const end = candidate.index + previous.offset.start + previous.offset.length;
    edits.push({ start: end, end, replacement: ",", reason });
  }
  return edits;
}

/**
 * A sentence opening with a prepositional phrase ("In a market economy the
 * price…", "At the end of the day the team…"), up to its end.
 */
const SENTENCE_OPENING_WITH_PREPOSITION = new RegExp(
  [
    String.raw`(?<=^|[.!?]["')\]]?\s+)(?:in|on|at|for|with|without|during|`,
    "after|before|despite|throughout|among|through|under|unlike|",
    String.raw`according to|because of|due to|thanks to|in spite of) [^.!?\n]+`,
  ].join(""),
  "gi",
);

/** Style guides leave the comma out after a short opening phrase ("In 2010 we moved"). */
const SHORT_OPENING_PHRASE_WORDS = 5;

const THERE_VERBS = new Set([
  "is",
  "are",
  "was",
  "were",
  "will",
  "would",
  "may",
  "might",
  "can",
  "could",
  "must",
  "should",
  "has",
  "have",
  "had",
  "seems",
  "seem",
  "seemed",
]);

/** "there is", "there were": a main clause that opens with "there". */
function thereAndVerbAt(terms: TaggedTerm[], k: number): boolean {
  const there = terms[k] as TaggedTerm;
  return (
    there.text.toLowerCase() === "there" && there.post.trim() === "" && THERE_VERBS.has((terms[k + 1] as TaggedTerm).text.toLowerCase())
  );
}

/**
 * Index of the term that starts the main clause after an opening phrase
 * without a verb of its own (a gerund may lead it: "After finishing the
 * work the team left"); -1 when unclear. The main clause must open with a
 * determiner and its noun, or with "there": after a pronoun it cannot be told
 * from a clause that describes the noun before it ("In the most serious tone
 * I could muster I asked").
 */
function mainClauseAfterPhrase(terms: TaggedTerm[]): number {
  for (let k = 1; k < terms.length - 1; k++) {
    const previous = terms[k - 1] as TaggedTerm;
    if (CLAUSE_BREAK.test(previous.post) || /[()"]/.test(previous.pre) || isPunctuationTerm(previous)) return -1;
    if (isVerb(previous) && !previous.tags.includes("Gerund")) return -1;
    const candidate = terms[k] as TaggedTerm;
    if (k < SHORT_OPENING_PHRASE_WORDS || SUBJECT_PRONOUNS.has(candidate.text.toLowerCase())) continue;
    if (candidate.pre.trim() !== "" || previous.post.trim() !== "") return -1;
    if (!thereAndVerbAt(terms, k) && verbAfterSubject(terms, k) < 0) continue;
    const previousLinks =
      previous.tags.includes("Preposition") ||
      previous.tags.includes("Conjunction") ||
      NO_CLAUSE_BREAK_AFTER.has(previous.text.toLowerCase());
    if (previousLinks || continuesThePhraseBefore(previous) || !previous.tags.includes("Noun")) return -1;
    if (mayBeSubjectAndVerb(terms[k - 2] as TaggedTerm, previous)) return -1;
    return k;
  }
  return -1;
}

/**
 * "For whatever reason Americans love their stores": the tagger may take a
 * verb for the last noun of the opening phrase, when the word before it could
 * be its subject (a plural or a name).
 */
function mayBeSubjectAndVerb(before: TaggedTerm, previous: TaggedTerm): boolean {
  const couldBeSubject = before.tags.includes("Plural") || before.tags.includes("ProperNoun");
  return couldBeSubject && before.post.trim() === "" && isVerbWord(previous.text);
}

/** "In a market economy the price must…" → "In a market economy, the price must…". */
export function openingPhraseCommaEdits(text: string): Edit[] {
  return commasWhereTheMainClauseStarts(text, SENTENCE_OPENING_WITH_PREPOSITION, mainClauseAfterPhrase, "Comma after an opening phrase");
}
