import nlp from "compromise";
import type { Edit } from "../edits.js";

/**
 * "It so expensive", "because it very hard to": learners whose first language
 * has no copula leave out "is". Only where "it" must be the subject (at the
 * start of a sentence or right after a conjunction; "found it very hard" has
 * it as an object) and an adjective follows the intensifier.
 */
const MISSING_IS_AFTER_IT = new RegExp(
  [
    String.raw`(?<=^|[.!?]\s+|\b(?:because|and|but|so|if|when|that)\s+)(?:it|It) (?:so|very|too|really|`,
    String.raw`quite|extremely) ([a-z]+)(?=\s*[.,;:!?]|\s*$| (?:to|that|for|and|but|because|when)\b)`,
  ].join(""),
  "g",
);

function isPlainAdjective(word: string): boolean {
  const term = nlp(word);
  return term.has("#Adjective") && !term.has("#Verb") && !term.has("#Noun");
}

export function missingCopulaEdits(text: string): Edit[] {
  return [...text.matchAll(MISSING_IS_AFTER_IT)]
    .filter((match) => isPlainAdjective(match[1] as string))
    .map((match) => {
      const at = match.index + "it ".length;
      return { start: at, end: at, replacement: "is ", reason: "A verb is missing: “it is”" };
    });
}
