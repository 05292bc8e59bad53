import { readFileSync } from "node:fs";
import nlp from "compromise";
import { matchInitialCase, sentenceAround, type Edit } from "./edits.js";
import { learnerSlipCost, maxSlipsFor, typoDistance } from "./edit-distance.js";
import { isRealWord } from "./real-words.js";
import { CAPITALISATION_REASON, type GrammarFinding } from "./harper-linter.js";
import { isPastTenseForm } from "./rules/irregular-verbs.js";
import { contextFit, fitWithNeighbours, fitsClearlyBetter, nearbyCommonWords, neighboursIn, type Neighbours } from "./spelling-choice.js";
import { frequencyOfWord } from "./word-frequencies.js";

/**
 * Turns Harper findings into edits we are willing to apply unasked. Harper is
 * tuned for writers who review every suggestion; applied blindly, its spelling
 * checker "corrects" names, technical words and prefixed words, so each filter
 * below drops a kind of false alarm seen on already-correct JFLEG references.
 */

const SPELLING_KINDS = new Set(["Spelling", "Typo"]);
/** "etc" and British past forms Harper's dictionary lacks ("etc" → "eta", "spilt" → "split"). */
const UNTOUCHABLE_WORDS = new Set(["etc", "spilt", "spelt", "learnt", "burnt", "dreamt", "leapt", "spoilt", "smelt", "knelt", "dwelt"]);

/**
 * Tech and chat terms Harper lacks that sit one slip from a word ("numpy" →
 * "bumpy", "goated" → "gated", "idk" → "id"). Only those Harper flags and
 * the rules below do not already keep: words without a vowel ("tbh", "npm")
 * or of two letters ("ur").
 */
const KNOWN_TERMS: ReadonlySet<string> = new Set(JSON.parse(readFileSync(new URL("./data/known-terms.json", import.meta.url), "utf8")));

/**
 * Signs that a sentence holds code: a file name ("app.py"), a snake_case
 * identifier, a call ("np.array(", "len()") or a command-line flag
 * ("--force"). Its other unknown words are then commands and library names
 * ("run kubectl apply --force -f app.yaml"), not slips. Not "word(s)",
 * "president(paragraph 3)" or "five -days": learners leave out spaces there;
 * nor camelCase, which two run-together sentences also make ("hereThe").
 */
