/**
 * Words far from any correction. Harper looks for spelling suggestions within
 * two slips and, finding none, within three and then four; the first such
 * search in a process builds automata that take about 10 s and 35 MB and are
 * kept for good (079 in docs/engines/improver-notes.md; docs/decisions/080). Every correction the Improver
 * applies is a word of its frequency table, so a word with no table word
 * within two slips is kept from Harper (harper-linter.ts), and the wider
 * search, where it could matter, is made here over the frequency table.
 */
import { SPELLING_WORDS_URL } from "../detect/spelling";
import { loadWordList, type SortedWords, type WordList } from "../word-list";
import { maxSlipsFor, typoDistance } from "./edit-distance";
import { WORDNET_WORDS_URL } from "./real-words";
import { frequencyOfWord, frequencyTableWords } from "./word-frequencies";

const MAX_NEAR_SLIPS = 2;

/**
 * Latin letters with their combining marks, apostrophes inside: roughly what
 * Harper takes for one word and spell-checks (it leaves other scripts alone).
 */
const WORD = /[\p{Script=Latin}\p{M}]+(?:['’][\p{Script=Latin}\p{M}]+)*/gu;

/**
 * Calls `visit` with each listed word within `maxSlips` edits of `word`
 * (insertions, deletions, substitutions and swaps of neighbours, as in
 * `typoDistance`) until it returns true. A walk over the trie the sorted list
 * implies: each step extends one row of the edit-distance table, and a prefix
 * already more than `maxSlips` away is not followed further.
 */
function visitWordsWithin(list: SortedWords, word: string, maxSlips: number, visit: (listed: string, slips: number) => boolean): boolean {
  const width = word.length + 1;
  // Row d of the table, for listed prefixes of d letters, at rows[d * width…]; no deeper prefix can be within reach.
  const rows = new Int32Array((word.length + maxSlips + 2) * width);
  for (let j = 0; j < width; j++) rows[j] = j;

  /** Fills row `depth` + 1 for `code` and tells whether any of its cells is within reach. */
  const extendRow = (depth: number, code: number, previousCode: number): boolean => {
    const row = depth * width;
    const next = row + width;
    rows[next] = depth + 1;
    let smallest = depth + 1;
    for (let j = 1; j < width; j++) {
      let best = Math.min(rows[row + j]! + 1, rows[next + j - 1]! + 1, rows[row + j - 1]! + (word.charCodeAt(j - 1) === code ? 0 : 1));
      if (j > 1 && depth > 0 && word.charCodeAt(j - 1) === previousCode && word.charCodeAt(j - 2) === code)
        best = Math.min(best, rows[row - width + j - 2]! + 1);
      rows[next + j] = best;
      if (best < smallest) smallest = best;
    }
    return smallest <= maxSlips;
  };

  const walk = (low: number, high: number, depth: number, previousCode: number): boolean => {
    let start = low;
    if (start < high && list.lengthAt(start) === depth) {
      const slips = rows[depth * width + word.length]!;
      if (slips <= maxSlips && visit(list.wordAt(start), slips)) return true;
      start++;
    }
    while (start < high) {
      const code = list.codeAt(start, depth);
      const end = endOfRun(list, start, high, depth, code);
      if (extendRow(depth, code, previousCode) && walk(start, end, depth + 1, code)) return true;
      start = end;
    }
    return false;
  };
  return walk(0, list.size, 0, -1);
}

/** The first index from `start` whose letter at `depth` differs from `code`: the list is sorted, so a binary search. */
function endOfRun(list: SortedWords, start: number, high: number, depth: number, code: number): number {
  let low = start + 1;
  let top = high;
  while (low < top) {
    const middle = (low + top) >>> 1;
    if (list.codeAt(middle, depth) === code) low = middle + 1;
    else top = middle;
  }
  return low;
}

/** Is some listed word, other than `word` itself, within `maxSlips` slips of it? */
export function hasWordWithin(list: SortedWords, word: string, maxSlips: number): boolean {
  return visitWordsWithin(list, word, maxSlips, (_, slips) => slips > 0);
}

/** Every listed word within `maxSlips` slips of `word`, with its slips, never `word` itself. */
export function wordsWithin(list: SortedWords, word: string, maxSlips: number): Array<{ listed: string; slips: number }> {
  const found: Array<{ listed: string; slips: number }> = [];
  visitWordsWithin(list, word, maxSlips, (listed, slips) => {
    if (slips > 0) found.push({ listed, slips });
    return false;
  });
  return found;
}

/** The listed words fewest slips from `word`, at most `maxSlips`, never `word` itself. */
export function closestWords(list: SortedWords, word: string, maxSlips: number): string[] {
  const found = wordsWithin(list, word, maxSlips);
  const fewest = Math.min(...found.map(({ slips }) => slips));
  return found.filter(({ slips }) => slips === fewest).map(({ listed }) => listed);
}

function dictionaries(): WordList[] {
  return [loadWordList(SPELLING_WORDS_URL), loadWordList(WORDNET_WORDS_URL)];
}

/** Lists hold lower-case words with straight apostrophes. */
const asListed = (word: string) => word.toLowerCase().replace(/’/g, "'");

/**
 * Checking a word takes about a millisecond. A text with more distinct words
 * that no dictionary lists is mostly not words at all; the rest are taken as
 * far without a check, so such a text gets no spelling corrections past them.
 */
const MAX_UNLISTED_WORDS_CHECKED = 200;

/**
 * The distinct words of `text` that no dictionary lists and that have no
 * word of the frequency table within two slips, as written.
 */
export function wordsFarFromAnyCorrection(text: string): string[] {
  const lists = dictionaries();
  const unlisted = [...new Set(text.match(WORD) ?? [])].filter((word) => !lists.some((list) => list.has(asListed(word))));
  return unlisted.filter(
    (word, i) => i >= MAX_UNLISTED_WORDS_CHECKED || !hasWordWithin(frequencyTableWords(), asListed(word), MAX_NEAR_SLIPS),
  );
}

/** Harper's widest spelling search. */
const WIDEST_SEARCH = 4;
/**
 * A search that wide takes up to 50 ms. Hundreds of invented words are no
 * prose to correct, and one text must not hold the server for seconds: past
 * this many far words, the rest get no suggestions.
 */
const MAX_WIDE_SEARCHES = 10;

/**
 * The wider search Harper would have made, only where the Improver could
 * apply its result: lower-case words long enough to allow more slips
 * ("errounuosly" → "erroneously"). Harper offers only its closest words, so
 * the Hunspell and WordNet lists stand in for its dictionary: when one of
 * their words is closer than the closest of the table, there is no
 * suggestion ("menhadens" is one slip from "menhaden", so not "mendes").
 */
function widerSuggestions(word: string): string[] {
  const slips = Math.min(WIDEST_SEARCH, maxSlipsFor(word));
  if (!/^[a-z]+$/.test(word) || slips <= MAX_NEAR_SLIPS) return [];
  const closest = closestWords(frequencyTableWords(), word, slips);
  if (closest.length === 0) return [];
  const closerThanTable = typoDistance(word, closest[0]!) - 1;
  if (dictionaries().some((list) => hasWordWithin(list, word, closerThanTable))) return [];
  return closest.sort((a, b) => frequencyOfWord(b) - frequencyOfWord(a));
}

/** Each far word with the corrections a wider search finds; past `MAX_WIDE_SEARCHES`, none. */
export function suggestionsForFarWords(words: string[]): Map<string, string[]> {
  return new Map(words.map((word, i) => [word, i < MAX_WIDE_SEARCHES ? widerSuggestions(word) : []]));
}

/** Each place in `text` where one of `words` stands as a whole word. */
export function occurrencesOf(text: string, words: { has(word: string): boolean }): Array<{ word: string; start: number; end: number }> {
  return [...text.matchAll(WORD)]
    .filter((match) => words.has(match[0]))
    .map((match) => ({ word: match[0], start: match.index, end: match.index + match[0].length }));
}
