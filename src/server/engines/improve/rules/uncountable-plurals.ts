import { matchInitialCase, type Edit } from "../edits.js";

/** Nouns that have no plural in standard English, with the -s learners add ("informations", "datas"). */
const UNCOUNTABLE_PLURAL = /\b(data|information|advice|furniture|equipment|knowledge|homework|luggage|baggage|feedback|software)s\b/gi;

/**
 * Counting words that went with the plural, and what goes with the noun
 * instead: "many informations" → "a lot of information". Not for "data",
 * whose plural use ("these data are") is standard in science.
 */
const PLURAL_QUANTIFIER = /(?:\b(there)\s+(are|were)\s+)?\b(many|several|a few|few|these|those)\s+$/i;
const SINGULAR_QUANTIFIER: Readonly<Record<string, string>> = {
  many: "a lot of",
  several: "some",
  "a few": "some",
  few: "little",
  these: "this",
  those: "that",
};
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
  const edits = [replaceWord(text, quantifierStart, quantifier, SINGULAR_QUANTIFIER[quantifier] as string, "This noun has no plural")];
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
