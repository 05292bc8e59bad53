import nlp from "compromise";
import { isAbbreviation } from "../text/abbreviations.js";
import { matchInitialCase, type Edit } from "./edits.js";
import { isObjectPronoun, objectForm, subjectForm } from "./pronouns.js";
import { verbForms } from "./word-forms.js";

/**
 * Our own clarity and style rules. Each rule only fires on a pattern that is
 * wrong or needlessly long in almost every context, because the Improver must
 * leave correct text alone.
 */

/** Wordy phrase → plain equivalent. Only phrases whose short form means the same everywhere. */
const WORDY_PHRASES: ReadonlyArray<readonly [string, string]> = [
  ["due to the fact that", "because"],
  ["owing to the fact that", "because"],
  ["in spite of the fact that", "although"],
  ["despite the fact that", "although"],
  ["in light of the fact that", "because"],
  ["at this point in time", "now"],
  ["at the present time", "now"],
  ["in the event that", "if"],
  ["for the purpose of", "for"],
  ["in close proximity to", "near"],
  ["until such time as", "until"],
  ["with the exception of", "except"],
  ["in the near future", "soon"],
  ["a large number of", "many"],
  ["a great number of", "many"],
  ["the vast majority of", "most"],
  ["is in need of", "needs"],
  ["are in need of", "need"],
  ["first and foremost", "first"],
  ["give consideration to", "consider"],
  ["come to the conclusion that", "conclude that"],
  ["make a decision", "decide"],
  ["in a timely manner", "promptly"],
  ["on a daily basis", "daily"],
  ["on a regular basis", "regularly"],
];

/** Repeats that are often right: "she had had enough", "that that", and a pronoun that ends one clause and opens the next ("if they fire you you lose", "gave her her keys"). */
const LEGITIMATE_REPEATS = new Set([
  "had", "that", "is", "do", "can", "bye", "so", "very", "no", "ha", "ho", "yeah", "knock", "you", "it", "her",
  "really", "blah", "la", "na", "go", "tick", "tock", "bang", "chop", "ding", "yes", "now", "more", "far", "many",
  "cool", "well", "oh", "hey", "wait", "okay", "ok", "please", "sorry", "wow", "hmm", "um", "uh", "there", "come", "hush",
]);

/** Words that are never doubled on purpose ("the the", "to to"), even at the end of a phrase. */
const NEVER_DOUBLED = new Set([
  "a", "an", "the", "to", "of", "in", "on", "at", "for", "with", "by", "from", "and", "or", "but", "is", "are", "was", "were", "be",
  "i", "we", "they", "he", "she", "my", "your", "our", "their", "his", "its", "must", "will", "would", "should", "could",
]);

/** "cool cool.", "sure sure, fine": a word said twice as a phrase of its own is emphasis, not a slip. */
function isSaidTwiceForEmphasis(text: string, word: string, end: number): boolean {
  return !NEVER_DOUBLED.has(word.toLowerCase()) && /^\s*(?:[.,!?;:…)]|$)/.test(text.slice(end));
}

/** Words after which "a"/"an" is the letter or a label, not an article. */
const NOT_A_NOUN_PHRASE = new Set(["or", "and", "to", "of", "in", "is", "was", "the", "for", "if", "as", "on", "at", "by"]);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Quantifiers that take "of" before a determiner: "most students" but "most of their students". */
const QUANTIFIERS = new Set(["many", "most"]);
const DETERMINER_AHEAD = /^\s+(?:the|a|an|this|that|these|those|my|your|his|her|its|our|their|them|us|you|it)\b/i;

export function wordyPhraseEdits(text: string): Edit[] {
  const edits: Edit[] = [];
  for (const [phrase, plain] of WORDY_PHRASES) {
    const pattern = new RegExp(`\\b${escapeRegExp(phrase).replace(/ /g, "\\s+")}\\b`, "gi");
    for (const match of text.matchAll(pattern)) {
      const end = match.index + match[0].length;
      const keepsOf = QUANTIFIERS.has(plain) && DETERMINER_AHEAD.test(text.slice(end));
      edits.push({
        start: match.index,
        end,
        replacement: matchInitialCase(match[0], keepsOf ? `${plain} of` : plain),
        reason: "Wordy phrase",
      });
    }
  }
  return edits;
}

