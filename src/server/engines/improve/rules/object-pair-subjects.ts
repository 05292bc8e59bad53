import { isCommonBareVerb } from "../agreement";
import { matchInitialCase, type Edit } from "../edits";
import { subjectForm } from "../pronouns";
import { bareOfSForm } from "../word-forms";
import { isPastTenseForm } from "./irregular-verbs";

/** Either capitalisation of each word: they may open the sentence ("Because me and him…"). */
function eitherCase(words: string[]): string {
  return words.map((word) => `[${word[0]?.toUpperCase()}${word[0]}]${word.slice(1)}`).join("|");
}

/**
 * Where a clause, and so a subject, begins: a sentence start, or after a
 * conjunction ("because me and him went"). "after", "before" and "since" are
 * prepositions too ("the man before me and him was tall"): only at a sentence
 * start or after a comma. Never after a verb or another preposition ("told me
 * and him", "between me and him").
 */
const PAIR_CLAUSE_START =
  `(?<=^|[.!?]\\s+|\\b(?:${eitherCase(["because", "when", "while", "although", "if", "and", "but", "so"])})\\s+|` +
  `(?:^|[.!?,;]\\s+)(?:${eitherCase(["after", "before", "since"])})\\s+)`;

/**
 * "Me and him went" → "He and I went", "because me and my friend are" →
 * "because my friend and I are": object pronouns as the subject of a clause,
 * only before a verb, so "Me and my shadow." as a title or fragment stays.
 */
const OBJECT_PAIR_SUBJECT = new RegExp(
  `${PAIR_CLAUSE_START}([Mm]e|[Hh]im|[Hh]er) and (me|I|him|her|them|(?:my|his|her|our|their|the) [a-z]+|[A-Z][a-z]+)(?= ([a-z]+)\\b)`,
  "g",
);

/** "Nobody but me and him knew": "but" meaning "except" is a preposition. */
const BUT_AS_EXCEPT = /\b(?:nobody|no one|none|nothing|everyone|everybody|anyone|anybody|all)\s+but\s+$/i;

const FINITE_VERB = /^(?:am|are|were|was|is|have|had|has|will|would|can|could|should|might|must|do|did|went|got)$/;

const PLURAL_OF_SINGULAR_VERB: Readonly<Record<string, string>> = { is: "are", was: "were", has: "have", does: "do" };

/** A two-person subject takes the plural verb: "goes" → "go", "is" → "are"; null when the verb already fits. */
function pluralVerbFor(verb: string): string | null {
  const lower = verb.toLowerCase();
  if (lower in PLURAL_OF_SINGULAR_VERB) return PLURAL_OF_SINGULAR_VERB[lower] as string;
  return bareOfSForm(lower);
}

function isFiniteVerb(word: string): boolean {
  const lower = word.toLowerCase();
  return FINITE_VERB.test(lower) || isPastTenseForm(lower) || isCommonBareVerb(lower) || isCommonBareVerb(lower.replace(/e?s$/, ""));
}

export function objectPairSubjectEdits(text: string): Edit[] {
  const edits: Edit[] = [];
  for (const match of text.matchAll(OBJECT_PAIR_SUBJECT)) {
    const [whole, first = "", second = "", next = ""] = match;
    const before = text.slice(0, match.index);
    if (!isFiniteVerb(next) || BUT_AS_EXCEPT.test(before)) continue;
    // "I" goes last, as people write it: "He and I", "My friend and I".
    const [other, self] =
      first.toLowerCase() === "me" ? [second, "I"] : /^(?:me|i)$/i.test(second) ? [first, "I"] : [first, subjectForm(second)];
    const atSentenceStart = /(?:^|[.!?]\s+)$/.test(before);
    const subject = `${matchInitialCase(atSentenceStart ? "A" : first, subjectForm(other))} and ${self}`;
    const verb = pluralVerbFor(next);
    if (subject.toLowerCase() === whole.toLowerCase() && !verb) continue;
    const end = match.index + whole.length + (verb ? 1 + next.length : 0);
    edits.push({
      start: match.index,
      end,
      replacement: verb ? `${subject} ${verb}` : subject,
      reason: "Subject pronouns before the verb: “He and I went”",
    });
  }
  return edits;
}
