import { MODAL_VERBS } from "../text/word-classes";
import { matchInitialCase, type Edit } from "./edits";
import { frequencyOfWord } from "./word-frequencies";

/**
 * Subject-verb agreement, which Harper does not check: "it are", "he have",
 * "she don't", "it mean", "everyone have", "this sentence have", "each
 * student are", and the other way, "they was", "people likes", "I has". A
 * rule fires only where the subject is certainly singular (or plural) and
 * certainly the subject, so correct text is left alone.
 */

const THIRD_PERSON_FORMS: ReadonlyMap<string, string> = new Map([
  ["are", "is"],
  ["have", "has"],
  ["haven't", "hasn't"],
  ["do", "does"],
  ["don't", "doesn't"],
]);

/**
 * Common verbs whose bare form after "he", "she" or "it" is always a slip
 * ("it mean" → "it means"). Left out: verbs that are also adverbs or
 * particles, "be" and the modals, and verbs whose past is the bare form
 * ("it cost ten dollars", "he read it", "she put it").
 */
const BARE_VERBS = new Set([
  "agree",
  "allow",
  "answer",
  "appear",
  "argue",
  "arrive",
  "ask",
  "become",
  "begin",
  "believe",
  "belong",
  "bring",
  "buy",
  "call",
  "care",
  "cause",
  "change",
  "check",
  "clean",
  "climb",
  "close",
  "come",
  "complain",
  "consist",
  "contain",
  "continue",
  "cook",
  "create",
  "cry",
  "dance",
  "decide",
  "depend",
  "describe",
  "destroy",
  "develop",
  "die",
  "disagree",
  "drink",
  "drive",
  "earn",
  "eat",
  "enjoy",
  "exist",
  "explain",
  "feel",
  "fight",
  "find",
  "finish",
  "fix",
  "fly",
  "follow",
  "forget",
  "get",
  "give",
  "go",
  "grow",
  "happen",
  "hate",
  "hear",
  "help",
  "hope",
  "include",
  "increase",
  "involve",
  "jump",
  "keep",
  "know",
  "laugh",
  "lead",
  "learn",
  "leave",
  "like",
  "listen",
  "live",
  "look",
  "lose",
  "love",
  "make",
  "matter",
  "mean",
  "miss",
  "move",
  "need",
  "offer",
  "open",
  "own",
  "pay",
  "plan",
  "play",
  "practice",
  "practise",
  "prefer",
  "produce",
  "provide",
  "reach",
  "realise",
  "realize",
  "reduce",
  "remain",
  "remember",
  "require",
  "return",
  "ride",
  "run",
  "save",
  "say",
  "seem",
  "sell",
  "send",
  "share",
  "show",
  "sing",
  "sit",
  "sleep",
  "smell",
  "smile",
  "sound",
  "speak",
  "spend",
  "stand",
  "start",
  "stay",
  "stop",
  "study",
  "swim",
  "take",
  "talk",
  "taste",
  "teach",
  "tell",
  "think",
  "travel",
  "try",
  "understand",
  "use",
  "visit",
  "wait",
  "wake",
  "walk",
  "want",
  "wash",
  "watch",
  "wear",
  "win",
  "wish",
  "work",
  "worry",
  "write",
]);

export function isCommonBareVerb(word: string): boolean {
  return BARE_VERBS.has(word.toLowerCase());
}

