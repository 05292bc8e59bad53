/**
 * Real words Harper's dictionary lacks. Harper flags "latex", "bloke",
 * "cruciate", "aioli" and "penne" as misspellings and offers "late",
 * "broke", "crucial", "aisle" and "penned". A word the Hunspell dictionary
 * (the detector's spelling list) or WordNet knows is no slip
 * (docs/decisions/064).
 */
import { SPELLING_WORDS_URL } from "../detect/spelling";
import { loadWordList, type WordList } from "../word-list";
import { frequencyOfWord } from "./word-frequencies";

export const WORDNET_WORDS_URL = new URL("./data/wordnet-words.txt", import.meta.url);

let lists: [hunspell: WordList, wordnet: WordList] | null = null;

/** Read on first use, so the build script can import the URL before the file exists. */
function knownWordLists(): [hunspell: WordList, wordnet: WordList] {
  lists ??= [loadWordList(SPELLING_WORDS_URL), loadWordList(WORDNET_WORDS_URL)];
  return lists;
}

/**
 * Real but rare words that, in what people write, nearly always stand for a
 * common one: "wether" (a ram) for "whether", "ans" for "and", "shes" for
 * "she's", "hassel" (a surname) for "hassle", "carful" for "careful".
 */
const USUALLY_A_SLIP = new Set(["wether", "ans", "shes", "hassel", "carful"]);

function isListed(word: string): boolean {
  return knownWordLists().some((list) => list.has(word));
}

/**
 * WordNet lists lemmas only, so a regular plural of a word only WordNet knows
 * ("habitants", "strugglers", "plumages") is real too. Hunspell lists
 * inflections: a plural it lacks of a word it has is not standard English
 * ("informations", "theres", "countrys"). Short words are left out: "puls" is
 * a slip for "plus", not the plural of the coin "pul".
 */
const MIN_SINGULAR_LENGTH = 4;

function isPluralOfWordOnlyWordNetKnows(word: string): boolean {
  if (!word.endsWith("s") || word.endsWith("ss")) return false;
  const [hunspell, wordnet] = knownWordLists();
  const singular = word.slice(0, -1);
  return singular.length >= MIN_SINGULAR_LENGTH && wordnet.has(singular) && !hunspell.has(singular);
}

/**
 * "attributers", "prescribers", "a bomb defuser": anyone who does a thing can
 * be named with -er, and no dictionary lists them all. The verb must be a
 * dictionary word that people write (in the frequency table too: "conseder"
 * is no "consed" + -er, "recievers" no "recieve" + -er) of five letters or
 * more, where a slip is less likely ("canser", "meaters"). Not when the -or form is the word
 * ("governer", "contracters"), nor when Hunspell has the -er word but not
 * this form of it ("smallers").
 */
const AGENT_NOUN = /^([a-z]{5,})er(s?)$/;

function isAgentNounOfWrittenVerb(word: string): boolean {
  const [, stem, plural = ""] = AGENT_NOUN.exec(word) ?? [];
  if (stem === undefined || isListed(`${stem}or${plural}`) || isListed(`${stem}er`)) return false;
  return [stem, `${stem}e`].some((verb) => isListed(verb) && frequencyOfWord(verb) > 0);
}

export function isRealWord(word: string): boolean {
  const lower = word.toLowerCase();
  if (!/^[a-z]+$/.test(lower) || USUALLY_A_SLIP.has(lower)) return false;
  return isListed(lower) || isPluralOfWordOnlyWordNetKnows(lower) || isAgentNounOfWrittenVerb(lower);
}
