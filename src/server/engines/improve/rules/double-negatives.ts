import { matchInitialCase, type Edit } from "../edits";
import type { KeepExamples, RuleExamples } from "./rule-row";

/** A negative word after a negated verb, and the "any" word standard English uses there. */
interface NegativeAfterNegation extends RuleExamples {
  readonly negative: string;
  readonly any: string;
}

/** A double negative in standard English: "don't know nothing" → "anything". */
export const NEGATIVES_AFTER_NEGATION: readonly NegativeAfterNegation[] = [
  {
    negative: "nothing",
    any: "anything",
    fixes: [
      ["I don't know nothing about it.", "I don't know anything about it."],
      ["We do not need nothing.", "We do not need anything."],
      ["I never said nothing.", "I never said anything."],
    ],
    keeps: ["I know nothing about it."],
  },
  {
    negative: "nobody",
    any: "anybody",
    fixes: [
      ["You shouldn't tell nobody.", "You shouldn't tell anybody."],
      ["I don't need nobody's help.", "I don't need anybody's help."],
    ],
    keeps: ["Nobody told me."],
  },
  {
    negative: "nowhere",
    any: "anywhere",
    fixes: [
      ["We couldn't go nowhere.", "We couldn't go anywhere."],
      ["She did not go nowhere.", "She did not go anywhere."],
    ],
    keeps: ["We went nowhere."],
  },
];

/** Prepositions between the negated verb and the negative word: "not for nothing" is an idiom, so these stay. */
export const PREPOSITIONS_BEFORE_A_NEGATIVE: KeepExamples & { readonly prepositions: readonly string[] } = {
  prepositions: ["for", "in", "on", "at", "with", "about", "by", "from", "to", "like", "as", "of"],
  keeps: ["It is never for nothing that she calls.", "You cannot in nothing flat become fluent.", "It did not to nobody's surprise work."],
};

/** The word between must be a verb, not one of the prepositions. */
const DOUBLE_NEGATIVE = new RegExp(
  [
    String.raw`\b(?:(?:do|does|did|ca|wo|would|could|should|have|has|had)n't|cannot|`,
    `never|(?:do|does|did|can|will|would|could|should) not) (?!(?:${PREPOSITIONS_BEFORE_A_NEGATIVE.prepositions.join("|")})\\b)`,
    `[a-z]+ (${NEGATIVES_AFTER_NEGATION.map(({ negative }) => negative).join("|")})\\b`,
  ].join(""),
  "gi",
);

const NEGATIVE_TO_ANY: ReadonlyMap<string, string> = new Map(NEGATIVES_AFTER_NEGATION.map(({ negative, any }) => [negative, any]));

export function doubleNegativeEdits(text: string): Edit[] {
  return [...text.matchAll(DOUBLE_NEGATIVE)].map((match) => {
    const word = match[1] as string;
    const start = match.index + match[0].length - word.length;
    return {
      start,
      end: start + word.length,
      replacement: matchInitialCase(word, NEGATIVE_TO_ANY.get(word.toLowerCase()) as string),
      reason: "One negative is enough: “don't know anything”",
    };
  });
}
