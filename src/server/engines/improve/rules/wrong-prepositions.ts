import type { Edit } from "../edits";
import type { PhraseRule } from "./rule-row";

const PREPOSITION = "Preposition";

/** Verb or adjective with the wrong preposition → the right one; only pairs that are wrong everywhere. */
export const WRONG_PREPOSITIONS: readonly PhraseRule[] = [
  {
    pattern: /\b(responsible) of\b/gi,
    replacement: "$1 for",
    reason: PREPOSITION,
    fixes: [["I am responsible of the team.", "I am responsible for the team."]],
    keeps: ["The person responsible, of course, left."],
  },
  {
    pattern: /\b(interested) (?:on|about)\b/gi,
    replacement: "$1 in",
    reason: PREPOSITION,
    fixes: [
      ["She is interested on art.", "She is interested in art."],
      ["We are interested about it.", "We are interested in it."],
    ],
    keeps: ["Those interested in art came."],
  },
  {
    pattern: /\b(depend|depends|depended|depending) of\b/gi,
    replacement: "$1 on",
    reason: PREPOSITION,
    fixes: [["It depends of you.", "It depends on you."]],
    keeps: ["It depends on you."],
  },
  {
    pattern: /\b(afraid) from\b/gi,
    replacement: "$1 of",
    reason: PREPOSITION,
    fixes: [["He is afraid from dogs.", "He is afraid of dogs."]],
    keeps: ["He is afraid of dogs."],
  },
  {
    pattern: /\b(discuss|discusses|discussed|discussing) about\b/gi,
    replacement: "$1",
    reason: PREPOSITION,
    fixes: [["We discussed about it.", "We discussed it."]],
    keeps: ["We talked about it."],
  },
  {
    pattern: /\b(mention|mentions|mentioned|mentioning) about\b/gi,
    replacement: "$1",
    reason: PREPOSITION,
    fixes: [["She mentioned about a fee.", "She mentioned a fee."]],
    keeps: ["She mentioned a fee."],
  },
];

export function prepositionEdits(text: string): Edit[] {
  return WRONG_PREPOSITIONS.flatMap(({ pattern, replacement, reason }) =>
    [...text.matchAll(pattern)].map((match) => ({
      start: match.index,
      end: match.index + match[0].length,
      replacement: match[0].replace(new RegExp(pattern.source, "i"), replacement),
      reason,
    })),
  );
}
