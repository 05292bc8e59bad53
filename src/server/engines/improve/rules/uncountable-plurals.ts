import { matchInitialCase, type Edit } from "../edits";
import type { RuleExamples } from "./rule-row";

/** A noun that has no plural in standard English, to which learners add an -s ("informations", "datas"). */
interface UncountableNoun extends RuleExamples {
  readonly noun: string;
}

export const UNCOUNTABLE_NOUNS: readonly UncountableNoun[] = [
  {
    noun: "data",
    fixes: [["Data are collected daily, and the datas were saved.", "Data are collected daily, and the data were saved."]],
    keeps: ["These data are new.", "Those data were checked."],
  },
  {
    noun: "information",
    fixes: [
      ["There are many informations about it.", "There is a lot of information about it."],
      ["The informations are wrong.", "The information is wrong."],
    ],
    keeps: ["There is a lot of information about it."],
  },
  { noun: "advice", fixes: [["Thank you for your advices.", "Thank you for your advice."]], keeps: ["Thank you for your advice."] },
  { noun: "furniture", fixes: [["Those furnitures were old.", "That furniture was old."]], keeps: ["That furniture was old."] },
  {
    noun: "equipment",
    fixes: [["Many equipments are broken.", "A lot of equipment is broken."]],
    keeps: ["A lot of equipment is broken."],
  },
  { noun: "knowledge", fixes: [["His knowledges are wide.", "His knowledge is wide."]], keeps: ["His knowledge is wide."] },
  {
    noun: "homework",
    fixes: [["We have a few homeworks today.", "We have some homework today."]],
    keeps: ["We have some homework today."],
  },
  { noun: "luggage", fixes: [["Several luggages were lost.", "Some luggage was lost."]], keeps: ["Some luggage was lost."] },
  { noun: "baggage", fixes: [["Our baggages are heavy.", "Our baggage is heavy."]], keeps: ["Our baggage is heavy."] },
  { noun: "feedback", fixes: [["Thanks for the feedbacks.", "Thanks for the feedback."]], keeps: ["Thanks for the feedback."] },
  { noun: "software", fixes: [["We bought several softwares.", "We bought some software."]], keeps: ["We bought some software."] },
];

const UNCOUNTABLE_PLURAL = new RegExp(`\\b(${UNCOUNTABLE_NOUNS.map(({ noun }) => noun).join("|")})s\\b`, "gi");

/**
 * A counting word that went with the plural, and what goes with the noun
 * instead: "many informations" → "a lot of information"; "there are" before
 * it becomes "there is". Not for "data", whose plural use ("these data are")
 * is standard in science.
 */
interface PluralQuantifier extends RuleExamples {
  readonly plural: string;
  readonly singular: string;
}

/** "a few" before "few": the longer one is tried first where both start at the same word. */
export const PLURAL_QUANTIFIERS: readonly PluralQuantifier[] = [
  {
    plural: "many",
    singular: "a lot of",
    fixes: [["They gave me many advices.", "They gave me a lot of advice."]],
    keeps: ["They gave me many tips and a lot of advice."],
  },
  {
    plural: "several",
    singular: "some",
    fixes: [["There were several equipments in the lab.", "There was some equipment in the lab."]],
    keeps: ["There were several machines in the lab."],
  },
  {
    plural: "a few",
    singular: "some",
    fixes: [["I need a few informations.", "I need some information."]],
    keeps: ["I need a few details."],
  },
  {
    plural: "few",
    singular: "little",
    fixes: [["He has few knowledges of law.", "He has little knowledge of law."]],
    keeps: ["He has few friends and little knowledge."],
  },
  {
    plural: "these",
    singular: "this",
    fixes: [["These informations are useful.", "This information is useful."]],
    keeps: ["These data are useful."],
  },
  {
    plural: "those",
    singular: "that",
    fixes: [["We bought those furnitures last year.", "We bought that furniture last year."]],
    keeps: ["We bought those chairs last year."],
  },
];

const PLURAL_QUANTIFIER = new RegExp(
  `(?:\\b(there)\\s+(are|were)\\s+)?\\b(${PLURAL_QUANTIFIERS.map(({ plural }) => plural).join("|")})\\s+$`,
  "i",
);
const SINGULAR_QUANTIFIER: ReadonlyMap<string, string> = new Map(PLURAL_QUANTIFIERS.map(({ plural, singular }) => [plural, singular]));
const SINGULAR_BE: Readonly<Record<string, string>> = { are: "is", were: "was" };

/** "The informations are": the noun opens its clause, so the verb after it agrees with it. */
const NOUN_OPENS_CLAUSE =
  /(?:^|[.!?,;:]\s+|\b(?:that|because|and|but|so|if|when)\s+)(?:the|these|those|this|that|your|my|our|their|his|her|some|such|many|several|a few|few)\s+$/i;
const PLURAL_BE_AFTER = /^\s+(are|were)\b/i;

/** "MANY" → "A LOT OF", "Many" → "A lot of". */
function inCaseOf(original: string, replacement: string): string {
  return original.length > 1 && original === original.toUpperCase() ? replacement.toUpperCase() : matchInitialCase(original, replacement);
}

function replaceWord(text: string, start: number, word: string, replacement: string, reason: string): Edit {
  return { start, end: start + word.length, replacement: inCaseOf(text.slice(start, start + word.length), replacement), reason };
}

/** The quantifier before the noun and the "are" of "there are", made singular. */
function quantifierEdits(text: string, nounStart: number): Edit[] {
  const before = text.slice(0, nounStart);
  const match = before.match(PLURAL_QUANTIFIER);
  if (!match) return [];
  const quantifier = (match[3] as string).toLowerCase();
  const quantifierStart = before.length - match[0].length + match[0].toLowerCase().lastIndexOf(quantifier);
  const edits = [replaceWord(text, quantifierStart, quantifier, SINGULAR_QUANTIFIER.get(quantifier) as string, "This noun has no plural")];
  if (match[2]) {
    const be = match[2].toLowerCase();
    const beStart = before.length - match[0].length + match[0].toLowerCase().indexOf(be, (match[1] as string).length);
    edits.push(replaceWord(text, beStart, be, SINGULAR_BE[be] as string, "The verb agrees with a singular noun"));
  }
  return edits;
}

/** The "are" right after the noun when the noun is the subject ("the informations are" → "the information is"). */
function verbAfterEdits(text: string, nounStart: number, nounEnd: number): Edit[] {
  const verb = text.slice(nounEnd).match(PLURAL_BE_AFTER);
  if (!verb || !NOUN_OPENS_CLAUSE.test(text.slice(0, nounStart))) return [];
  const be = (verb[1] as string).toLowerCase();
  return [replaceWord(text, nounEnd + verb[0].length - be.length, be, SINGULAR_BE[be] as string, "The verb agrees with a singular noun")];
}

export function uncountablePluralEdits(text: string): Edit[] {
  return [...text.matchAll(UNCOUNTABLE_PLURAL)].flatMap((match) => {
    const noun = match[1] as string;
    const end = match.index + match[0].length;
    const nounEdit: Edit = { start: match.index, end, replacement: noun, reason: "This noun has no plural" };
    if (noun.toLowerCase() === "data") return [nounEdit];
    return [nounEdit, ...quantifierEdits(text, match.index), ...verbAfterEdits(text, match.index, end)];
  });
}
