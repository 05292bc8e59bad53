import nlp from "compromise";
import type { Edit } from "../edits.js";

/**
 * "in may parts of the country": after a preposition, "may" before a plural
 * noun is "many" with a letter dropped. The verb "may" takes a bare verb
 * ("it may rain"); the month is written "May" ("in May sales rose").
 */
const MAY_AFTER_PREPOSITION = /\b(?:[Ii]n|[Oo]n|[Oo]f|[Ff]or|[Ww]ith|[Ff]rom|[Aa]mong|[Ii]nto|[Aa]bout) (may) ([a-z]+)\b/g;

/** Whether "many" + the word reads as a plural noun phrase ("many parts", not "many were"). */
function isPluralNoun(word: string): boolean {
  return nlp(`many ${word}`).match("many [.]").has("#Plural");
}

export function mayForManyEdits(text: string): Edit[] {
  return [...text.matchAll(MAY_AFTER_PREPOSITION)]
    .filter((match) => isPluralNoun(match[2] as string))
    .map((match) => {
      const start = match.index + match[0].indexOf(" ") + 1;
      return { start, end: start + "may".length, replacement: "many", reason: "“Many” before a plural noun" };
    });
}
