/**
 * Choosing a spelling correction the way a reader would: among the closest
 * words, the one that fits between its neighbours (decision 096). Harper
 * offers at most three words and picks them without context: "foods lke oil"
 * gets "lake, lee, lie", and "a different maner" gets "maker, mane, manner".
 * Common words as close are added, and the neighbours decide: "like",
 * "manner". The same fit tells confusable real words apart (decision 097).
 */
import { SPELLING_WORDS_URL } from "../detect/spelling";
import { loadWordList } from "../word-list";
import { wordsWithin } from "./far-words";
import { frequencyOfWord, frequencyTableWords, totalWordCount } from "./word-frequencies";
import { pairCount } from "./word-pairs";

/** The words either side of a misspelling, lower case; null at a sentence edge or across punctuation. */
export interface Neighbours {
  before: string | null;
  after: string | null;
}

/** A word we offer unasked must be this common in the frequency table. */
const MIN_NEARBY_FREQUENCY = 50;
/** Farther than this, a common word is more likely another word than the one meant. */
const MAX_NEARBY_SLIPS = 2;

/**
 * Common words within two slips of a lower-case word, as the dictionary
 * spells them: the frequency table is lower-cased, so it holds names
 * ("stanley") that must not stand in for a slip. A capitalised word gets
 * them only where a sentence opens, as the lower-case word it would be
 * mid-sentence ("Afther that": "After"); elsewhere it is left to Harper's own
 * suggestions, since it may be a name ("Ilsa" is not "Lisa").
 */
export function nearbyCommonWords(original: string, opensSentence: boolean): string[] {
  const capitalisedByPosition = opensSentence && /^[A-Z][a-z]+$/.test(original);
  if (!/^[a-z]+$/.test(original) && !capitalisedByPosition) return [];
  const dictionary = loadWordList(SPELLING_WORDS_URL);
  return wordsWithin(frequencyTableWords(), original.toLowerCase(), MAX_NEARBY_SLIPS)
    .map(({ listed }) => listed)
    .filter((word) => frequencyOfWord(word) >= MIN_NEARBY_FREQUENCY && dictionary.has(word));
}

const WORD_BEFORE = /([a-z]+(?:'[a-z]+)?)\s+$/i;
const WORD_AFTER = /^\s+([a-z]+(?:'[a-z]+)?)/i;

export function neighboursIn(text: string, start: number, end: number): Neighbours {
  return {
    before: WORD_BEFORE.exec(text.slice(Math.max(0, start - 40), start))?.[1]?.toLowerCase() ?? null,
    after: WORD_AFTER.exec(text.slice(end, end + 40))?.[1]?.toLowerCase() ?? null,
  };
}

/**
 * How much more often `first` is followed by `second` than chance would
 * have it, as a log ratio with one added to each side: near 0 for words the
 * table has seen too rarely to tell, so only real evidence moves a choice
 * ("foods like" is common, "foods lake" unseen; "the wives" and "the wife's"
 * are both too rare to say anything).
 */
function association(first: string, second: string): number {
  const expected = (frequencyOfWord(first) * frequencyOfWord(second)) / totalWordCount();
  return Math.log((pairCount(first, second) + 1) / (expected + 1));
}

/** How much better than chance `candidate` goes with the words either side of the misspelling. */
export function contextFit(candidate: string, neighbours: Neighbours): number {
  const word = candidate.toLowerCase();
  const withBefore = neighbours.before === null ? 0 : association(neighbours.before, word);
  const withAfter = neighbours.after === null ? 0 : association(word, neighbours.after);
  return withBefore + withAfter;
}

/** How likely `word` is where it stands: how common it is, and how well it goes with its neighbours. */
export function fitWithNeighbours(word: string, neighbours: Neighbours): number {
  return Math.log(frequencyOfWord(word) + 1) + contextFit(word, neighbours);
}

/**
 * How much better, as a log ratio, a word must fit its neighbours before the
 * Improver holds it the one meant over another. Set so that correct text is
 * left alone: on JFLEG's corrected sentences and the detector's human dev
 * texts almost nothing is flagged (decision 097).
 */
const CLEAR_ADVANTAGE = 5;

/** Whether `word` fits between both its neighbours clearly better than `other`; at a sentence edge or beside punctuation nothing is judged. */
export function fitsClearlyBetter(word: string, other: string, neighbours: Neighbours): boolean {
  if (neighbours.before === null || neighbours.after === null) return false;
  return fitWithNeighbours(word, neighbours) - fitWithNeighbours(other, neighbours) >= CLEAR_ADVANTAGE;
}
