import { isCommonBareVerb } from "./agreement";
import type { Edit } from "./edits";
import { objectForm } from "./pronouns";
import { bareOfSForm, isBareVerb, verbForms } from "./word-forms";

/**
 * What follows a verb: learners carry over their own language's pattern
 * ("want that you come", "make him to wait", "enjoy to swim"). Each rule
 * fires only before a verb, so the same words before a noun stay.
 */

/**
 * "I want that you come" → "I want you to come": "want" takes an object and
 * "to", not a "that"-clause. Only before a subject pronoun and a bare or -s
 * verb (with an optional "should", "will" or "can"), so "I want that book you
 * gave me" stays. "I want that I can go" is "I want to go".
 */
const WANT_THAT =
  /\b(want|wants|wanted|would like|'d like) that (i|we|you|they|he|she|it) (?:(?:should|will|would|can|could|must) )?([a-z]+)\b/gi;

/** The bare form of a verb written bare or with -s ("come", "comes"); "is", "are", "am" give "be". */
function bareOf(verb: string): string | null {
  const lower = verb.toLowerCase();
  if (/^(?:am|is|are)$/.test(lower)) return "be";
  if (isCommonBareVerb(lower)) return lower;
  return bareOfSForm(lower) ?? (!lower.endsWith("s") && isBareVerb(lower) ? lower : null);
}

export function wantThatEdits(text: string): Edit[] {
  return [...text.matchAll(WANT_THAT)].flatMap((match) => {
    const [whole, want = "", subject = "", verb = ""] = match;
    const bare = bareOf(verb);
    if (!bare) return [];
    const wanter = /(\w+)\s*$/.exec(text.slice(0, match.index))?.[1]?.toLowerCase();
    const object = wanter === subject.toLowerCase() ? "" : ` ${objectForm(subject) ?? subject.toLowerCase()}`;
    return [
      {
        start: match.index,
        end: match.index + whole.length,
        replacement: `${want}${object} to ${bare}`,
        reason: "“Want someone to do”, not “want that someone does”",
      },
    ];
  });
}

/**
 * "He made me to wait", "Let me to explain" → without "to": "make" and "let"
 * take a person and the bare verb. "help" takes either and is left out, and
 * so is "it": "make it to work" means to get there.
 */
const CAUSATIVE_TO = /\b(?:make|makes|made|making|let|lets|letting) (?:me|you|him|her|us|them) (to )([a-z]+)\b/gi;

export function causativeToEdits(text: string): Edit[] {
  return [...text.matchAll(CAUSATIVE_TO)].flatMap((match) => {
    const [whole, to = "", verb = ""] = match;
    if (!isBareVerb(verb.toLowerCase())) return [];
    const start = match.index + whole.length - verb.length - to.length;
    return [{ start, end: start + to.length, replacement: "", reason: "“Make” and “let” take the bare verb: “made me wait”" }];
  });
}

/**
 * "I enjoy to swim" → "I enjoy swimming": these verbs take an -ing form,
 * never "to". Left out: "mind" and "practice", nouns as often ("the mind to
 * wander", "a top-10 finish to qualify"), and "consider" ("is considered to be").
 * After "be" the verb is a passive with a purpose after it ("can be avoided
 * to help"), and stays.
 */
const GERUND_TAKING_TO = new RegExp(
  [
    String.raw`(?<!\b(?:be|been|being|is|are|was|were)\s+)\b(?:enjoy|enjoys|enjoyed|`,
    "enjoying|avoid|avoids|avoided|avoiding|finished|finishing|dislike|",
    String.raw`disliked|postpone|postpones|postponed|suggest|suggests) to ([a-z]+)\b`,
  ].join(""),
  "dgi",
);

/** "suggested" only after its subject: "One solution suggested to improve schools is…" is a passive. */
const SUGGESTED_TO = /(?<=\b(?:I|we|you|they|he|she|[A-Z][a-z]+)(?: [a-z]+ly)? )suggested to ([a-z]+)\b/dg;

/**
 * "I am used to get up early" → "used to getting up": being or getting used to
 * something takes the -ing form. Only with "I", "we" or "you" as the subject,
 * or "get used to", and only before a common verb: "They are used to break
 * rocks" and "It is used to make bread" are passives with a purpose, and "got
 * used to prison" ends in a noun.
 */
const USED_TO_A_HABIT = /\b(?:(?:I|we|you) (?:am|are|was|were)|I'm|we're|you're|get|gets|got|getting|gotten) used to ([a-z]+)\b/dgi;

interface GerundPattern {
  /** Group 1 is the verb after "to". */
  pattern: RegExp;
  isVerb: (word: string) => boolean;
  /** "enjoy to swim" loses its "to"; "used to getting up" keeps it. */
  dropsTo: boolean;
  reason: string;
}

const TAKES_GERUND = "“Enjoy”, “avoid”, “suggest” take an -ing form: “enjoy swimming”";

const GERUND_PATTERNS: readonly GerundPattern[] = [
  { pattern: GERUND_TAKING_TO, isVerb: isBareVerb, dropsTo: true, reason: TAKES_GERUND },
  { pattern: SUGGESTED_TO, isVerb: isBareVerb, dropsTo: true, reason: TAKES_GERUND },
  {
    pattern: USED_TO_A_HABIT,
    isVerb: isCommonBareVerb,
    dropsTo: false,
    reason: "“Used to” a habit takes an -ing form: “used to getting up”",
  },
];

export function gerundAfterVerbEdits(text: string): Edit[] {
  return GERUND_PATTERNS.flatMap(({ pattern, isVerb, dropsTo, reason }) =>
    [...text.matchAll(pattern)].flatMap((match) => {
      const verb = (match[1] as string).toLowerCase();
      const gerund = isVerb(verb) ? verbForms(verb).Gerund : undefined;
      if (!gerund) return [];
      const [verbStart, end] = match.indices?.[1] as [number, number];
      const start = dropsTo ? verbStart - "to ".length : verbStart;
      return [{ start, end, replacement: gerund, reason }];
    }),
  );
}

/**
 * "He can speaks three languages" → "can speak": a modal takes the bare verb.
 * "will" and "may" are left out ("the will", "May"), and so is "can" after a
 * determiner: "the can opens easily" is a tin. A modal that opens a question
 * or follows "not only" has its subject after it ("Could matters be worse?").
 */
const MODAL_WITH_S_FORM =
  /(?<!\b(?:the|a|this|that|each|every|only|nor)\s+|^|[.!?]\s+)\b(?:can|could|would|should|must|might|cannot|can't|couldn't|wouldn't|shouldn't) ([a-z]+s)\b/dgi;

/** Why a modal's verb was made bare, whatever form it had ("can speaks", "can asking"). */
export const MODAL_BARE_VERB_REASON = "After “can”, “must”, “should”, the bare verb";

export function modalBareVerbEdits(text: string): Edit[] {
  return [...text.matchAll(MODAL_WITH_S_FORM)].flatMap((match) => {
    const bare = bareOfSForm(match[1] as string);
    if (!bare) return [];
    const [start, end] = match.indices?.[1] as [number, number];
    return [{ start, end, replacement: bare, reason: MODAL_BARE_VERB_REASON }];
  });
}

export function verbComplementEdits(text: string): Edit[] {
  return [...wantThatEdits(text), ...causativeToEdits(text), ...gerundAfterVerbEdits(text), ...modalBareVerbEdits(text)];
}
