import type { Edit } from "../edits";

/**
 * Repeats that are often right: "she had had enough", "that that", and a pronoun that ends one
 * clause and opens the next ("if they fire you you lose", "gave her her keys").
 */
const LEGITIMATE_REPEATS = new Set([
  "had",
  "that",
  "is",
  "do",
  "can",
  "bye",
  "so",
  "very",
  "no",
  "ha",
  "ho",
  "yeah",
  "knock",
  "you",
  "it",
  "her",
  "really",
  "blah",
  "la",
  "na",
  "go",
  "tick",
  "tock",
  "bang",
  "chop",
  "ding",
  "yes",
  "now",
  "more",
  "far",
  "many",
  "cool",
  "well",
  "oh",
  "hey",
  "wait",
  "okay",
  "ok",
  "please",
  "sorry",
  "wow",
  "hmm",
  "um",
  "uh",
  "there",
  "come",
  "hush",
]);

/** Words that are never doubled on purpose ("the the", "to to"), even at the end of a phrase. */
const NEVER_DOUBLED = new Set([
  "a",
  "an",
  "the",
  "to",
  "of",
  "in",
  "on",
  "at",
  "for",
  "with",
  "by",
  "from",
  "and",
  "or",
  "but",
  "is",
  "are",
  "was",
  "were",
  "be",
  "i",
  "we",
  "they",
  "he",
  "she",
  "my",
  "your",
  "our",
  "their",
  "his",
  "its",
  "must",
  "will",
  "would",
  "should",
  "could",
]);

/** "cool cool.", "sure sure, fine": a word said twice as a phrase of its own is emphasis, not a slip. */
function isSaidTwiceForEmphasis(text: string, word: string, end: number): boolean {
  return !NEVER_DOUBLED.has(word.toLowerCase()) && /^\s*(?:[.,!?;:…)]|$)/.test(text.slice(end));
}

export function repeatedWordEdits(text: string): Edit[] {
  const edits: Edit[] = [];
  for (const match of text.matchAll(/\b([A-Za-z]+)(\s+)(\1)\b/gi)) {
    const word = match[1] ?? "";
    // "Walla Walla", "Bora Bora": a capitalised repeat is a name.
    const end = match.index + match[0].length;
    if (LEGITIMATE_REPEATS.has(word.toLowerCase()) || /^[A-Z]/.test(match[3] ?? "") || isSaidTwiceForEmphasis(text, word, end)) continue;
    const secondStart = match.index + word.length;
    edits.push({ start: secondStart, end, replacement: "", reason: "Repeated word" });
  }
  return edits;
}
