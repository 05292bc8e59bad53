import { matchInitialCase, type Edit } from "../edits.js";

/**
 * A double negative in standard English: "don't know nothing" → "anything".
 * The word between must be a verb, not a preposition: "not for nothing" is
 * an idiom.
 */
const DOUBLE_NEGATIVE = new RegExp(
  [
    String.raw`\b(?:(?:do|does|did|ca|wo|would|could|should|have|has|had)n't|cannot|`,
    "never|(?:do|does|did|can|will|would|could|should) not) (?!(?:for|in|on|",
    String.raw`at|with|about|by|from|to|like|as|of)\b)[a-z]+ (nothing|nobody|nowhere)\b`,
  ].join(""),
  "gi",
);

const NEGATIVE_TO_ANY: Readonly<Record<string, string>> = { nothing: "anything", nobody: "anybody", nowhere: "anywhere" };

export function doubleNegativeEdits(text: string): Edit[] {
  return [...text.matchAll(DOUBLE_NEGATIVE)].map((match) => {
    const word = match[1] as string;
    const start = match.index + match[0].length - word.length;
    return {
      start,
      end: start + word.length,
      replacement: matchInitialCase(word, NEGATIVE_TO_ANY[word.toLowerCase()] as string),
      reason: "One negative is enough: “don't know anything”",
    };
  });
}
