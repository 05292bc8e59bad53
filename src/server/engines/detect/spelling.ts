/**
 * Spelling look-ups for the detector, which only asks about lower-case words.
 * nspell with the Hunspell en dictionary answers those from the word forms
 * it expands at start (123,702 of them, about 13 MB of heap); the 102,168
 * lower-case ones it accepts are stored sorted in spelling-words.txt
 * (scripts/build-spelling-words.ts), and a binary search over that one 1 MB
 * string gives nspell's answer for every lower-case word: spelling.test.ts
 * holds the proof. Figures: docs/decisions/017.
 */
import { loadWordList } from "../word-list";

export interface SpellChecker {
  /** `word` must be lower-case letters with at most one inner apostrophe, as the detector checks. */
  isKnownWord(word: string): boolean;
}

export const SPELLING_WORDS_URL = new URL("./spelling-words.txt", import.meta.url);

const LOWER_CASE_WORD = /^[a-z]+(?:'[a-z]+)?$/;

export function isLowerCaseWord(word: string): boolean {
  return LOWER_CASE_WORD.test(word);
}

export function createSpellChecker(): SpellChecker {
  const list = loadWordList(SPELLING_WORDS_URL);
  return {
    isKnownWord(word: string): boolean {
      if (!isLowerCaseWord(word)) throw new RangeError("the spelling list answers for lower-case words only");
      return list.has(word);
    },
  };
}
