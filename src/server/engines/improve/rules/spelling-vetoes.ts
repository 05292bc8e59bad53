import { typoDistance } from "../edit-distance";
import type { GrammarFinding } from "../harper-linter";
import { isRealWord } from "../real-words";
import { frequencyOfPhrase } from "../word-frequencies";

/**
 * A word Harper's dictionary lacks but that is about as common in ordinary
 * text as its suggestion ("eco" beside "echo") is a real word, not a typo.
 */
const REAL_WORD_FREQUENCY_SHARE = 0.5;

export function isKnownWordHarperLacks(original: string, candidate: string): boolean {
  if (/\s/.test(original) || original.toLowerCase() === candidate.toLowerCase()) return false;
  return frequencyOfPhrase(original) >= REAL_WORD_FREQUENCY_SHARE * frequencyOfPhrase(candidate);
}

const NEGATING_PREFIX = /^(?:un|in|im|il|ir|dis|non|mis)(?=([a-z]{3,}))/i;

/** The word under a negating prefix, when the rest is a word itself ("unregulated" → "regulated"; not "understand"). */
function negatedWord(word: string): string | null {
  const rest = NEGATING_PREFIX.exec(word)?.[1];
  return rest && frequencyOfPhrase(rest) >= 20 ? rest : null;
}

/**
 * "upregulated" → "unregulated", "illegal" → "legal": a fix never adds or
 * drops a negation. It does when one side is a prefix on a word the other side
 * ends in; "imporeved" → "improved" only repairs letters.
 */
export function flipsNegation(original: string, candidate: string): boolean {
  if (/\s/.test(original) || /\s/.test(candidate)) return false;
  const added = negatedWord(candidate);
  const dropped = negatedWord(original);
  if ((added === null) === (dropped === null)) return false;
  return added !== null
    ? original.toLowerCase().endsWith(added.toLowerCase())
    : candidate.toLowerCase().endsWith((dropped as string).toLowerCase());
}

/** Below these, a capitalised first word two slips from a common word is more likely a name. */
const MIN_LENGTH_FOR_TWO_SLIPS = 7;
const MIN_FREQUENCY_FOR_TWO_SLIPS = 300;

/**
 * A capitalised word that opens a sentence may be a name Harper does not know
 * ("Aoife" → "Abide", "Niamh" → "Name", "Priya" → "Pray"). There, one typing
 * slip is corrected ("Becaese" → "Because"), two only in a long word with a
 * common correction ("Gouverment" → "Government").
 */
export function isTooFarForACapitalisedWord(original: string, candidate: string): boolean {
  if (!/^[A-Z]/.test(original)) return false;
  const slips = typoDistance(original, candidate);
  if (slips <= 1) return false;
  return slips > 2 || original.length < MIN_LENGTH_FOR_TWO_SLIPS || frequencyOfPhrase(candidate) < MIN_FREQUENCY_FOR_TWO_SLIPS;
}

/** One neighbouring swap, or one letter added or dropped ("Jonh", "Londn"); not a letter changed for another ("Xiaoming", "Xiaoping"). */
function isSwapOrOneLetterMoreOrLess(original: string, candidate: string): boolean {
  if (typoDistance(original, candidate) !== 1) return false;
  if (original.length !== candidate.length) return true;
  const differing = [...original.toLowerCase()].filter((letter, i) => letter !== candidate.charAt(i).toLowerCase()).length;
  return differing === 2;
}

/**
 * A capitalised name Harper does not know may be one letter from one it does
 * ("Xiaoming" → "Xiaoping"): a name replaces it only where the writer
 * swapped, added or dropped a letter ("Jonh", "Londn").
 */
export function isAnotherName(finding: GrammarFinding, original: string, candidate: string): boolean {
  if (!/^[A-Z]/.test(original) || original.toLowerCase() === candidate.toLowerCase()) return false;
  return (finding.names ?? []).includes(candidate) && !isSwapOrOneLetterMoreOrLess(original, candidate);
}

/**
 * A real word Harper lacks keeps its letters; only its capital may change
 * ("venus" → "Venus", not "latex" → "late"). Harper's "Typo" findings are
 * real words in the wrong place ("that" for "than") and stay open to fixing.
 */
