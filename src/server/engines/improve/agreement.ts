import { matchInitialCase, type Edit } from "./edits.js";

/**
 * Subject-verb agreement for singular subjects Harper does not check: "it are",
 * "he have", "she don't", "it mean", "this sentence have", "each student
 * are". A rule fires only where the subject is certainly singular and
 * certainly the subject, so correct text is left alone.
 */

const THIRD_PERSON_FORMS: ReadonlyMap<string, string> = new Map([
  ["are", "is"], ["have", "has"], ["haven't", "hasn't"], ["do", "does"], ["don't", "doesn't"],
]);

/**
 * Common verbs whose bare form after "he", "she" or "it" is always a slip
 * ("it mean" → "it means"). Left out: verbs that are also adverbs or
 * particles, "be" and the modals, and verbs whose past is the bare form
 * ("it cost ten dollars", "he read it", "she put it").
 */
const BARE_VERBS = new Set([
  "agree", "allow", "answer", "appear", "ask", "become", "begin", "believe", "belong", "bring", "buy", "call", "care", "cause",
  "change", "come", "consist", "contain", "continue", "create", "decide", "depend", "describe", "destroy",
  "develop", "die", "disagree", "eat", "enjoy", "exist", "explain", "feel", "find", "follow", "forget", "get",
  "give", "go", "grow", "happen", "hate", "hear", "help", "hope", "include", "increase", "involve", "keep", "know",
  "lead", "learn", "leave", "like", "live", "look", "lose", "love", "make", "matter", "mean", "need", "offer",
  "play", "prefer", "produce", "provide", "reach", "realise", "realize", "reduce", "remain", "remember", "require",
  "run", "say", "seem", "sell", "show", "sound", "spend", "start", "stay", "stop", "take", "teach", "tell",
  "smell", "speak", "study", "taste", "talk", "think", "travel", "try", "understand", "use", "visit", "wait", "walk",
  "want", "watch", "win", "work", "worry", "write",
]);

/** The third-person singular of a regular or listed verb: "go" → "goes", "try" → "tries", "mean" → "means". */
export function thirdPersonSingular(verb: string): string {
  const known = THIRD_PERSON_FORMS.get(verb);
  if (known) return known;
  if (/(?:s|sh|ch|x|z|o)$/.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

/**
 * Where "he", "she" or "it" must be the subject: a sentence or clause start,
 * or after a conjunction or wh-word. "Does it have", "let it go" and "about it
 * are" do not qualify. "and" and "or" do only for "it": "Tom and he are" is a
 * compound subject.
 */
const SUBJECT_PRONOUN = new RegExp(
  "(?:^|(?<=[.!?;:,]\\s*)|(?<=\\b(?:but|so|because|if|when|whenever|while|although|though|since|until|unless|that|what|where|why|how|whether|once|as)\\s+))" +
    "(?:he|she|it)\\s+|(?<=\\b(?:and|or)\\s+)it\\s+",
  "gi",
);

/** "insist that he have", "important that she take": the subjunctive keeps the bare form. */
const MANDATIVE_BEFORE = /\b(?:insist|demand|suggest|recommend|require|request|ask|propose|urge|essential|important|vital|necessary|crucial|imperative)\w*\s+that\s+$/i;

const WORD_AFTER = /^([a-z]+n't|[a-z]+)\b/;

function pronounSubjectEdits(text: string): Edit[] {
  const edits: Edit[] = [];
  for (const match of text.matchAll(SUBJECT_PRONOUN)) {
    const start = match.index + match[0].length;
    const verb = WORD_AFTER.exec(text.slice(start))?.[1];
    if (!verb || !(THIRD_PERSON_FORMS.has(verb) || BARE_VERBS.has(verb))) continue;
    if (verb !== "are" && MANDATIVE_BEFORE.test(text.slice(0, match.index))) continue;
    edits.push({ start, end: start + verb.length, replacement: thirdPersonSingular(verb), reason: "The verb agrees with a singular subject" });
  }
  return edits;
}

/** Plurals without an -s, pronouns (the rule above reads those), modals and other words that are not a singular subject. */
const NOT_SINGULAR = new Set([
  "people", "children", "men", "women", "police", "cattle", "staff", "data", "media", "criteria", "phenomena",
  "feet", "teeth", "mice", "geese", "fish", "sheep", "deer", "aircraft", "offspring", "many", "some", "all", "few", "both", "most", "several", "more", "none", "such",
  "other", "they", "we", "you", "i", "he", "she", "it", "him", "her", "me", "us", "them", "there", "here", "who", "which", "what", "also", "still", "just", "never", "always", "often", "already",
  "even", "only", "then", "now", "once", "usually", "sometimes", "actually", "really", "the", "a", "an", "to", "not",
  "will", "would", "can", "could", "shall", "should", "may", "might", "must", "does", "did", "had", "was", "were",
]);

/**
 * "this sentence have", "each student are", "every child don't": a singular
 * determiner, one singular noun, then a plural verb form. Words ending in -s
 * (but not -ss) and adverbs in -ly are skipped: they may be plurals or modify
 * the verb of a relative clause ("the things that really have changed").
 */
const DETERMINER_SUBJECT = /\b(?:this|that|each|every)\s+([a-z]+)\s+(are|have|haven't|do|don't)\b/gi;

function determinerSubjectEdits(text: string): Edit[] {
  const edits: Edit[] = [];
  for (const match of text.matchAll(DETERMINER_SUBJECT)) {
    const noun = (match[1] as string).toLowerCase();
    const verb = match[2] as string;
    if (NOT_SINGULAR.has(noun) || /(?:[^s]s|ly)$/.test(noun) || /[A-Z]/.test(match[1] as string)) continue;
    const start = match.index + match[0].length - verb.length;
    edits.push({ start, end: start + verb.length, replacement: matchInitialCase(verb, thirdPersonSingular(verb.toLowerCase())), reason: "The verb agrees with a singular subject" });
  }
  return edits;
}

export function agreementEdits(text: string): Edit[] {
  return [...pronounSubjectEdits(text), ...determinerSubjectEdits(text)].sort((a, b) => a.start - b.start);
}
