import { matchInitialCase, type Edit } from "../edits";
import type { RuleExamples } from "./rule-row";

/** Words that make "its" read as "it is" when they follow it; a row's words share its examples. */
interface WordsAfterIts extends RuleExamples {
  readonly words: readonly string[];
}

/** "its a", "its not", "its been", "its going to": right after "its", unless a hyphen or apostrophe joins the next word. */
export const WORDS_RIGHT_AFTER_ITS: readonly WordsAfterIts[] = [
  {
    words: ["a", "an", "the"],
    fixes: [
      ["Its a good idea.", "It's a good idea."],
      ["I think its an easy test.", "I think it's an easy test."],
      ["Its the best one.", "It's the best one."],
    ],
    keeps: ["The agency and its a-list clients met."],
  },
  { words: ["not"], fixes: [["Its not fair.", "It's not fair."]], keeps: ["The charity and its not-for-profit arm."] },
  { words: ["been"], fixes: [["Its been a long day.", "It's been a long day."]], keeps: ["The bar and its been-there crowd."] },
  {
    words: ["also", "always", "never"],
    fixes: [
      ["Its also cheap.", "It's also cheap."],
      ["Its always raining here.", "It's always raining here."],
      ["Its never too late.", "It's never too late."],
    ],
    keeps: ["The phone and its always-on display."],
  },
  { words: ["going to"], fixes: [["Its going to rain.", "It's going to rain."]], keeps: ["The shop charges its going rate."] },
  { words: ["getting"], fixes: [["Its getting late.", "It's getting late."]], keeps: ["Read its getting-started guide."] },
];

/** "its better than": a comparative followed by "than"; without "than" it is possessive ("its better side"). */
export const COMPARATIVES_BEFORE_THAN: readonly WordsAfterIts[] = [
  {
    words: ["better", "worse", "bigger", "smaller", "harder", "easier", "cheaper", "more", "less"],
    fixes: [
      ["Its better than nothing.", "It's better than nothing."],
      ["Its cheaper than the bus.", "It's cheaper than the bus."],
      ["Its more than enough.", "It's more than enough."],
    ],
    keeps: ["The team showed its better side."],
  },
];

/** "its too hard", "its so expensive": "too" or "so" and one of these, unless a hyphen joins the next word. */
export const ADJECTIVES_AFTER_TOO_OR_SO: readonly WordsAfterIts[] = [
  {
    words: [
      "hard",
      "easy",
      "late",
      "early",
      "good",
      "bad",
      "hot",
      "cold",
      "big",
      "small",
      "expensive",
      "cheap",
      "far",
      "important",
      "difficult",
      "much",
    ],
    fixes: [
      ["Its too hard for me.", "It's too hard for me."],
      ["Its so expensive here.", "It's so expensive here."],
      ["Its too late.", "It's too late."],
      ["Its so much fun.", "It's so much fun."],
    ],
    keeps: ["The egg and its too hard-boiled yolk."],
  },
];

/** "its clear that", "its hard to", "its true.": a predicate adjective before that/to/for/if/whether or punctuation, not before a noun. */
export const PREDICATE_ADJECTIVES: readonly WordsAfterIts[] = [
  {
    words: [
      "clear",
      "obvious",
      "true",
      "important",
      "possible",
      "impossible",
      "hard",
      "easy",
      "difficult",
      "necessary",
      "likely",
      "unlikely",
    ],
    fixes: [
      ["Its clear that he lied.", "It's clear that he lied."],
      ["Its hard to say.", "It's hard to say."],
      ["Its possible.", "It's possible."],
      ["I know its true, but still.", "I know it's true, but still."],
      ["Its necessary for everyone.", "It's necessary for everyone."],
    ],
    keeps: ["The river and its clear water.", "The idea lost its true nature."],
  },
];

const alternatives = (rows: readonly WordsAfterIts[]) => rows.flatMap(({ words }) => words).join("|");

/**
 * "its" where "it is" is meant: before an article, "not" or "been", or before
 * an adjective used as a predicate ("its clear that", "its hard to"). An
 * adjective before a noun stays possessive ("its true nature"), as do
 * hyphenated words ("its not-for-profit arm").
 */
const ITS_MEANING_IT_IS = new RegExp(
  `\\b(its)(?= (?:(?:${alternatives(WORDS_RIGHT_AFTER_ITS)})\\b(?![-'])|` +
    `(?:${alternatives(COMPARATIVES_BEFORE_THAN)}) than\\b|` +
    `(?:too|so) (?:${alternatives(ADJECTIVES_AFTER_TOO_OR_SO)})\\b(?![-'])|` +
    `(?:${alternatives(PREDICATE_ADJECTIVES)})(?: (?:that|to|for|if|whether)\\b|[.,;!?])))`,
  "gi",
);

export function itsForItIsEdits(text: string): Edit[] {
  return [...text.matchAll(ITS_MEANING_IT_IS)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    replacement: matchInitialCase(match[0], "it's"),
    reason: "“It's” (it is), not the possessive “its”",
  }));
}