export function doubledSpaceEdits(text: string): Edit[] {
  return [...text.matchAll(/(?<=\S) {2,}(?=\S)/g)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    replacement: " ",
    reason: "Extra space",
  }));
}

/** "the slides ,and send" → "the slides, and send": no space before a comma or semicolon, one after it. */
export function spaceBeforeCommaEdits(text: string): Edit[] {
  return [...text.matchAll(/(?<=[\p{L}\d)"']) +([,;])(?=(\p{L})?)/gu)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    replacement: match[2] ? `${match[1]} ` : (match[1] as string),
    reason: match[1] === "," ? "Space before a comma" : "Space before a semicolon",
  }));
}

export function repeatedWordEdits(text: string): Edit[] {
  const edits: Edit[] = [];
  for (const match of text.matchAll(/\b([A-Za-z]+)(\s+)(\1)\b/gi)) {
    const word = match[1] ?? "";
    // "Walla Walla", "Bora Bora": a capitalised repeat is a name.
    const end = match.index + match[0].length;
    if (LEGITIMATE_REPEATS.has(word.toLowerCase()) || /^[A-Z]/.test(match[3] ?? "") || isSaidTwiceForEmphasis(text, word, end)) continue;
    const secondStart = match.index + word.length;
    edits.push({ start: secondStart, end, replacement: "", reason: "Repeated word" });
  }
  return edits;
}

/** Letters whose spoken name starts with a vowel sound (for acronyms such as "an FBI agent"). */
const VOWEL_SOUND_LETTERS = new Set("AEFHILMNORSX");
const CONSONANT_SOUND_VOWEL_STARTS = /^(uni|una|use|usu|usa|uti|ura|ure|uri|uro|ubiq|uk|uber|eu|ewe|one\b|once|u-)/i;
const SILENT_H_STARTS = /^(hour|honest|honor|honour|heir)/i;

/**
 * Whether an acronym is spelt out letter by letter ("an FBI agent", "an HTML
 * page"); one with vowels may be said as a word ("a NATO base", "a SIM card",
 * "a FIFA referee"), so its article is left as written.
 */
function isSpeltOut(acronym: string): boolean {
  return !/[AEIOU]/.test(acronym.slice(1));
}

function startsWithVowelSound(word: string): boolean | null {
  // "X-ray", "U-turn", "US-based": a capital letter before a hyphen is said as its name.
  if (/^[A-Z]{1,2}-/.test(word)) return VOWEL_SOUND_LETTERS.has(word.charAt(0));
  if (/^[A-Z]{2,}s?$/.test(word)) return isSpeltOut(word.replace(/s$/, "")) ? VOWEL_SOUND_LETTERS.has(word.charAt(0)) : null;
  if (SILENT_H_STARTS.test(word)) return true;
  if (CONSONANT_SOUND_VOWEL_STARTS.test(word)) return false;
  return /^[aeiou]/i.test(word);
}

/**
 * "a information about" → "information about". Only before a preposition,
 * a conjunction or a stop: "an information desk" and "a furniture store" are
 * compounds, and "a good knowledge of" is standard, so "knowledge" is left out.
 */
const ARTICLE_BEFORE_UNCOUNTABLE =
  /\b(an?) (information|advice|furniture|equipment|homework|luggage|baggage|feedback)(?=\s*[.,;:!?]|\s*$| (?:about|on|of|for|from|to|and|or|but|that|which|is|was|with|in)\b)/gi;

export function articleBeforeUncountableEdits(text: string): Edit[] {
  return [...text.matchAll(ARTICLE_BEFORE_UNCOUNTABLE)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    replacement: matchInitialCase(match[1] as string, match[2] as string),
    reason: "This noun takes no “a”",
  }));
}

