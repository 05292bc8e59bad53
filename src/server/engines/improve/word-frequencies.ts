import { readFileSync } from "node:fs";

/** How often a word occurs in the detector's training texts (scripts/build-word-frequencies.ts); 0 when never. */
const wordFrequencies: Record<string, number> = JSON.parse(readFileSync(new URL("./data/word-frequencies.json", import.meta.url), "utf8"));

export function frequencyOfWord(word: string): number {
  return wordFrequencies[word.toLowerCase()] ?? 0;
}
