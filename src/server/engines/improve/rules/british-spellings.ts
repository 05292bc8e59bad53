import { frequencyOfPhrase } from "../word-frequencies";
import type { RuleExamples } from "./rule-row";

/** A British ending and its American form; each example is a word and the word the row makes of it. */
export interface SpellingRule extends RuleExamples {
  readonly pattern: RegExp;
  readonly replacement: string;
}

/** British endings and their American forms ("colour" → "color"): the Improver accepts either dialect. */
export const BRITISH_TO_AMERICAN: readonly SpellingRule[] = [
  {
    pattern: /(?<=[a-z]{2})our(s|ed|ing|ite|ites|able|ful|less)?$/,
    replacement: "or$1",
    fixes: [
      ["colour", "color"],
      ["favourites", "favorites"],
      ["honoured", "honored"],
    ],
    keeps: ["four", "hour", "tours"],
  },
  {
    pattern: /is(e|es|ed|ing|ation|ations)$/,
    replacement: "iz$1",
    fixes: [
      ["organise", "organize"],
      ["realisation", "realization"],
    ],
    keeps: ["this", "island"],
  },
  {
    pattern: /ys(e|es|ed|ing)$/,
    replacement: "yz$1",
    fixes: [
      ["analyse", "analyze"],
      ["paralysed", "paralyzed"],
    ],
    keeps: ["always"],
  },
  {
    pattern: /ll(ed|ing|er|ers|or|ors)$/,
    replacement: "l$1",
    fixes: [
      ["travelled", "traveled"],
      ["counsellors", "counselors"],
    ],
    keeps: ["tell", "travel"],
  },
  { pattern: /(?<=[a-z]{2})ae(?=[a-z]{2})/, replacement: "e", fixes: [["anaesthetic", "anesthetic"]], keeps: ["aerial"] },
  {
    pattern: /^(def|off|lic|pret)ence/,
    replacement: "$1ense",
    fixes: [
      ["defence", "defense"],
      ["licence", "license"],
    ],
    keeps: ["fence"],
  },
  {
    pattern: /gement(s?)$/,
    replacement: "gment$1",
    fixes: [
      ["judgement", "judgment"],
      ["acknowledgements", "acknowledgments"],
    ],
    keeps: ["judge"],
  },
  {
    pattern: /tre(s?)$/,
    replacement: "ter$1",
    fixes: [
      ["centre", "center"],
      ["theatres", "theaters"],
    ],
    keeps: ["tree"],
  },
  {
    pattern: /ogue(s?)$/,
    replacement: "og$1",
    fixes: [
      ["catalogue", "catalog"],
      ["dialogues", "dialogs"],
    ],
    keeps: ["logo"],
  },
  {
    pattern: /mme(s?)$/,
    replacement: "m$1",
    fixes: [
      ["programme", "program"],
      ["programmes", "programs"],
    ],
    keeps: ["mammal"],
  },
];

export function americanSpellingOf(original: string): string {
  return BRITISH_TO_AMERICAN.reduce((word, { pattern, replacement }) => word.replace(pattern, replacement), original.toLowerCase());
}

/** "programme" is "program" in British spelling, whether or not Harper offers "program". */
export function isBritishSpelling(original: string, suggestions: string[]): boolean {
  const american = americanSpellingOf(original);
  if (american === original.toLowerCase()) return false;
  return frequencyOfPhrase(american) > 0 || suggestions.some((candidate) => candidate.toLowerCase() === american);
}