const CODE_TOKEN = /\b\w+\.(?:py|js|ts|tsx|jsx|json|ya?ml|toml|md|sh|html|css|go|rs|java|cpp|rb|php|sql|csv|txt)\b|\b[a-z]+_[a-z0-9_]+\b|\b\w+(?:\.\w+)+\(|\b\w+\(\)|(?:^|\s)--[a-z][\w-]*/;

/** Whether the sentence around a finding holds code. */
type CodeContext = (finding: GrammarFinding) => boolean;

/**
 * Each sentence is tested once per text: a text without full stops is one
 * sentence, and testing it again for each of its findings made 2,000
 * findings in 20,000 characters take seconds.
 */
function codeContextOf(text: string): CodeContext {
  const holdsCode = new Map<string, boolean>();
  return (finding) => {
    const sentence = sentenceAround(text, finding.start, finding.end);
    let answer = holdsCode.get(sentence);
    if (answer === undefined) {
      answer = CODE_TOKEN.test(sentence);
      holdsCode.set(sentence, answer);
    }
    return answer;
  };
}

function frequencyOf(phrase: string): number {
  const words = phrase.toLowerCase().split(/\s+/);
  return Math.min(...words.map(frequencyOfWord));
}

function isMidSentence(text: string, index: number): boolean {
  return !/(?:^|[.!?:]["')\]]?\s+|\n\s*)$/.test(text.slice(0, index));
}

/** A capitalised word that opens a sentence is a name when the text also has it capitalised mid-sentence ("Aman … told Aman"). */
function appearsAsName(text: string, word: string): boolean {
  return [...text.matchAll(new RegExp(`\\b${word.replace(/[^\w]/g, "\\$&")}\\b`, "g"))].some((match) => isMidSentence(text, match.index));
}

/**
 * Names, listed terms, words in a sentence with code, hyphenated compounds,
 * contractions, affixed words, words with digits ("mp3s") and one- or
 * two-letter words ("tv", "u": Harper can only guess) are not misspellings we
 * can fix safely.
 */
function isRiskySpellingTarget(text: string, finding: GrammarFinding, original: string, isInCodeContext: CodeContext): boolean {
  if (UNTOUCHABLE_WORDS.has(original.toLowerCase()) || KNOWN_TERMS.has(original.toLowerCase()) || isInCodeContext(finding)) return true;
  if (/[A-Z]/.test(original.slice(1))) return true;
  if (/^[A-Z]/.test(original) && (isMidSentence(text, finding.start) || appearsAsName(text, original))) return true;
  // "Rahul Sharma" under a sign-off: a capitalised word before another one is a first name.
  if (/^[A-Z]/.test(original) && /^[ \t]+[A-Z][a-z]{2,}/.test(text.slice(finding.end))) return true;
  if (/['’`-]/.test(text.slice(Math.max(0, finding.start - 1), finding.end + 1))) return true;
  // A file name or an address ("config.yaml", "numpy.array"): not prose.
  if (/\w\.$/.test(text.slice(Math.max(0, finding.start - 2), finding.start)) || /^\.\w/.test(text.slice(finding.end, finding.end + 2))) return true;
  if (/\d/.test(original) || original.length <= 2) return true;
  // "tbh", "idk", "ngl", "btw": a word without a vowel is an abbreviation, not a typo.
  return !/[aeiouy]/i.test(original);
}

/**
 * "Daphnia magna", "Escherichia coli", "Staphylococcus aureus": a lower-case
 * Latin word right after a capitalised word inside a sentence is the second
 * half of a species name, which no dictionary lists. Only its capital may
 * change: "Prseident obama" is still "Obama".
 */
function isSpeciesEpithet(text: string, finding: GrammarFinding, original: string): boolean {
  if (!/^[a-z]+(?:a|ae|i|us|um|is)$/.test(original)) return false;
  const genus = /\b([A-Z][a-z]{2,})\s+$/.exec(text.slice(Math.max(0, finding.start - 40), finding.start));
  return genus !== null && isMidSentence(text, finding.start - genus[0].length);
}

/** British endings and their American forms ("colour" → "color"): the Improver accepts either dialect. */
const BRITISH_TO_AMERICAN: ReadonlyArray<readonly [RegExp, string]> = [
  [/(?<=[a-z]{2})our(s|ed|ing|ite|ites|able|ful|less)?$/, "or$1"],
  [/is(e|es|ed|ing|ation|ations)$/, "iz$1"],
  [/ys(e|es|ed|ing)$/, "yz$1"],
  [/ll(ed|ing|er|ers|or|ors)$/, "l$1"],
  [/(?<=[a-z]{2})ae(?=[a-z]{2})/, "e"],
  [/^(def|off|lic|pret)ence/, "$1ense"],
  [/gement(s?)$/, "gment$1"],
  [/tre(s?)$/, "ter$1"],
  [/ogue(s?)$/, "og$1"],
  [/mme(s?)$/, "m$1"],
];

function americanSpellingOf(original: string): string {
  return BRITISH_TO_AMERICAN.reduce((word, [pattern, replacement]) => word.replace(pattern, replacement), original.toLowerCase());
}

/** "programme" is "program" in British spelling, whether or not Harper offers "program". */
function isBritishSpelling(original: string, suggestions: string[]): boolean {
  const american = americanSpellingOf(original);
  if (american === original.toLowerCase()) return false;
  return frequencyOf(american) > 0 || suggestions.some((candidate) => candidate.toLowerCase() === american);
}

/** "want be" → "won't be" turns a statement around; a fix may restore a negation ("dont"), never add one. */
function addsNegation(original: string, replacement: string): boolean {
  const negation = /n't\b|\b(?:not|no|never|cannot)\b/i;
  return negation.test(replacement) && !negation.test(original);
}

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
  if (/\s/.test(candidate) || frequencyOf(candidate) === 0) return false;
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
function closestWord(original: string, suggestions: string[], neighbours: Neighbours, opensSentence: boolean): string | null {
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
    fitWithNeighbours(candidate, neighbours) - Math.log(RANK_PENALTY) * rankOf(candidate) - SLIP_COST_WEIGHT * learnerSlipCost(original, candidate);
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
  return [stem, `${stem}e`, stem.slice(0, -1)].some((word) => word.length > 1 && frequencyOf(word) > 0);
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
function swappedLetterWords(original: string): string[] {
  if (!/^[a-z]+$/.test(original)) return [];
  const words = new Set<string>();
  for (let i = 0; i + 1 < original.length; i++) {
    const swapped = original.slice(0, i) + original[i + 1] + original[i] + original.slice(i + 2);
    if (swapped !== original && frequencyOf(swapped) >= MIN_OWN_CANDIDATE_FREQUENCY) words.add(swapped);
  }
  return [...words];
}

/**
 * "lifes", "wolfs", "shelfs": an f that turns into v in the plural. Harper's
 * three suggestions can miss the plural ("lifes": "life's, lies, lifers").
 */
function pluralWithV(original: string): string[] {
  if (!/^[a-z]+fe?s$/.test(original)) return [];
  const plural = original.replace(/fe?s$/, "ves");
  return frequencyOf(plural) >= MIN_OWN_CANDIDATE_FREQUENCY ? [plural] : [];
}

/** Words run together ("inorder"): each half an everyday word of two letters or more ("smallers" is not "smaller s"). */
function ownSplits(original: string): string[] {
  if (!/^[a-z]+$/.test(original)) return [];
  const splits: string[] = [];
  for (let i = 2; i <= original.length - 2; i++) splits.push(`${original.slice(0, i)} ${original.slice(i)}`);
  return splits.filter((split) => frequencyOf(split) >= MIN_SPLIT_WORD_FREQUENCY);
}

/** Both words of a split ("alot" → "a lot") must be everyday words… */
const MIN_SPLIT_WORD_FREQUENCY = 500;
/** …and the pair far more common than any single-word correction ("belive" → "believe", not "be live"). */
const SPLIT_ADVANTAGE = 10;

/** A split wins only over single words other than its own halves ("ofcourse": "of course" beats "concourse", not "course"). */
function bestSplit(original: string, suggestions: string[]): string | null {
  const splits = suggestions.filter((candidate) => /\s/.test(candidate) && frequencyOf(candidate) >= MIN_SPLIT_WORD_FREQUENCY);
  return (
    splits.find((split) => {
      const halves = split.toLowerCase().split(/\s+/);
      const rivals = suggestions.filter((candidate) => !/\s/.test(candidate) && !halves.includes(candidate.toLowerCase()));
      return frequencyOf(split) >= SPLIT_ADVANTAGE * Math.max(0, ...rivals.map(frequencyOf));
    }) ?? null
  );
}

/**
 * A word Harper's dictionary lacks but that is about as common in ordinary
 * text as its suggestion ("eco" beside "echo") is a real word, not a typo.
 */
const REAL_WORD_FREQUENCY_SHARE = 0.5;

function isKnownWordHarperLacks(original: string, candidate: string): boolean {
  if (/\s/.test(original) || original.toLowerCase() === candidate.toLowerCase()) return false;
  return frequencyOf(original) >= REAL_WORD_FREQUENCY_SHARE * frequencyOf(candidate);
}

const NEGATING_PREFIX = /^(?:un|in|im|il|ir|dis|non|mis)(?=([a-z]{3,}))/i;

/** The word under a negating prefix, when the rest is a word itself ("unregulated" → "regulated"; not "understand"). */
function negatedWord(word: string): string | null {
  const rest = NEGATING_PREFIX.exec(word)?.[1];
  return rest && frequencyOf(rest) >= 20 ? rest : null;
}

/**
 * "upregulated" → "unregulated", "illegal" → "legal": a fix never adds or
 * drops a negation. It does when one side is a prefix on a word the other side
 * ends in; "imporeved" → "improved" only repairs letters.
 */
function flipsNegation(original: string, candidate: string): boolean {
  if (/\s/.test(original) || /\s/.test(candidate)) return false;
  const added = negatedWord(candidate);
  const dropped = negatedWord(original);
  if ((added === null) === (dropped === null)) return false;
  return added !== null ? original.toLowerCase().endsWith(added.toLowerCase()) : candidate.toLowerCase().endsWith((dropped as string).toLowerCase());
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
function isTooFarForACapitalisedWord(original: string, candidate: string): boolean {
  if (!/^[A-Z]/.test(original)) return false;
  const slips = typoDistance(original, candidate);
  if (slips <= 1) return false;
  return slips > 2 || original.length < MIN_LENGTH_FOR_TWO_SLIPS || frequencyOf(candidate) < MIN_FREQUENCY_FOR_TWO_SLIPS;
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
function isAnotherName(finding: GrammarFinding, original: string, candidate: string): boolean {
  if (!/^[A-Z]/.test(original) || original.toLowerCase() === candidate.toLowerCase()) return false;
  return (finding.names ?? []).includes(candidate) && !isSwapOrOneLetterMoreOrLess(original, candidate);
}

/**
 * A real word Harper lacks keeps its letters; only its capital may change
 * ("venus" → "Venus", not "latex" → "late"). Harper's "Typo" findings are
 * real words in the wrong place ("that" for "than") and stay open to fixing.
 */
function isRealWordReplaced(original: string, candidate: string): boolean {
  return original.toLowerCase() !== candidate.toLowerCase() && isRealWord(original);
}

/**
 * "perseverant" → "perseverance": an adjective in -ant or -ent that Harper
 * lacks is not a slip for its noun; the fix would change the part of speech.
 */
function turnsAdjectiveIntoNoun(original: string, candidate: string): boolean {
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

function isTwoLettersChangedInAShortWord(original: string, candidate: string): boolean {
  if (original.length > MAX_LENGTH_FOR_A_GUESS || original.length !== candidate.length || candidate.includes("'")) return false;
  const lowerCandidate = candidate.toLowerCase();
  const changed = [...original.toLowerCase()].flatMap((letter, i) => (letter === lowerCandidate[i] ? [] : [i]));
  if (changed.length !== 2 || typoDistance(original, candidate) !== 2) return false;
  const [first = 0, second = 0] = changed;
  const isDoubledLetter = second === first + 1 && original[first] === original[second] && lowerCandidate[first] === lowerCandidate[second];
  return !isDoubledLetter;
}

/**
 * "todays world", "childrens toys": before a noun, an "s" word the dictionary
 * lacks is a possessive that lost its apostrophe ("today's"), not an "s"
 * typed by mistake ("today"). Before a verb it is a plural ("The wifes came").
 */
function possessiveBeforeANoun(text: string, finding: GrammarFinding, original: string, suggestions: string[]): string | null {
  if (!/s$/i.test(original)) return null;
  const nextWord = /^\s+([a-z]+)\b/.exec(text.slice(finding.end))?.[1];
  const next = nextWord === undefined ? null : nlp(nextWord);
  if (next === null || !next.has("#Noun") || next.has("#Verb") || next.has("#Pronoun")) return null;
  const possessive = `${original.slice(0, -1)}'s`.toLowerCase();
  return suggestions.find((candidate) => candidate.toLowerCase() === possessive) ?? null;
}

function bestSpelling(text: string, finding: GrammarFinding, original: string): string | null {
  if (isBritishSpelling(original, finding.suggestions)) return null;
  const suggestions = [...new Set([...swappedLetterWords(original), ...pluralWithV(original), ...finding.suggestions, ...ownSplits(original)])];
  const best =
    possessiveBeforeANoun(text, finding, original, suggestions) ??
    bestSplit(original, suggestions) ??
    closestWord(original, suggestions, neighboursIn(text, finding.start, finding.end), !isMidSentence(text, finding.start));
  if (best === null || (finding.kind === "Spelling" && isKnownWordHarperLacks(original, best))) return null;
  if (flipsNegation(original, best) || isAnotherName(finding, original, best) || turnsAdjectiveIntoNoun(original, best)) return null;
  if (finding.kind === "Spelling" && (isRealWordReplaced(original, best) || dropsTheStemOfAPlural(original, best))) return null;
  if (!/\s/.test(best) && isTooFarForACapitalisedWord(original, best)) return null;
  if (isTwoLettersChangedInAShortWord(original, best) || isCompoundTakenForAnotherWord(original, best)) return null;
  return matchInitialCase(original, best);
}

/** Each half of a closed compound is an everyday word ("day" + "pack"). */
const MIN_COMPOUND_HALF_FREQUENCY = 50;

function isClosedCompound(word: string): boolean {
  const lower = word.toLowerCase();
  // "donnot", "doesnot": a negation run together.
  if (lower.endsWith("not")) return false;
  for (let i = 3; i <= lower.length - 3; i++) {
    const halves = [lower.slice(0, i), lower.slice(i)];
    if (halves.every((half) => isRealWord(half) && frequencyOf(half) >= MIN_COMPOUND_HALF_FREQUENCY)) return true;
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
function isCompoundTakenForAnotherWord(original: string, candidate: string): boolean {
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
function dropsTheStemOfAPlural(original: string, candidate: string): boolean {
  const stem = original.toLowerCase().slice(0, -1);
  if (!original.toLowerCase().endsWith("s") || frequencyOf(stem) < MIN_STEM_FREQUENCY) return false;
  const stems = [stem, ...PLURAL_STEM_CHANGES.filter(([end]) => end.test(stem)).map(([end, replacement]) => stem.replace(end, replacement))];
  return !stems.some((kept) => candidate.toLowerCase().startsWith(kept));
}

/** A grammar fix adjusts a form; one that swaps the word itself ("an advice" → "an tip") is a guess. */
function replacesTheWord(original: string, replacement: string): boolean {
  const lastWord = (phrase: string) => phrase.trim().split(/\s+/).pop()?.toLowerCase() ?? "";
  const before = lastWord(original);
  const after = lastWord(replacement);
  // Irregular forms share their first letter with the word ("took" → "taken"); a different word seldom does.
  return before.length > 2 && after.length > 2 && before[0] !== after[0] && typoDistance(before, after) > Math.max(2, before.length / 2);
}

/** "a Uber", "a NATO base": our article rule goes by sound and knows these; Harper's goes by the letter. */
function isArticleSwap(original: string, replacement: string): boolean {
  const article = /^(a|an)(?=\s|$)/i;
  return article.test(original) && article.test(replacement) && original.replace(article, "") === replacement.replace(article, "");
}

function bestGrammarFix(original: string, suggestions: string[]): string | null {
  const first = suggestions[0];
  if (first === undefined || replacesTheWord(original, first) || isArticleSwap(original, first)) return null;
  // "Brb" → "Be right back": expanding an abbreviation is not a correction.
  if (!/[aeiouy]/i.test(original)) return null;
  // Harper's countability lints ("a thief" → "thief") and "learned" → "learned to" misfire on correct text.
  if (/^(a|an|every)\s/i.test(original) && !/^(a|an)\s/i.test(first) && first.length < original.length) return null;
  if (first === `${original} to` || addsNegation(original, first)) return null;
  // Closing an open compound ("team work" → "teamwork") is a house-style choice, not an error.
  if (/\s/.test(original) && first === original.replace(/\s+/g, "")) return null;
  return first;
}

/**
 * "new fangled", "kind hearted", "post mortem": the word is the second half
 * of a real word written apart, not a slip, and its closest word ("angled",
 * "heated", "more") is another word. A first half of three letters or more:
 * "in", "or" and "a" join too many words by chance ("in german", "or angery").
 */
function isSecondHalfOfAWord(text: string, finding: GrammarFinding, original: string): boolean {
  const previous = /([A-Za-z]{3,})\s+$/.exec(text.slice(Math.max(0, finding.start - 30), finding.start))?.[1];
  return previous !== undefined && isRealWord(previous + original);
}

/**
 * Harper swaps one real word for another ("quite" → "quiet") where the words
 * after it decide whether the writer slipped. Each swap here is refused when
 * the text after the word matches; the counts are Harper's firings on the
 * human texts of the detector's data.
 */
const SWAPS_REFUSED_BEFORE: ReadonlyArray<readonly [original: RegExp, replacement: RegExp, after: RegExp]> = [
  // 41 firings, none a slip for "quiet" ("for quite some time", "quite good").
  [/^quite$/i, /^quiet$/i, /^/],
  // 7 firings, all inverted or relative clauses ("All I found were his glasses", "Gone were the days"), none on
  // JFLEG. The slip puts a clause after the word ("I don't know were he lives"): only a subject pronoun lets it through.
  [/^were$/i, /^where$/i, /^(?!\s+(?:i|you|he|she|it|we|they)\b)/i],
  // "Where you are going?" is a learner's question in statement order, not a slip for "Were": a verb after
  // the pronoun shows it ("Where you there?" keeps Harper's fix).
  [/^where$/i, /^were$/i, /^\s+(?:i|you|he|she|it|we|they)\s+(?:are|is|am|was|were|do|does|did|can|will|would|could|should|have|has|had|go|goes|went|live|lives|lived|work|works|want|wants|think|know|come|came|stay|stays|stayed|get|got|buy|bought|find|found|put|see|saw|say|said|keep|kept)\b/i],
  // "say no to her": Harper wants "not to"; saying no is a phrase of its own.
  [/^no\s+to$/i, /^not\s+to$/i, /^/],
  // 12 firings, 2 wrong, both "your kind were…"; "your kind words" is a possessive, not "you're kind".
  [/^your$/i, /^you['’]re$/i, /^\s+kind\b/i],
  // "He past the exam": Harper takes "past" for a verb and wants "pasts"; the writer meant "passed" (confusable-words.ts).
  [/^past$/i, /^past(?:e?s)$/i, /^/],
  // "I was there yesterday": Harper reads "yesterday" as a noun and wants "their yesterday".
  [/^/, /^their$/i, /^\s+(?:yesterday|today|tomorrow|tonight)\b/i],
];

function isRefusedSwap(text: string, finding: GrammarFinding, original: string, replacement: string): boolean {
  const after = text.slice(finding.end);
  return SWAPS_REFUSED_BEFORE.some(([from, to, context]) => from.test(original.trim()) && to.test(replacement) && context.test(after));
}

function findingToEdit(text: string, finding: GrammarFinding, isInCodeContext: CodeContext): Edit | null {
  const original = text.slice(finding.start, finding.end);
  if (SPELLING_KINDS.has(finding.kind)) {
    if (isRiskySpellingTarget(text, finding, original, isInCodeContext) || isSecondHalfOfAWord(text, finding, original)) return null;
    const replacement = bestSpelling(text, finding, original);
    if (replacement === null || isRefusedSwap(text, finding, original, replacement)) return null;
    const onlyTheCase = replacement.toLowerCase() === original.toLowerCase();
    if (!onlyTheCase && isSpeciesEpithet(text, finding, original)) return null;
    // "saturday" → "Saturday" is spelt right already; the writer should read "Capitalization", not "Spelling".
    return { start: finding.start, end: finding.end, replacement, reason: onlyTheCase ? CAPITALISATION_REASON : finding.reason };
  }
  const replacement = bestGrammarFix(original, finding.suggestions);
  if (replacement === null || isAdverbTakenForVerb(text, finding, original, replacement) || isRefusedSwap(text, finding, original, replacement)) return null;
  if (readsBetterAsWritten(text, finding, original, replacement)) return null;
  return { start: finding.start, end: finding.end, replacement, reason: finding.reason };
}

/** "more than their original offer": Harper wants "they're", but "their original" is what English says (decision 100). */
function readsBetterAsWritten(text: string, finding: GrammarFinding, original: string, replacement: string): boolean {
  const singleWords = /^[A-Za-z']+$/;
  if (!singleWords.test(original) || !singleWords.test(replacement)) return false;
  return fitsClearlyBetter(original, replacement, neighboursIn(text, finding.start, finding.end));
}

/**
 * "He last chose to learn": Harper reads "last" as the verb and wants "lasts",
 * but a past-tense verb right after it shows the word is an adverb.
 */
function isAdverbTakenForVerb(text: string, finding: GrammarFinding, original: string, replacement: string): boolean {
  if (finding.kind !== "Agreement" || !/^(?:s|es)$/.test(replacement.slice(original.length)) || !replacement.startsWith(original)) return false;
  const nextWord = /^\s+([A-Za-z]+)/.exec(text.slice(finding.end))?.[1];
  return nextWord !== undefined && isPastTenseForm(nextWord);
}

/**
 * Harper may flag one word twice, once with close words and once with a split
 * ("alot": "allot, aloft" and "a lot"); the choice needs both lists together.
 */
function mergeSpellingFindings(findings: GrammarFinding[]): GrammarFinding[] {
  const merged: GrammarFinding[] = [];
  for (const finding of findings) {
    const sameWord = SPELLING_KINDS.has(finding.kind)
      ? merged.find((kept) => SPELLING_KINDS.has(kept.kind) && kept.start === finding.start && kept.end === finding.end)
      : undefined;
    if (sameWord) sameWord.suggestions = [...sameWord.suggestions, ...finding.suggestions.filter((s) => !sameWord.suggestions.includes(s))];
    else merged.push({ ...finding, suggestions: [...finding.suggestions] });
  }
  return merged;
}

export function findingsToEdits(text: string, findings: GrammarFinding[]): Edit[] {
  const isInCodeContext = codeContextOf(text);
  return mergeSpellingFindings(findings)
    .map((finding) => findingToEdit(text, finding, isInCodeContext))
    .filter((edit): edit is Edit => edit !== null);
}
