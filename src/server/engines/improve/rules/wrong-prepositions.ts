import type { Edit } from "../edits.js";

/** Verb or adjective with the wrong preposition → the right one; only pairs that are wrong everywhere. */
const WRONG_PREPOSITIONS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(responsible) of\b/gi, "$1 for"],
  [/\b(interested) (?:on|about)\b/gi, "$1 in"],
  [/\b(depend|depends|depended|depending) of\b/gi, "$1 on"],
  [/\b(afraid) from\b/gi, "$1 of"],
  [/\b(discuss|discusses|discussed|discussing) about\b/gi, "$1"],
  [/\b(mention|mentions|mentioned|mentioning) about\b/gi, "$1"],
];

export function prepositionEdits(text: string): Edit[] {
  return WRONG_PREPOSITIONS.flatMap(([pattern, replacement]) =>
    [...text.matchAll(pattern)].map((match) => ({
      start: match.index,
      end: match.index + match[0].length,
      replacement: match[0].replace(new RegExp(pattern.source, "i"), replacement),
      reason: "Preposition",
    })),
  );
}