export function indefiniteArticleEdits(text: string): Edit[] {
  const edits: Edit[] = [];
  for (const match of text.matchAll(/\b(a|an|A|An)(\s+)([A-Za-z][A-Za-z'-]*)/g)) {
    const article = match[1] ?? "";
    const next = match[3] ?? "";
    if (NOT_A_NOUN_PHRASE.has(next.toLowerCase()) || next.length === 1) continue;
    // A capitalised "A" mid-sentence is a label ("grade A student"), not an article.
    if (/^A/.test(article) && !isSentenceStart(text, match.index)) continue;
    const vowelSound = startsWithVowelSound(next);
    if (vowelSound === null) continue;
    const wanted = vowelSound ? "an" : "a";
    if (article.toLowerCase() === wanted) continue;
    edits.push({
      start: match.index,
      end: match.index + article.length,
      replacement: matchInitialCase(article, wanted),
      reason: wanted === "an" ? "Use “an” before a vowel sound" : "Use “a” before a consonant sound",
    });
  }
  return edits;
}

export function isSentenceStart(text: string, index: number): boolean {
  return /(?:^|[.!?:]["')\]]?\s+|\n\s*)$/.test(text.slice(0, index));
}

function endsWithAbbreviation(before: string): boolean {
  const lastWord = /([A-Za-z.]+)\.\s*$/.exec(before)?.[1] ?? "";
  return isAbbreviation(lastWord) || /^[A-Za-z]$/.test(lastWord) || /\.\.\s*$/.test(before);
}

/**
 * A chat written line by line in lower case ("yeah same\nglad i didn't tho")
 * keeps its register: capitals added after "?" and "." but not at the line
 * starts left it mixed. At least three lines, most of them starting in lower case.
 */
function writesInLowerCase(text: string): boolean {
  const lines = text.split("\n").filter((line) => /[A-Za-z]/.test(line));
  const lowerStarts = lines.filter((line) => /^\s*[a-z]/.test(line)).length;
  return lines.length >= 3 && lowerStarts * 2 > lines.length;
}

const SPEECH_VERB = "(?:said|says|asked|asks|shouted|shouts?|cried|cries|replied|replies|whispered|whispers?|yelled|yells?|muttered|mutters?|called|calls?)";
/** "said Reginald", "she asked", "you shout": the tag that tells who spoke. */
const SPEECH_TAG = new RegExp(`^(?:${SPEECH_VERB}\\b|(?:i|you|he|she|we|they)\\s+${SPEECH_VERB}\\b)`);

/**
 * After quoted speech the sentence goes on in lower case:
 * '"Are you coming?" she asked', '"I haven't..." he said', and, in writing
 * that leaves out the quotation marks, "How did a seal get in? said Reginald".
 */
function continuesAfterQuotedSpeech(before: string, after: string): boolean {
  if (/(?:[!?]|\.\.\.|…)["')\]]\s*$/.test(before)) return true;
  return /[!?]\s*$/.test(before) && SPEECH_TAG.test(after);
}

export function sentenceCapitalEdits(text: string): Edit[] {
  if (writesInLowerCase(text)) return [];
  const edits: Edit[] = [];
  const starts = [...text.matchAll(/(?:^|[.!?]["')\]]?[ \t]+)([a-z][a-z']*)/g)];
  for (const match of starts) {
    const word = match[1] ?? "";
    const wordStart = match.index + match[0].length - word.length;
    if (wordStart > 0 && endsWithAbbreviation(text.slice(0, wordStart))) continue;
    if (continuesAfterQuotedSpeech(text.slice(0, wordStart), text.slice(wordStart))) continue;
    edits.push({
      start: wordStart,
      end: wordStart + 1,
      replacement: word.charAt(0).toUpperCase(),
      reason: "Capital letter at the start of a sentence",
    });
  }
  return edits;
}

export function pronounIEdits(text: string): Edit[] {
  if (writesInLowerCase(text)) return [];
  return [...text.matchAll(/(?<![\w'’.-])i(?=\s|'m\b|'ve\b|'ll\b|'d\b|[,!?;:]|\.(?![a-z]\.))/g)].map((match) => ({
    start: match.index,
    end: match.index + 1,
    replacement: "I",
    reason: "Capital I",
  }));
}

/**
 * "by" also introduces places, times and means ("built by the river", "by
 * Friday", "by car"), and turning those into a subject reverses the sentence.
 * So the agent must be someone or something that acts: a person pronoun, a
 * name, a group, or a noun for people who do things ("researchers").
 */
const AGENT_NOUNS = new Set(
  "team company committee government council board staff police author artist scientist doctor nurse teacher manager director editor people person students student children child parents parent users user customers customer employees employee members member officials official authorities critics community public court jury judge agency department university school firm group family friend friends mother father crowd audience media press experts expert architect engineer computer machine software system program algorithm model study survey researcher researchers team".split(" "),
);
const PEOPLE_WHO_DO = /(?:ers|ors|ists|ians|ants|ents)$/;
const DATES = /\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|christmas|easter)\b/i;

function isLikelyAgent(agent: string): boolean {
  const words = agent.split(" ");
  const head = (words[words.length - 1] ?? "").toLowerCase();
  if (words.length === 1 && isObjectPronoun(head)) return true;
  if (DATES.test(agent)) return false;
  // A person's full name ("Toni Morrison"); one capitalised word is as often a method, brand or carrier ("by ELISA", "by PayPal", "by FedEx").
  if (words.length >= 2 && words.every((word) => /^[A-Z][a-z]+$/.test(word))) return true;
  return AGENT_NOUNS.has(head) || PEOPLE_WHO_DO.test(head);
}

/** The simple past of a participle ("seen" → "saw", "visited" → "visited"); null when the word is not one. */
export function simplePastOf(participle: string): string | null {
  const doc = nlp(participle);
  if (!doc.has("#Participle") && !doc.has("#PastTense")) return null;
  const infinitive = doc.verbs().toInfinitive().text();
  if (!infinitive) return null;
  return verbForms(infinitive).PastTense ?? null;
}

function lowerUnlessProper(phrase: string): string {
  const first = phrase.split(" ")[0] ?? "";
  const isProperNoun = nlp(first).has("#ProperNoun") || /^[A-Z]{2,}/.test(first);
  return isProperNoun || first === "I" ? phrase : phrase.charAt(0).toLowerCase() + phrase.slice(1);
}

/**
 * "The report was written by the team." → "The team wrote the report."
 * Only whole, short sentences of exactly that shape: anything longer needs a
 * person to decide what the sentence should say.
 */
export function passiveVoiceEdits(text: string): Edit[] {
  const edits: Edit[] = [];
  const sentencePattern = /(?<=^|[.!?]\s+)([A-Z][A-Za-z'-]*(?: [A-Za-z'-]+){0,3}) (was|were) ([a-z]+) by ((?:[A-Za-z'-]+ ){0,3}[A-Za-z'-]+)([.!?])(?=\s|$)/g;
  for (const match of text.matchAll(sentencePattern)) {
    const [whole, subject = "", , participle = "", agent = "", stop = ""] = match;
    const past = simplePastOf(participle);
    if (!past) continue;
    if (!isLikelyAgent(agent) || !nlp(subject).has("#Noun")) continue;
    const newSubject = subjectForm(agent);
    const newObject = objectForm(subject) ?? lowerUnlessProper(subject);
    const sentence = `${newSubject.charAt(0).toUpperCase()}${newSubject.slice(1)} ${past} ${newObject}${stop}`;
    edits.push({ start: match.index, end: match.index + whole.length, replacement: sentence, reason: "Passive voice: say who did it" });
  }
  return edits;
}

/**
 * Sentence openers that careful writers always follow with a comma ("However, I think…").
 * "Thus", "Also", "Therefore" and "Of course" are left out: without a comma they are still correct.
 * So are the short adverbials "Nowadays" and "In this case", after which style guides make the
 * comma optional ("Nowadays people work longer").
 */
const INTRODUCTORY_PHRASES = [
  "however", "moreover", "furthermore", "consequently", "firstly", "secondly", "thirdly", "lastly",
  "additionally", "for example", "for instance", "in addition", "in conclusion", "in my opinion",
  "on the other hand", "in other words", "as a result", "in summary", "to sum up",
  "first of all", "all in all", "last but not least", "to be honest", "in a nutshell", "on the contrary", "generally speaking",
  "as far as i am concerned", "as far as i'm concerned", "from my point of view", "in my view", "yes",
].sort((a, b) => b.length - a.length);

/** "Yes or no?", "Yes and no": a choice, not an answer. */
const YES_OR_NO = /^\s+(?:or|and|no|nor)\b/i;

/** "However much it costs…" uses "however" as "no matter how": no comma. */
const HOW_MUCH_HOWEVER = /^\s+(?:much|many|long|hard|far|often|little|few|small|large|big|good|bad|you|we|they|he|she|it)\b/i;

/**
 * "Second", "Third" open a sentence as adverbs only when a clause follows
 * ("Second, the cost…"); "Second place went to…" uses them as adjectives.
 */
const ORDINAL_OPENERS = /(?<=^|[.!?]["')\]]?\s+)(?:Second|Third)(?= (?:the|a|an|I|we|you|they|he|she|it|this|these|those|there|my|our|their|his|her|its|people|many|most|some|if|when)\b)/g;

/**
 * "In addition to the fee, we", "As a result of this work": these openers
 * may begin a longer phrase, and then the comma belongs after the whole of it.
 */
const LONGER_PHRASE_AFTER = /^(?:in addition|as a result)$/i;
const PHRASE_CONTINUES = /^\s+(?:to|of)\b/i;

export function introductoryCommaEdits(text: string): Edit[] {
  const edits: Edit[] = [];
  const alternatives = INTRODUCTORY_PHRASES.map((phrase) => phrase.replace(/ /g, "\\s+")).join("|");
  const pattern = new RegExp(`(?<=^|[.!?]["')\\]]?\\s+)(${alternatives})(?= [A-Za-z])`, "gi");
  const openers = [...text.matchAll(pattern), ...text.matchAll(ORDINAL_OPENERS)];
  for (const match of openers) {
    const end = match.index + match[0].length;
    if (/^however$/i.test(match[0]) && HOW_MUCH_HOWEVER.test(text.slice(end))) continue;
    if (/^yes$/i.test(match[0]) && YES_OR_NO.test(text.slice(end))) continue;
    if (LONGER_PHRASE_AFTER.test(match[0].replace(/\s+/g, " ")) && PHRASE_CONTINUES.test(text.slice(end))) continue;
    edits.push({ start: end, end, replacement: ",", reason: "Comma after an introductory phrase" });
  }
  return edits;
}

/**
 * "A younger person however will need time": "however" between a subject and
 * its verb is an aside, set off by a comma on each side. Only before a verb:
 * "however you like" and "however long it takes" mean "in whatever way", and
 * "tricky however it can" is two sentences run together, which a comma would
 * not mend.
 */
const BARE_MIDDLE_HOWEVER = /(?<=[A-Za-z]) however (?=([a-z]+)\b)/g;
const NOT_A_SUBJECT = new Set(["and", "but", "or", "nor", "that", "because", "if", "when", "to", "for", "of", "in", "on", "at", "with", "by"]);

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
    return [{ start, end, replacement: ", however,", reason: "Commas around \"however\" as an aside" }];
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
  "that", "which", "who", "whom", "whose", "what", "how", "why", "where", "if", "when", "because", "so", "and", "or", "but", "than", "as",
  "to", "of", "in", "on", "at", "for", "with", "about", "from", "by", "into", "like", "the", "a", "an", "my", "your", "his", "her", "our",
  "their", "its", "this", "these", "those", "not", "i", "you", "he", "she", "we", "they", "it", "me", "him", "us", "them",
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
  "the", "a", "an", "my", "your", "his", "our", "their", "its", "this", "these", "those",
  "many", "most", "some", "several", "few", "all", "both", "every", "each", "no",
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
  return ["Determiner", "Possessive", "Value", "Adverb"].some((tag) => tags.includes(tag)) || SUBJECT_DETERMINERS.has(previous.text.toLowerCase());
}

/** Index of the term that starts the main clause, after a subordinate clause whose conjunction is the first `opener` terms; -1 when unclear. */
const CLAUSE_BREAK = /[,;:()—–\-.!?"'`‘’“”]/;

function mainClauseStart(terms: TaggedTerm[], opener: number): number {
  const firstCandidate = Math.max(opener + 2, SHORT_OPENING_WORDS);
  // Punctuation already marks a break (or a quotation ends), or "then" marks the main clause.
  const breaksAfter = (term: TaggedTerm) => CLAUSE_BREAK.test(term.post) || /[()"]/.test(term.pre) || isPunctuationTerm(term) || term.text.toLowerCase() === "then";
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
  return commasWhereTheMainClauseStarts(text, SENTENCE_OPENING_WITH_SUBORDINATOR, (terms, candidate) => mainClauseStart(terms, opener(candidate)), "Comma after an opening clause");
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
const SENTENCE_OPENING_WITH_PREPOSITION =
  /(?<=^|[.!?]["')\]]?\s+)(?:in|on|at|for|with|without|during|after|before|despite|throughout|among|through|under|unlike|according to|because of|due to|thanks to|in spite of) [^.!?\n]+/gi;

/** Style guides leave the comma out after a short opening phrase ("In 2010 we moved"). */
const SHORT_OPENING_PHRASE_WORDS = 5;

const THERE_VERBS = new Set(["is", "are", "was", "were", "will", "would", "may", "might", "can", "could", "must", "should", "has", "have", "had", "seems", "seem", "seemed"]);

/** "there is", "there were": a main clause that opens with "there". */
function thereAndVerbAt(terms: TaggedTerm[], k: number): boolean {
  const there = terms[k] as TaggedTerm;
  return there.text.toLowerCase() === "there" && there.post.trim() === "" && THERE_VERBS.has((terms[k + 1] as TaggedTerm).text.toLowerCase());
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
    const previousLinks = previous.tags.includes("Preposition") || previous.tags.includes("Conjunction") || NO_CLAUSE_BREAK_AFTER.has(previous.text.toLowerCase());
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

/** "…with the board. Best, Tom": a letter's sign-off and name end it without a full stop. */
const SIGN_OFF_AT_END =
  /(?:^|[.!?]\s+)(?:best|best wishes|best regards|kind regards|warm regards|regards|thanks|many thanks|thank you|cheers|sincerely|yours sincerely|yours faithfully|yours truly|all the best|love),?\s+\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*)?$/iu;

const STRUCTURE_LINE = /^\s*(#|[-*+>|]|\d+[.)]|```)/;

/**
 * A chat ("see u then x") or a signature block ("Daniel Okafor" under "Kind
 * regards,") leaves its lines unpunctuated on purpose: the last line gets a
 * full stop only when every other line of prose ends with a mark.
 */
function otherLinesEndWithAMark(lines: string[]): boolean {
  return lines.slice(0, -1).every((line) => line.trim() === "" || STRUCTURE_LINE.test(line) || /[.!?:;,…"')\]]\s*$/.test(line));
}

/** A final paragraph of running prose that stops without a full stop. */
export function missingFullStopEdits(text: string): Edit[] {
  const lines = text.trimEnd().split("\n");
  const lastLine = lines[lines.length - 1] ?? "";
  const isProse = !STRUCTURE_LINE.test(lastLine) && lastLine.trim().split(/\s+/).length >= 5 && !SIGN_OFF_AT_END.test(lastLine.trim());
  const end = text.trimEnd().length;
  if (!isProse || !otherLinesEndWithAMark(lines) || !/[A-Za-z0-9]$/.test(text.trimEnd())) return [];
  return [{ start: end, end, replacement: ".", reason: "Full stop at the end of a sentence" }];
}

/** All our rules, most specific first so that they win overlaps. */
export function styleRuleEdits(text: string): Edit[] {
  return [
    ...passiveVoiceEdits(text),
    ...wordyPhraseEdits(text),
    ...repeatedWordEdits(text),
    ...articleBeforeUncountableEdits(text),
    ...indefiniteArticleEdits(text),
    ...pronounIEdits(text),
    ...sentenceCapitalEdits(text),
    ...doubledSpaceEdits(text),
    ...spaceBeforeCommaEdits(text),
    ...introductoryCommaEdits(text),
    ...asideHoweverCommaEdits(text),
    ...subordinateClauseCommaEdits(text),
    ...openingPhraseCommaEdits(text),
    ...missingFullStopEdits(text),
  ];
}