/** The regular -s form, of a verb or a noun: "go" → "goes", "try" → "tries", "reason" → "reasons". */
function withEndingS(word: string): string {
  if (/(?:s|sh|ch|x|z|o)$/.test(word)) return `${word}es`;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

/** The third-person singular of a regular or listed verb: "go" → "goes", "have" → "has", "mean" → "means". */
export function thirdPersonSingular(verb: string): string {
  return THIRD_PERSON_FORMS.get(verb) ?? withEndingS(verb);
}

/** A sentence or clause start, or a conjunction or wh-word: what follows is a subject. */
const CLAUSE_START =
  "(?:^|(?<=[.!?;:,]\\s*)|(?<=\\b(?:but|so|because|if|when|whenever|while|although|though|since|until|unless|that|what|where|why|how|whether|once|as)\\s+)" +
  // A sentence-opening adverb without its comma ("Nowadays everybody have…").
  "|(?<=(?:^|[.!?]\\s+)(?:nowadays|today|now|sometimes|usually|often|also|then|recently|finally|unfortunately|actually)\\s+))";

/**
 * Where a singular pronoun must be the subject. "Does it have", "let everyone
 * know" and "about it are" do not qualify. "and" and "or" do only for "it":
 * "Tom and he are" is a compound subject.
 */
const SINGULAR_SUBJECT = new RegExp(
  `${CLAUSE_START}(?:he|she|it|everyone|everybody|someone|somebody|anyone|anybody|` +
    `nobody|no one|everything|something|anything|nothing)\\s+|(?<=\\b(?:and|or)\\s+)it\\s+`,
  "gi",
);
/** "anything close to it", "something like that": after these, only are/have/do are read as verbs. */
const INDEFINITE_PRONOUN = /^(?:every|some|any|no)(?:one|body|thing)$|^no one$/i;

/** "insist that he have", "important that she take": the subjunctive keeps the bare form. */
const MANDATIVE_BEFORE =
  /\b(?:insist|demand|suggest|recommend|require|request|ask|propose|urge|essential|important|vital|necessary|crucial|imperative|condition)\w*\s+that\s+$/i;

/** The word after the subject, past one frequency adverb ("he never drive", "they always goes"). */
const VERB_AFTER = /^(?:(?:never|always|often|usually|sometimes|also|really|just|still|only|even|rarely|seldom)\s+)?([a-z]+n't|[a-z]+)\b/;

function verbAfter(text: string, start: number): { verb: string; at: number } | null {
  const match = VERB_AFTER.exec(text.slice(start));
  const verb = match?.[1];
  return match && verb ? { verb, at: start + match[0].length - verb.length } : null;
}

function singularSubjectEdits(text: string): Edit[] {
  const edits: Edit[] = [];
  for (const match of text.matchAll(SINGULAR_SUBJECT)) {
    const found = verbAfter(text, match.index + match[0].length);
    const indefinite = INDEFINITE_PRONOUN.test(match[0].trim());
    if (!found || !(THIRD_PERSON_FORMS.has(found.verb) || (BARE_VERBS.has(found.verb) && !indefinite))) continue;
    if (found.verb !== "are" && MANDATIVE_BEFORE.test(text.slice(0, match.index))) continue;
    // "It use to be" means "used to"; "what it like" means "what it's like": neither is an agreement slip.
    if (found.verb === "use" && /^\s+to\b/.test(text.slice(found.at + found.verb.length))) continue;
    if (found.verb === "like" && /^it$/i.test(match[0].trim())) continue;
    edits.push({
      start: found.at,
      end: found.at + found.verb.length,
      replacement: thirdPersonSingular(found.verb),
      reason: SINGULAR_REASON,
    });
  }
  return edits;
}

const SINGULAR_REASON = "The verb agrees with a singular subject";
const PLURAL_REASON = "The verb agrees with a plural subject";
const FIRST_PERSON_REASON = "The verb agrees with “I”";

/** Singular verb forms and what a plural subject (and mostly "I") takes instead. */
const PLURAL_FORMS: ReadonlyMap<string, string> = new Map([
  ["was", "were"],
  ["wasn't", "weren't"],
  ["is", "are"],
  ["isn't", "aren't"],
  ["has", "have"],
  ["hasn't", "haven't"],
  ["does", "do"],
  ["doesn't", "don't"],
  ...[...BARE_VERBS].map((verb) => [thirdPersonSingular(verb), verb] as const),
]);

/** "I" takes "am", not "are", and keeps "was". */
function formForI(verb: string): string | undefined {
  if (verb === "is" || verb === "are") return "am";
  if (verb === "was" || verb === "wasn't" || verb === "isn't") return undefined;
  return PLURAL_FORMS.get(verb);
}

/**
 * "we" and "they" are always subjects. So is "I", unless it is part of a
 * compound ("Tom and I", but ", and I" starts a clause) or a Roman numeral
 * after a name ("World War I is", "Part I has"). "you" counts only at a
 * clause start ("the man who saw you likes it" is right), and so does
 * "people", maybe after a quantifier ("Lastly, some people needs"):
 * elsewhere it is often the object of a preposition or a gerund ("illness in
 * young people often develops", "helping people is").
 */
const PLURAL_SUBJECT = new RegExp(
  `\\b(?:we|they)\\s+|${CLAUSE_START}(?:you|(?:(?:a lot of|lots of|many|most|some|other|these|those|the)\\s+)?people)\\s+`,
  "gi",
);
/** A lower-case "i" only opening a sentence: elsewhere it may be a variable ("the row i is read"). */
const FIRST_PERSON_SUBJECT = /(?<!(?<![,;]\s*)\b(?:and|or)\s+|\b[A-Z][a-z]*\s+)\bI\s+|(?:^|(?<=[.!?]\s+))i\s+/g;

function pluralSubjectEdits(text: string): Edit[] {
  const edits: Edit[] = [];
  for (const match of [...text.matchAll(PLURAL_SUBJECT), ...text.matchAll(FIRST_PERSON_SUBJECT)]) {
    const subject = match[0].trim().toLowerCase();
    const found = verbAfter(text, match.index + match[0].length);
    if (!found) continue;
    const wanted = subject === "i" ? formForI(found.verb) : PLURAL_FORMS.get(found.verb);
    if (!wanted) continue;
    edits.push({
      start: found.at,
      end: found.at + found.verb.length,
      replacement: wanted,
      reason: subject === "i" ? FIRST_PERSON_REASON : PLURAL_REASON,
    });
  }
  return edits;
}

/**
 * Words that can follow "this", "each" or "every" without being a singular
 * noun: plurals without an -s, pronouns (the rules above read those),
 * quantifiers, adverbs, modals, conjunctions and other small words ("this and
 * don't", "to each his own").
 */
const NOT_SINGULAR_NOUNS = new Set([
  "people",
  "children",
  "men",
  "women",
  "police",
  "cattle",
  "staff",
  "data",
  "media",
  "criteria",
  "phenomena",
  "feet",
  "teeth",
  "mice",
  "geese",
  "fish",
  "sheep",
  "deer",
  "aircraft",
  "offspring",
  "many",
  "some",
  "all",
  "few",
  "both",
  "most",
  "several",
  "more",
  "none",
  "such",
  "other",
  "one",
  "they",
  "we",
  "you",
  "i",
  "he",
  "she",
  "it",
  "him",
  "her",
  "his",
  "its",
  "me",
  "us",
  "them",
  "this",
  "these",
  "those",
  "there",
  "here",
  "who",
  "which",
  "what",
  "where",
  "when",
  "how",
  "why",
  "also",
  "still",
  "just",
  "never",
  "always",
  "often",
  "already",
  "even",
  "only",
  "then",
  "now",
  "once",
  "usually",
  "sometimes",
  "actually",
  "really",
  "the",
  "a",
  "an",
  "to",
  "not",
  "and",
  "or",
  "but",
  "so",
  "if",
  "as",
  ...MODAL_VERBS,
  "is",
  "was",
  "were",
  "be",
  "been",
  "has",
  "had",
  "does",
  "did",
]);

/**
 * "this sentence have", "each student are", "every child don't": a singular
 * determiner, one singular noun, then a plural verb form. "this" counts only
 * at a clause start: elsewhere "this law" is often an object ("attempts to
 * evade this law have failed"). Words ending in -s (but not -ss) and adverbs
 * in -ly are skipped: they may be plurals or modify the verb of a relative
 * clause ("the things that really have changed").
 */
const DETERMINER_SUBJECT = new RegExp(`(?:${CLAUSE_START}this|\\b(?:each|every))\\s+([a-z]+)\\s+(are|have|haven't|do|don't)\\b`, "gi");

/**
 * Where "this place" cannot be the subject: after a preposition ("the owners
 * of this place are"), a participle ("videos depicting this craze have") or
 * an auxiliary of a question ("does this smuck have").
 */
const NOT_SUBJECT_BEFORE = new RegExp(
  [
    String.raw`\b(?:of|in|on|at|to|for|with|from|by|about|like|than|into|onto|`,
    String.raw`over|under|after|before|during|without|within|through|\w+ing|`,
    String.raw`\w+ed|do|does|did|will|would|can|could|should|may|might|must)\s+$`,
  ].join(""),
  "i",
);

/** "this year", "this long": adverbial, so the subject is elsewhere ("Prices this year have risen"). */
const ADVERBIAL_NOUNS = new Set([
  "long",
  "much",
  "far",
  "way",
  "time",
  "year",
  "month",
  "week",
  "day",
  "morning",
  "evening",
  "afternoon",
  "night",
  "summer",
  "winter",
  "spring",
  "autumn",
  "fall",
  "weekend",
  "season",
  "semester",
  "term",
  "quarter",
]);

function isSingularNoun(word: string): boolean {
  const notANoun = NOT_SINGULAR_NOUNS.has(word) || ADVERBIAL_NOUNS.has(word) || BARE_VERBS.has(word) || THIRD_PERSON_FORMS.has(word);
  return !notANoun && !/(?:[^s]s|ly)$/.test(word);
}

function determinerSubjectEdits(text: string): Edit[] {
  const edits: Edit[] = [];
  for (const match of text.matchAll(DETERMINER_SUBJECT)) {
    const noun = (match[1] as string).toLowerCase();
    const verb = match[2] as string;
    if (!isSingularNoun(noun) || /[A-Z]/.test(match[1] as string) || NOT_SUBJECT_BEFORE.test(text.slice(0, match.index))) continue;
    const start = match.index + match[0].length - verb.length;
    edits.push({
      start,
      end: start + verb.length,
      replacement: matchInitialCase(verb, thirdPersonSingular(verb.toLowerCase())),
      reason: SINGULAR_REASON,
    });
  }
  return edits;
}

/** Nouns in -s that are singular or have no other form ("each means of transport", "every series"). */
const INVARIANT_IN_S = /^(?:means|series|species|news|thanks|headquarters|crossroads|whereabouts|\w+ics)$/;

function singularOf(plural: string): string {
  if (/ies$/.test(plural)) return `${plural.slice(0, -3)}y`;
  if (/(?:ch|sh|x|ss)es$/.test(plural)) return plural.slice(0, -2);
  return plural.slice(0, -1);
}

/** "every days" → "every day", "each students" → "each student", "each others" → "each other". */
const EVERY_PLURAL = /\b(?:every|each) ([a-z]+[^su']s)\b/gi;

function singularAfterEveryEdits(text: string): Edit[] {
  const edits: Edit[] = [];
  for (const match of text.matchAll(EVERY_PLURAL)) {
    const plural = match[1] as string;
    const singular = singularOf(plural.toLowerCase());
    // "Each takes ten minutes": after a bare "each" the word may be its verb.
    const isVerb = BARE_VERBS.has(singular) || PLURAL_FORMS.has(plural.toLowerCase());
    const invalid =
      INVARIANT_IN_S.test(plural.toLowerCase()) || NOT_SINGULAR_NOUNS.has(plural.toLowerCase()) || singular.length < 3 || isVerb;
    if (invalid || frequencyOfWord(singular) < 20 || frequencyOfWord(plural) === 0) continue;
    const start = match.index + match[0].length - plural.length;
    edits.push({
      start,
      end: start + plural.length,
      replacement: matchInitialCase(plural, singular),
      reason: "“Every” and “each” take a singular noun",
    });
  }
  return edits;
}

/**
 * "for this reasons" → "for these reasons". Only after a preposition, where
 * "this" is a determiner ("This helps." and "all this suggests" have a verb
 * after it), and only before a stop or a function word, so the plural is the
 * noun itself ("in this states' laws").
 */
const THIS_BEFORE_PLURAL = new RegExp(
  [
    String.raw`\b(?:for|of|in|on|at|to|with|from|about|by|during|among|between|after|`,
    String.raw`before)\s+(this)\s+([a-z]+[^su']s)(?=\s*[.,;:!?]|\s*$|\s+(?:are|`,
    String.raw`were|have|had|and|or|but|in|on|of|for|with|that|which|who|because)\b)`,
  ].join(""),
  "dgi",
);

/** A common plural of a common noun ("reasons", "cars"), not a verb in -s ("makes") nor a noun in -ics ("ethics"). */
function isClearPlural(plural: string): boolean {
  const singular = singularOf(plural);
  return !INVARIANT_IN_S.test(plural) && !PLURAL_FORMS.has(plural) && frequencyOfWord(singular) >= 20 && isCommonPlural(singular, plural);
}

function pluralDeterminerEdits(text: string): Edit[] {
  const edits: Edit[] = [];
  for (const match of text.matchAll(THIS_BEFORE_PLURAL)) {
    const plural = (match[2] as string).toLowerCase();
    if (NOT_SINGULAR_NOUNS.has(plural) || !isClearPlural(plural)) continue;
    const [start, end] = match.indices?.[1] as [number, number];
    edits.push({
      start,
      end,
      replacement: matchInitialCase(match[1] as string, "these"),
      reason: "“These”, not “this”, before a plural noun",
    });
  }
  return edits;
}

/**
 * "The list of items are on the table" → "is": the verb agrees with the head
 * noun, not the plural of its of-phrase. Only heads that are singular and
 * never a quantity: "a number of people are" and "the majority of voters
 * are" agree with the plural, so those heads are not on the list.
 */
const SINGULAR_HEAD_OF_PLURAL = new RegExp(
  `${CLAUSE_START}(?:the|this|that|each|every) (?:list|quality|cost|price|size|value|level|` +
    `rate|role|aim|purpose|goal|result|effect|impact|importance|lack|use|safety|health|` +
    `future) of (?:the |these |those |his |her |their |our |my |your |its |all )?[a-z]+s (are|were)\\b`,
  "dgi",
);

function singularHeadEdits(text: string): Edit[] {
  return [...text.matchAll(SINGULAR_HEAD_OF_PLURAL)].map((match) => {
    const [start, end] = match.indices?.[1] as [number, number];
    const verb = match[1] as string;
    return { start, end, replacement: matchInitialCase(verb, verb.toLowerCase() === "are" ? "is" : "was"), reason: SINGULAR_REASON };
  });
}

/** "There is a lot of reasons" → "There are a lot of reasons": the verb agrees with the plural after "a lot of". */
const THERE_IS_A_LOT_OF = /\bthere\s+(is|was)\s+(?:a lot|lots|plenty|a number)\s+of\s+([a-z]+[^su']s)\b/dgi;

function thereAreALotOfEdits(text: string): Edit[] {
  const edits: Edit[] = [];
  for (const match of text.matchAll(THERE_IS_A_LOT_OF)) {
    if (!isClearPlural((match[2] as string).toLowerCase())) continue;
    const [start, end] = match.indices?.[1] as [number, number];
    const verb = match[1] as string;
    edits.push({ start, end, replacement: matchInitialCase(verb, verb.toLowerCase() === "is" ? "are" : "were"), reason: PLURAL_REASON });
  }
  return edits;
}

/**
 * Words after a quantifier that are not a countable noun missing its -s:
 * determiners, uncountable nouns, adjectives used as complements ("get
 * those right") and verbs, which make the quantifier a pronoun ("many
 * suggest", "three admit", "those hurt").
 */
const NOT_COUNT_NOUNS = new Set([
  "other",
  "more",
  "less",
  "much",
  "such",
  "own",
  "same",
  "kind",
  "sort",
  "type",
  "percent",
  "hundred",
  "thousand",
  "million",
  "billion",
  "dozen",
  "people",
  "children",
  "information",
  "advice",
  "equipment",
  "furniture",
  "news",
  "right",
  "wrong",
  "good",
  "bad",
  "different",
  "free",
  "ready",
  "sure",
  "true",
  "able",
  "new",
  "old",
  "hurt",
  "cut",
  "put",
  "set",
  "hit",
  "let",
  "cost",
  "shut",
  "quit",
  "spread",
  "read",
  "suggest",
  "admit",
  "claim",
  "report",
  "fail",
  "succeed",
  "attend",
  "vote",
  "survive",
  "suffer",
  "object",
  "fear",
  "struggle",
  "rely",
  "vary",
  "differ",
  "cope",
  "wonder",
  "hesitate",
  "flee",
  "present",
  "absent",
]);

/**
 * "many reason why" → "many reasons why": a plural quantifier, then a noun
 * without its -s. Only when a function word or punctuation follows, so the
 * word is the noun itself and not the first of two ("many car owners"), and
 * only for nouns whose plural is common (not mass nouns like "energy"). Not
 * after "a" ("a two hour drive"), a determiner ("its number four position",
 * "the three stare") or a capitalised word inside a sentence ("Division Two
 * side").
 */
const QUANTIFIER_SINGULAR = new RegExp(
  [
    String.raw`(?<!\b(?:[Aa]n?|[Tt]he|[Ii]ts|[Hh]is|[Hh]er|[Tt]heir|[Oo]ur|[Mm]y|[Yy]our|[Nn]o|`,
    String.raw`[Nn]umber|[Tt]op)\s+)(?<!(?<!^|[.!?]\s+)\b[A-Z]\w*\s+)(?:(?<=^|[.!?]\s+)(?:Many|`,
    "Several|Few|Various|Numerous|These|Those|Two|Three|Four|Five|Six|Seven|Eight|",
    String.raw`Nine|Ten)|\b(?:many|several|few|various|numerous|these|those|two|three|four|`,
    String.raw`five|six|seven|eight|nine|ten))\s+([a-z]{3,})(?=\s*(?:[.,;:!?]|$)|\s+(?:of|in|`,
    String.raw`on|for|with|which|who|why|are|were|have|had|can|could|will|would|from|at|by)\b)`,
  ].join(""),
  "dg",
);

/** The plural is a common word, and common next to the singular: "energies" is rare beside "energy", a mass noun. */
function isCommonPlural(singular: string, plural: string): boolean {
  const pluralCount = frequencyOfWord(plural);
  return pluralCount >= 20 && pluralCount >= 0.1 * frequencyOfWord(singular);
}

/**
 * "Many student use their phones": the quantifier's noun, then a verb that
 * takes an object. The object (a determiner or pronoun after the verb) shows
 * the verb is a verb and not the second half of a compound noun.
 */
const QUANTIFIER_SINGULAR_BEFORE_VERB = new RegExp(
  `(?<=(?:^|[.!?,;]\\s+|\\b(?:and|but|because|that|so|if|when)\\s+))(?:many|several|few|various|` +
    `numerous|these|those|two|three|four|five)\\s+([a-z]{3,})\\s+(?:${[...BARE_VERBS].join("|")})\\s+(?:the|` +
    `a|an|their|his|her|my|our|your|its|this|that|these|those|them|it|us|me|him)\\b`,
  "dgi",
);

function pluralAfterQuantifierEdits(text: string): Edit[] {
  const edits: Edit[] = [];
  for (const match of [...text.matchAll(QUANTIFIER_SINGULAR), ...text.matchAll(QUANTIFIER_SINGULAR_BEFORE_VERB)]) {
    const noun = match[1] as string;
    const plural = withEndingS(noun.toLowerCase());
    // "Too many live in poverty", "Many fear for…": a verb after "many" makes it a pronoun.
    if (/s$/.test(noun) || NOT_COUNT_NOUNS.has(noun) || BARE_VERBS.has(noun) || !isCommonPlural(noun, plural)) continue;
    const [start, end] = match.indices?.[1] as [number, number];
    edits.push({ start, end, replacement: plural, reason: "A plural noun after “many”, “several”, “these”…" });
  }
  return edits;
}

/**
 * "The results of the study shows" → "show": a plural head noun opening the
 * clause, an of-phrase of a determiner and one word, then a singular verb
 * that agrees with the nearer noun instead of the head.
 */
const PLURAL_HEAD_OF_PHRASE = new RegExp(
  `${CLAUSE_START}(?:the|these|those|many|some|most|all)\\s+([a-z]+s)\\s+of\\s+(?:the|a|an|this|that|his|her|their|our|my|your|its)\\s+[a-z]+\\s+([a-z]+)\\b`,
  "gi",
);

function pluralHeadEdits(text: string): Edit[] {
  const edits: Edit[] = [];
  for (const match of text.matchAll(PLURAL_HEAD_OF_PHRASE)) {
    const head = (match[1] as string).toLowerCase();
    const verb = match[2] as string;
    const wanted = PLURAL_FORMS.get(verb);
    // "the chaos of the scene was": the head must be the plural of a common singular.
    const singular = singularOf(head);
    if (!wanted || /ss$/.test(head) || INVARIANT_IN_S.test(head) || frequencyOfWord(singular) < 20 || !isCommonPlural(singular, head))
      continue;
    const start = match.index + match[0].length - verb.length;
    edits.push({ start, end: start + verb.length, replacement: wanted, reason: PLURAL_REASON });
  }
  return edits;
}

export function agreementEdits(text: string): Edit[] {
  return [
    ...singularSubjectEdits(text),
    ...pluralSubjectEdits(text),
    ...determinerSubjectEdits(text),
    ...singularAfterEveryEdits(text),
    ...pluralAfterQuantifierEdits(text),
    ...pluralDeterminerEdits(text),
    ...thereAreALotOfEdits(text),
    ...singularHeadEdits(text),
    ...pluralHeadEdits(text),
  ];
}
