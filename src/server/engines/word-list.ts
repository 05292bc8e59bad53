/**
 * A sorted word list, one word per line, kept as the one string it was read
 * as: a binary search over line offsets answers look-ups without a Set of
 * 100,000 small strings (docs/decisions/017). Used for the detector's
 * spelling list, the Improver's list of real words, and its search for words
 * a few slips from a misspelling (docs/decisions/080).
 */
import { readFileSync } from "node:fs";

/** Words sorted by UTF-16 code units, read by index; letters are read without slicing a word out. */
export interface SortedWords {
  readonly size: number;
  wordAt(index: number): string;
  lengthAt(index: number): number;
  codeAt(index: number, position: number): number;
}

export interface WordList extends SortedWords {
  has(word: string): boolean;
}

const loaded = new Map<string, WordList>();

/**
 * The file must be sorted by UTF-16 code units, as Array.prototype.sort leaves
 * it. Each file is read once per process: the detector and the Improver both
 * consult the Hunspell list.
 */
export function loadWordList(url: URL): WordList {
  let wordList = loaded.get(url.href);
  if (!wordList) {
    wordList = wordListOf(readFileSync(url, "utf8"));
    loaded.set(url.href, wordList);
  }
  return wordList;
}

/** Words already sorted by UTF-16 code units, kept as one string like a loaded list. */
export function sortedWordsOf(sorted: readonly string[]): WordList {
  return wordListOf(sorted.join("\n"));
}

function wordListOf(list: string): WordList {
  const starts = lineStarts(list);
  return {
    has: (word) => isListed(list, starts, word),
    size: list.length === 0 ? 0 : starts.length - 1,
    wordAt: (index) => list.slice(starts[index], starts[index + 1]! - 1),
    lengthAt: (index) => starts[index + 1]! - 1 - starts[index]!,
    codeAt: (index, position) => list.charCodeAt(starts[index]! + position),
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
