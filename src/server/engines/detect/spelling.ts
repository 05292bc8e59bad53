/**
 * Spelling look-ups for the detector, which only asks about lower-case words.
 * nspell with the Hunspell en dictionary answers those from the word forms
 * it expands at start (123,702 of them, about 13 MB of heap); the 102,168
 * lower-case ones it accepts are stored sorted in spelling-words.txt
 * (scripts/build-spelling-words.ts), and a binary search over that one 1 MB
 * string gives nspell's answer for every lower-case word: spelling.test.ts
 * holds the proof. Figures: docs/decisions/017.
 */
import { readFileSync } from "node:fs";

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
  const list = readFileSync(SPELLING_WORDS_URL, "utf8");
  const starts = lineStarts(list);
  return {
    isKnownWord(word: string): boolean {
      if (!isLowerCaseWord(word)) throw new RangeError(`the spelling list answers for lower-case words only, not ${JSON.stringify(word)}`);
      return isListed(list, starts, word);
    },
  };
}

/** Where each line starts, with one extra entry one past the end so line i ends at starts[i + 1] - 1. */
function lineStarts(list: string): Int32Array {
  const starts = [0];
  for (let i = list.indexOf("\n"); i !== -1; i = list.indexOf("\n", i + 1)) starts.push(i + 1);
  starts.push(list.length + 1);
  return Int32Array.from(starts);
}

function isListed(list: string, starts: Int32Array, word: string): boolean {
  let low = 0;
  let high = starts.length - 2;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const order = compareLine(list, starts[middle] as number, (starts[middle + 1] as number) - 1, word);
    if (order === 0) return true;
    if (order < 0) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}

/** Orders the line list[start, end) against `word` by UTF-16 code units, as Array.prototype.sort does, without slicing. */
function compareLine(list: string, start: number, end: number, word: string): number {
  const shared = Math.min(end - start, word.length);
  for (let i = 0; i < shared; i++) {
    const difference = list.charCodeAt(start + i) - word.charCodeAt(i);
    if (difference !== 0) return difference;
  }
  return end - start - word.length;
}
