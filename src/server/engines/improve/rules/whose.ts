import nlp from "compromise";
import { matchInitialCase, type Edit } from "../edits.js";

/**
 * "Who's book is this?" → "Whose book": "who's" before a noun that a verb
 * follows is the possessive. "Who's coming", "Who's there" and "Who's the
 * boss" stay.
 */
const WHOS_BEFORE_A_NOUN = /\b(who's) ([a-z]+)(?= (?:is|was|are|were|did|do|does|should|will|can|could|would)\b)/gi;

/** The word reads as a noun where a noun must stand ("the book is"), and as nothing else ("next", "going"). */
function readsAsNoun(word: string): boolean {
  const alone = nlp(word);
  return nlp(`the ${word} is`).terms(1).has("#Noun") && !/ing$/.test(word) && !alone.has("#Adjective") && !alone.has("#Adverb");
}

export function whoseEdits(text: string): Edit[] {
  return [...text.matchAll(WHOS_BEFORE_A_NOUN)]
    .filter((match) => readsAsNoun(match[2] as string))
    .map((match) => ({
      start: match.index,
      end: match.index + (match[1] as string).length,
      replacement: matchInitialCase(match[1] as string, "whose"),
      reason: "“Whose” (of whom), not “who's” (who is)",
    }));
}
