import nlp from "compromise";
import type { Edit } from "../edits";
import type { RuleExamples } from "./rule-row";

/**
 * "It so expensive", "because it very hard to": learners whose first language
 * has no copula leave out "is". Only where "it" must be the subject (at the
 * start of a sentence or right after a conjunction; "found it very hard" has
 * it as an object) and an adjective follows the intensifier.
 */
interface Intensifier extends RuleExamples {
  readonly intensifier: string;
}

export const INTENSIFIERS_AFTER_IT: readonly Intensifier[] = [
  { intensifier: "so", fixes: [["It so expensive.", "It is so expensive."]], keeps: ["It so happens that we met."] },
  {
    intensifier: "very",
    fixes: [["We stayed in because it very cold.", "We stayed in because it is very cold."]],
    keeps: ["I found it very hard to do.", "It very quickly broke."],
  },
  { intensifier: "too", fixes: [["It too late for that.", "It is too late for that."]], keeps: ["It too was late."] },
  {
    intensifier: "really",
    fixes: [["It really nice, and we liked it.", "It is really nice, and we liked it."]],
    keeps: ["It really matters."],
  },
  { intensifier: "quite", fixes: [["It quite cold.", "It is quite cold."]], keeps: ["It quite often rains."] },
  {
    intensifier: "extremely",
    fixes: [["It extremely important that you come.", "It is extremely important that you come."]],
    keeps: ["It is extremely important that you come."],
  },
];

const MISSING_IS_AFTER_IT = new RegExp(
  [
    String.raw`(?<=^|[.!?]\s+|\b(?:because|and|but|so|if|when|that)\s+)(?:it|It) `,
    `(?:${INTENSIFIERS_AFTER_IT.map(({ intensifier }) => intensifier).join("|")}) `,
    String.raw`([a-z]+)(?=\s*[.,;:!?]|\s*$| (?:to|that|for|and|but|because|when)\b)`,
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
