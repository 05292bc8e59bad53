import { readFileSync } from "node:fs";
import { sortedWordsOf, type SortedWords } from "../word-list";

/** How often a word occurs in the detector's training texts (scripts/build-word-frequencies.ts); 0 when never. */
const wordFrequencies: Record<string, number> = JSON.parse(readFileSync(new URL("./data/word-frequencies.json", import.meta.url), "utf8"));

export function frequencyOfWord(word: string): number {
  return wordFrequencies[word.toLowerCase()] ?? 0;
}

let tableWords: SortedWords | null = null;

/** Every word of the table, lower case, sorted by UTF-16 code units. */
export function frequencyTableWords(): SortedWords {
  if (!tableWords) {
    const sorted = Object.keys(wordFrequencies).sort();
    tableWords = sortedWordsOf(sorted);
  }
  return tableWords;
}

let total: number | null = null;

/** How many words the table counts in all. */
export function totalWordCount(): number {
  total ??= Object.values(wordFrequencies).reduce((sum, count) => sum + count, 0);
  return total;
}

/** A phrase is as common as its rarest word ("a lot": "a" is common, "lot" less so). */
export function frequencyOfPhrase(phrase: string): number {
  const words = phrase.toLowerCase().split(/\s+/);
  return Math.min(...words.map(frequencyOfWord));
}
