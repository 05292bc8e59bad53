import { matchInitialCase, type Edit } from "../edits.js";
import { isSentenceStart } from "./capitals.js";

/**
 * Two words written as one, in no dictionary: "inorder to", "noone",
 * "eachother". Harper splits some of them and "corrects" others to another
 * word ("Inspite" → "Inspire", "Noone" → "None").
 */
const FUSED_WORDS: ReadonlyMap<string, string> = new Map([
  ["inorder", "in order"], ["inspite", "in spite"], ["noone", "no one"], ["eachother", "each other"], ["atleast", "at least"],
  ["infact", "in fact"], ["incase", "in case"], ["aswell", "as well"], ["infront", "in front"], ["alot", "a lot"],
  ["ofcourse", "of course"], ["everytime", "every time"], ["thankyou", "thank you"], ["alittle", "a little"], ["abit", "a bit"],
  ["atall", "at all"], ["ontop", "on top"], ["eventhough", "even though"],
]);

const FUSED_WORD = new RegExp(`\\b(?:${[...FUSED_WORDS.keys()].join("|")})\\b`, "gi");

/**
 * "everyday" is an adjective ("everyday life"); closing a clause it is the
 * adverb "every day" ("I go there everyday."), unless it is a noun after a
 * determiner ("the ennui of the everyday").
 */
const EVERYDAY_AS_ADVERB = /(?<!\b(?:the|an?|this|that|my|our|your|their|his|her|its)\s+)\beveryday(?=\s*[.,!?;]|\s*$)/gi;

function twoWords(match: RegExpExecArray, words: string): Edit {
  return { start: match.index, end: match.index + match[0].length, replacement: matchInitialCase(match[0], words), reason: "Two words" };
}

export function fusedWordEdits(text: string): Edit[] {
  // Capitalised inside a sentence it is a name ("Mr Noone").
  const slips = [...text.matchAll(FUSED_WORD)].filter((match) => /^[a-z]/.test(match[0]) || isSentenceStart(text, match.index));
  const everyDay = [...text.matchAll(EVERYDAY_AS_ADVERB)].map((match) => twoWords(match, "every day"));
  return [...slips.map((match) => twoWords(match, FUSED_WORDS.get(match[0].toLowerCase()) as string)), ...everyDay];
}
