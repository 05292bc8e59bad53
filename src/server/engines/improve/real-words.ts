/**
 * Real words Harper's dictionary lacks. Harper flags "latex", "bloke",
 * "cruciate", "aioli" and "penne" as misspellings and offers "late",
 * "broke", "crucial", "aisle" and "penned". A word the Hunspell dictionary
 * (the detector's spelling list) or WordNet knows is no slip
 * (docs/decisions/064).
 */
import { SPELLING_WORDS_URL } from "../detect/spelling.js";
import { loadWordList, type WordList } from "../word-list.js";

export const WORDNET_WORDS_URL = new URL("./data/wordnet-words.txt", import.meta.url);

let lists: WordList[] | null = null;

/** Read on first use, so the build script can import the URL before the file exists. */
function knownWordLists(): WordList[] {
  lists ??= [loadWordList(SPELLING_WORDS_URL), loadWordList(WORDNET_WORDS_URL)];
  return lists;
}

/**
 * Real but rare words that, in what people write, nearly always stand for a
 * common one: "wether" (a ram) for "whether", "ans" for "and", "shes" for
 * "she's", "hassel" (a surname) for "hassle", "carful" for "careful".
 */
const USUALLY_A_SLIP = new Set(["wether", "ans", "shes", "hassel", "carful"]);

export function isRealWord(word: string): boolean {
  const lower = word.toLowerCase();
  if (!/^[a-z]+$/.test(lower) || USUALLY_A_SLIP.has(lower)) return false;
  return knownWordLists().some((list) => list.has(lower));
}
