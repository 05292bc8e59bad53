import nlp from "compromise";
import { learnerSlipCost, maxSlipsFor, typoDistance } from "../edit-distance";
import { matchInitialCase } from "../edits";
import type { GrammarFinding } from "../harper-linter";
import { contextFit, fitWithNeighbours, nearbyCommonWords, type Neighbours } from "../spelling-choice";
import { frequencyOfPhrase } from "../word-frequencies";

/** Each step down Harper's list must be this many times more common to win among equally close words. */
const RANK_PENALTY = 3;
/**
 * Among equally many slips, a word reached by a likelier kind (half a slip
 * cheaper by `learnerSlipCost`) wins unless the other is twice as likely
 * where it stands: "creat" is "create", not "cream"; "deaply" is "deeply".
 */
const SLIP_COST_WEIGHT = 2 * Math.log(2);

/**
 * A closest-word candidate: not one that drops a whole affix ("unreturned" →
 * "returned"), nor an apostrophe Harper guessed ("ipod" → "it'd"); a negation
 * ("wasent" → "wasn't") or a restored apostrophe ("todays" → "today's") is fine.
 */
function isPlausibleWord(original: string, candidate: string): boolean {
  const lowerOriginal = original.toLowerCase();
  const lowerCandidate = candidate.toLowerCase();
  if (/\s/.test(candidate) || frequencyOfPhrase(candidate) === 0) return false;
  if (lowerOriginal.includes(lowerCandidate) && lowerOriginal.length - lowerCandidate.length >= 2) return false;
  const restoresApostrophe = lowerCandidate.endsWith("n't") || lowerCandidate.replace(/'/g, "") === lowerOriginal;
  return !lowerCandidate.includes("'") || restoresApostrophe;
}

/**
 * The fewest typing slips away first ("untill": "until", not "uphill"); among
 * equally close words, the more common one that fits its neighbours, reached
 * by the kind of slip learners make most, with Harper's order as a
 * tie-break. When the closest single word is one we cannot vouch for
 * ("confg": "config" is not in the frequency table), nothing is changed
 * rather than settling for a farther word ("cog").
 */
export function closestWord(original: string, suggestions: string[], neighbours: Neighbours, opensSentence: boolean): string | null {
  const nearby = nearbyCommonWords(original, opensSentence).map((word) => matchInitialCase(original, word));
  const offered = [...new Set([...suggestions, ...nearby])];
  const candidates = offered.filter((candidate) => isPlausibleWord(original, candidate));
  if (candidates.length === 0) return null;
  const slipsOf = (candidate: string) => typoDistance(original, candidate);
  const fewestSlips = Math.min(...candidates.map(slipsOf));
  if (fewestSlips > maxSlipsFor(original)) return null;
  const closestOverall = Math.min(...offered.filter((candidate) => !/\s/.test(candidate)).map(slipsOf));
  if (fewestSlips > closestOverall) return null;
  // A word we found ourselves ranks just after Harper's own suggestions.
  const rankOf = (candidate: string) => (suggestions.includes(candidate) ? suggestions.indexOf(candidate) : suggestions.length);
  const score = (candidate: string) =>
    fitWithNeighbours(candidate, neighbours) -
    Math.log(RANK_PENALTY) * rankOf(candidate) -
    SLIP_COST_WEIGHT * learnerSlipCost(original, candidate);
  const closest = candidates.filter((candidate) => slipsOf(candidate) === fewestSlips);
  const chosen = keepingInflection(original, closest).reduce((best, candidate) => (score(candidate) > score(best) ? candidate : best));
  return isUnlikelySlip(original, chosen, neighbours) ? null : chosen;
}

/** Two whole slips: two consonants wrong or missing (half-cost slips are the likely kinds, see `learnerSlipCost`). */
const UNLIKELY_SLIP_COST = 2;

/**
 * A word two consonant slips away is as often another word as the one meant
 * ("omlette" is no "palette", "nonalchy" no "monarchy"); it is taken only
 * where its neighbours vouch for it ("very sofisticated": "sophisticated").
 * Names, dishes and slang people write on purpose are left alone (decision 100).
 */
function isUnlikelySlip(original: string, candidate: string, neighbours: Neighbours): boolean {
  return learnerSlipCost(original, candidate) >= UNLIKELY_SLIP_COST && contextFit(candidate, neighbours) <= 0;
}

const INFLECTION = /(?:ed|ing)$/;

/** "succeeded" is "succeed" + "ed"; "succeed" only ends in the same letters. */
function isInflectedWith(candidate: string, ending: string): boolean {
  const lower = candidate.toLowerCase();
  if (!lower.endsWith(ending)) return false;
  const stem = lower.slice(0, -ending.length);
  return [stem, `${stem}e`, stem.slice(0, -1)].some((word) => word.length > 1 && frequencyOfPhrase(word) > 0);
}

/** "rememberd", "happend": a past ending that lost its "e" ("wierd" and "firend" are no past forms: no candidate is the word with "e" put back). */
const PAST_WITHOUT_E = /[^aeiouy]d$/;

function pastWithERestored(lower: string, candidates: string[]): string[] {
  if (!PAST_WITHOUT_E.test(lower)) return [];
  return candidates.filter((candidate) => candidate.toLowerCase() === `${lower.slice(0, -1)}ed`);
}

/** An "s" ending that is not "ss": "wifes" is "wives", not "wife", whichever fits its neighbours better. */
const PLURAL_ENDING = /[^s']s$/;

/** A slip inside the stem leaves the ending meant: "succeded" is "succeeded", not "succeed"; "rememberd" is "remembered"; a plural stays one. */
function keepingInflection(original: string, candidates: string[]): string[] {
  const lower = original.toLowerCase();
  const restored = pastWithERestored(lower, candidates);
  if (restored.length > 0) return restored;
  const ending = INFLECTION.exec(lower)?.[0];
  const inflected = ending ? candidates.filter((candidate) => isInflectedWith(candidate, ending)) : [];
  if (inflected.length > 0) return inflected;
  const plurals = PLURAL_ENDING.test(lower) ? candidates.filter((candidate) => PLURAL_ENDING.test(candidate.toLowerCase())) : [];
  return plurals.length > 0 ? plurals : candidates;
}

/** A word we add to Harper's three suggestions must be this common: we offer it unasked. */
const MIN_OWN_CANDIDATE_FREQUENCY = 50;

/**
 * Two neighbouring letters swapped is the commonest typing slip; Harper's
 * three suggestions can miss the word ("palce": "pace, palace, pale"). Only
 * for lower-case words: a capitalised one may be a name at the start of a
 * sentence ("Ilsa" is not "Lisa", "Landman" is not "Land man").
 */
export function swappedLetterWords(original: string): string[] {
  if (!/^[a-z]+$/.test(original)) return [];
  const words = new Set<string>();
  for (let i = 0; i + 1 < original.length; i++) {
    const swapped = original.slice(0, i) + original[i + 1] + original[i] + original.slice(i + 2);
    if (swapped !== original && frequencyOfPhrase(swapped) >= MIN_OWN_CANDIDATE_FREQUENCY) words.add(swapped);
  }
  return [...words];
}

/**
 * "lifes", "wolfs", "shelfs": an f that turns into v in the plural. Harper's
 * three suggestions can miss the plural ("lifes": "life's, lies, lifers").
 */
export function pluralWithV(original: string): string[] {
  if (!/^[a-z]+fe?s$/.test(original)) return [];
  const plural = original.replace(/fe?s$/, "ves");
  return frequencyOfPhrase(plural) >= MIN_OWN_CANDIDATE_FREQUENCY ? [plural] : [];
}

/** Words run together ("inorder"): each half an everyday word of two letters or more ("smallers" is not "smaller s"). */
export function ownSplits(original: string): string[] {
  if (!/^[a-z]+$/.test(original)) return [];
  const splits: string[] = [];
  for (let i = 2; i <= original.length - 2; i++) splits.push(`${original.slice(0, i)} ${original.slice(i)}`);
  return splits.filter((split) => frequencyOfPhrase(split) >= MIN_SPLIT_WORD_FREQUENCY);
}

/** Both words of a split ("alot" → "a lot") must be everyday words… */
const MIN_SPLIT_WORD_FREQUENCY = 500;
/** …and the pair far more common than any single-word correction ("belive" → "believe", not "be live"). */
const SPLIT_ADVANTAGE = 10;

/** A split wins only over single words other than its own halves ("ofcourse": "of course" beats "concourse", not "course"). */
export function bestSplit(suggestions: string[]): string | null {
  const splits = suggestions.filter((candidate) => /\s/.test(candidate) && frequencyOfPhrase(candidate) >= MIN_SPLIT_WORD_FREQUENCY);
  return (
    splits.find((split) => {
      const halves = split.toLowerCase().split(/\s+/);
      const rivals = suggestions.filter((candidate) => !/\s/.test(candidate) && !halves.includes(candidate.toLowerCase()));
      return frequencyOfPhrase(split) >= SPLIT_ADVANTAGE * Math.max(0, ...rivals.map(frequencyOfPhrase));
    }) ?? null
  );
}

/**
 * "todays world", "childrens toys": before a noun, an "s" word the dictionary
 * lacks is a possessive that lost its apostrophe ("today's"), not an "s"
 * typed by mistake ("today"). Before a verb it is a plural ("The wifes came").
 */
export function possessiveBeforeANoun(text: string, finding: GrammarFinding, original: string, suggestions: string[]): string | null {
  if (!/s$/i.test(original)) return null;
  const nextWord = /^\s+([a-z]+)\b/.exec(text.slice(finding.end))?.[1];
  const next = nextWord === undefined ? null : nlp(nextWord);
  if (next === null || !next.has("#Noun") || next.has("#Verb") || next.has("#Pronoun")) return null;
  const possessive = `${original.slice(0, -1)}'s`.toLowerCase();
  return suggestions.find((candidate) => candidate.toLowerCase() === possessive) ?? null;
}
