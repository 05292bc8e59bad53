import type { Edit } from "../edits";
import type { KeepExamples, RuleExamples } from "./rule-row";

/** Words that may be said twice on purpose: a row's texts keep a repeat that the family would otherwise cut. */
interface LegitimateRepeats extends KeepExamples {
  readonly words: readonly string[];
}

/**
 * Repeats that are often right: "she had had enough", "that that", and a pronoun that ends one
 * clause and opens the next ("if they fire you you lose", "gave her her keys").
 */
export const LEGITIMATE_REPEATS: readonly LegitimateRepeats[] = [
  {
    words: ["had", "that", "is", "do", "can"],
    keeps: ["She had had enough of it.", "He knew that that was wrong.", "What it is is a problem.", "We can can the peaches."],
  },
  {
    words: ["you", "it", "her"],
    keeps: ["If they fire you you lose.", "He gave her her keys.", "If you want it it is yours."],
  },
  {
    words: [
      "so",
      "very",
      "really",
      "more",
      "far",
      "many",
      "now",
      "well",
      "no",
      "yes",
      "okay",
      "ok",
      "please",
      "sorry",
      "wait",
      "go",
      "come",
      "hush",
      "there",
    ],
    keeps: ["It was very very good.", "We went far far away.", "That was many many years ago.", "No no that is wrong."],
  },
  {
    words: [
      "bye",
      "ha",
      "ho",
      "yeah",
      "knock",
      "blah",
      "la",
      "na",
      "tick",
      "tock",
      "bang",
      "chop",
      "ding",
      "cool",
      "oh",
      "hey",
      "wow",
      "hmm",
      "um",
      "uh",
    ],
    keeps: ["He said bye bye and left.", "She laughed ha ha and went on.", "The clock went tick tick all night.", "Um um I forgot."],
  },
];
const IS_LEGITIMATE_REPEAT = new Set(LEGITIMATE_REPEATS.flatMap(({ words }) => words));

/** Words that are never doubled on purpose; a row's words share its examples. */
interface NeverDoubled extends RuleExamples {
  readonly words: readonly string[];
}

/**
 * Words that are never doubled on purpose ("the the", "to to"), even at the end of a phrase, where another
 * word said twice is emphasis ("cool cool."). ("is" is listed, but its repeat is a legitimate one first.)
 */
export const NEVER_DOUBLED: readonly NeverDoubled[] = [
  {
    words: ["a", "an", "the"],
    fixes: [
      ["We need to buy the the", "We need to buy the"],
      ["That was a a.", "That was a."],
    ],
    keeps: ["It is cool cool."],
  },
  {
    words: ["to", "of", "in", "on", "at", "for", "with", "by", "from"],
    fixes: [
      ["What is this for for?", "What is this for?"],
      ["It came from from.", "It came from."],
      ["We went to to.", "We went to."],
    ],
    keeps: [],
  },
  { words: ["and", "or", "but"], fixes: [["We had bread and and", "We had bread and"]], keeps: [] },
  {
    words: ["is", "are", "was", "were", "be"],
    fixes: [
      ["I know who he was was.", "I know who he was."],
      ["They asked where we were were.", "They asked where we were."],
      ["We will be be.", "We will be."],
    ],
    keeps: ["What it is is a problem."],
  },
  {
    words: ["i", "we", "they", "he", "she"],
    fixes: [
      ["And then we we", "And then we"],
      ["and then i i", "and then i"],
    ],
    keeps: [],
  },
  {
    words: ["my", "your", "our", "their", "his", "its"],
    fixes: [
      ["The keys are in my my", "The keys are in my"],
      ["Give it to their their.", "Give it to their."],
    ],
    keeps: [],
  },
  {
    words: ["must", "will", "would", "should", "could"],
    fixes: [
      ["I think we must must.", "I think we must."],
      ["I said I would would.", "I said I would."],
    ],
    keeps: [],
  },
];
const IS_NEVER_DOUBLED = new Set(NEVER_DOUBLED.flatMap(({ words }) => words));

/** "cool cool.", "sure sure, fine": a word said twice as a phrase of its own is emphasis, not a slip. */
function isSaidTwiceForEmphasis(text: string, word: string, end: number): boolean {
  return !IS_NEVER_DOUBLED.has(word.toLowerCase()) && /^\s*(?:[.,!?;:…)]|$)/.test(text.slice(end));
}

export function repeatedWordEdits(text: string): Edit[] {
  const edits: Edit[] = [];
  for (const match of text.matchAll(/\b([A-Za-z]+)(\s+)(\1)\b/gi)) {
    const word = match[1] ?? "";
    // "Walla Walla", "Bora Bora": a capitalised repeat is a name.
    const end = match.index + match[0].length;
    if (IS_LEGITIMATE_REPEAT.has(word.toLowerCase()) || /^[A-Z]/.test(match[3] ?? "") || isSaidTwiceForEmphasis(text, word, end)) continue;
    const secondStart = match.index + word.length;
    edits.push({ start: secondStart, end, replacement: "", reason: "Repeated word" });
  }
  return edits;
}