export function isRealWordReplaced(original: string, candidate: string): boolean {
  return original.toLowerCase() !== candidate.toLowerCase() && isRealWord(original);
}

/**
 * "perseverant" → "perseverance": an adjective in -ant or -ent that Harper
 * lacks is not a slip for its noun; the fix would change the part of speech.
 */
export function turnsAdjectiveIntoNoun(original: string, candidate: string): boolean {
  return /[ae]nt$/i.test(original) && candidate.toLowerCase() === `${original.toLowerCase().slice(0, -1)}ce`;
}

/**
 * Two letters changed in a word of six letters or fewer is a guess, not a
 * typo: "deja" → "data", "gelato" → "relate", "popiah" → "polish", and the
 * Welsh and slang of the human texts ("sydd" → "said", "soooo" → "shook").
 * A doubled letter written as another ("hazzle" → "hassle") and a restored
 * apostrophe ("wasent" → "wasn't") are one slip each.
 */
const MAX_LENGTH_FOR_A_GUESS = 6;

export function isTwoLettersChangedInAShortWord(original: string, candidate: string): boolean {
  if (original.length > MAX_LENGTH_FOR_A_GUESS || original.length !== candidate.length || candidate.includes("'")) return false;
  const lowerCandidate = candidate.toLowerCase();
  const changed = [...original.toLowerCase()].flatMap((letter, i) => (letter === lowerCandidate[i] ? [] : [i]));
  if (changed.length !== 2 || typoDistance(original, candidate) !== 2) return false;
  const [first = 0, second = 0] = changed;
  const isDoubledLetter = second === first + 1 && original[first] === original[second] && lowerCandidate[first] === lowerCandidate[second];
  return !isDoubledLetter;
}

/** Each half of a closed compound is an everyday word ("day" + "pack"). */
const MIN_COMPOUND_HALF_FREQUENCY = 50;

function isClosedCompound(word: string): boolean {
  const lower = word.toLowerCase();
  // "donnot", "doesnot": a negation run together.
  if (lower.endsWith("not")) return false;
  for (let i = 3; i <= lower.length - 3; i++) {
    const halves = [lower.slice(0, i), lower.slice(i)];
    if (halves.every((half) => isRealWord(half) && frequencyOfPhrase(half) >= MIN_COMPOUND_HALF_FREQUENCY)) return true;
  }
  return false;
}

/**
 * "daypack" → "payback", "treehouse" → "greenhouse", "nevermind" →
 * "determine": a word made of two common words is a compound the dictionary
 * lacks, not a slip for a word two letters away. One slip is still fixed
 * ("allready", "wonderfull"), and so is a split ("eachother" → "each other").
 * Over the human texts and JFLEG it refused about 65 wrong fixes and about 10
 * right ones ("withought", "feeled", "softwear").
 */
export function isCompoundTakenForAnotherWord(original: string, candidate: string): boolean {
  return !/\s/.test(candidate) && typoDistance(original, candidate) >= 2 && isClosedCompound(original);
}

/** How a word's end changes in its plural: "country" → "countri-es", "life" → "liv-es", "leaf" → "leav-es". */
const PLURAL_STEM_CHANGES: Array<[RegExp, string]> = [
  [/y$/, "i"],
  [/fe?$/, "v"],
];

/** A stem people seldom write is no stem the writer meant: "puls" is "plus", not the plural of the coin "pul". */
const MIN_STEM_FREQUENCY = 20;

/**
 * A plural the dictionary lacks of a word people write is fixed by keeping the word
 * ("informations" → "information", "countrys" → "countries", "lifes" →
 * "lives", "theres" → "there's"), not by swapping it for another ("mids" →
 * "miss": the writer meant "mid" or "midst", or the plural is jargon).
 */
export function dropsTheStemOfAPlural(original: string, candidate: string): boolean {
  const stem = original.toLowerCase().slice(0, -1);
  if (!original.toLowerCase().endsWith("s") || frequencyOfPhrase(stem) < MIN_STEM_FREQUENCY) return false;
  const stems = [
    stem,
    ...PLURAL_STEM_CHANGES.filter(([end]) => end.test(stem)).map(([end, replacement]) => stem.replace(end, replacement)),
  ];
  return !stems.some((kept) => candidate.toLowerCase().startsWith(kept));
}
