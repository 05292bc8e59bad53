import { startsWithClause } from "./clause-shape";
import { capitaliseFirst, CLAUSE_OPENERS, decapitaliseFirst, wordCount, type Sentence } from "./sentences";

/**
 * Sentence rhythm: assistants write sentences of even length; people mix long
 * and short. Long sentences are split only at a comma or semicolon that
 * starts a new clause, and short neighbours are joined only when the second
 * one opens with a pronoun or determiner, so no meaning is lost either way.
 */

const LONG_SENTENCE_WORDS = 16;
const MIN_PART_WORDS = 5;
const SHORT_SENTENCE_WORDS = 9;
const JOIN_PROBABILITY = 0.5;

const ORDINARY_STARTS = new Set([
  "It",
  "This",
  "That",
  "They",
  "We",
  "He",
  "She",
  "There",
  "The",
  "These",
  "Those",
  "You",
  "Its",
  "Their",
  "Our",
  "His",
  "Her",
  "My",
  "Your",
]);

/**
 * A short sentence is joined to the one before only when it points back to it
 * ("It", "They", "This"…): "The city has parks" after "Please reply" would be
 * tied to a sentence it has nothing to do with.
 */
const CONTINUING_STARTS = new Set(["It", "This", "That", "They", "He", "She", "These", "Those", "Its", "Their", "His", "Her"]);

/** What the second sentence starts with, by the conjunction it was split at ("" for "and" and ";": the full stop says it). */
const CONNECTIVES: Readonly<Record<string, string>> = { but: "But ", so: "So ", because: "That's because " };

interface SplitPoint {
  index: number;
  length: number;
  /** What the second sentence starts with ("But ", or "" when the conjunction is dropped). */
  connective: string;
}

function splitPoints(sentence: string): SplitPoint[] {
  const points: SplitPoint[] = [];
  for (const match of sentence.matchAll(/(?:, (and|but|so|because)|;) (?=([A-Za-z]+)\b)/g)) {
    const nextWord = match[2] ?? "";
    // A capitalised word after the comma is a name ("…, and Maria left early"), which can start a clause too.
    // After "because" only a clause can follow (or "of", which the clause check rejects), so any word may open it.
    const opensClause =
      match[1] === "because" || CLAUSE_OPENERS.has(nextWord.toLowerCase()) || (/^[A-Z][a-z]/.test(nextWord) && nextWord !== "I");
    if (!opensClause || !startsWithClause(sentence.slice(match.index + match[0].length))) continue;
    if (match[1] === "and" && endsAList(sentence.slice(0, match.index))) continue;
    const connective = CONNECTIVES[match[1] ?? ""] ?? "";
    points.push({ index: match.index, length: match[0].length, connective });
  }
  return points;
}

/** Longest item of a list before ", and": "governments, businesses, and individuals must act" is one subject. */
const MAX_LIST_ITEM_WORDS = 3;

/** Whether the text before ", and" ends in a list ("…, businesses"): a short item after an earlier comma. */
function endsAList(before: string): boolean {
  const lastComma = before.lastIndexOf(",");
  return lastComma !== -1 && wordCount(before.slice(lastComma + 1)) <= MAX_LIST_ITEM_WORDS;
}

/**
 * What comes before the split governs what comes after it: a condition ("If
 * rates climb, prices fall, and buyers…"), a report ("warns that…, and…"), a
 * list announced by a colon, or "Not only…, but". A full stop would turn the
 * second part into a plain claim of its own.
 */
const GOVERNS_WHAT_FOLLOWS =
  /^(?:if|unless|when|whenever|once|as long as|provided|assuming|even if|only if|in case)\b|\bthat\b|:|\bnot only\b/i;

/** Splits one long sentence at the clause boundary nearest its middle, or returns it unchanged. */
export function splitLongSentence(sentence: string): string[] {
  const total = wordCount(sentence);
  if (total < LONG_SENTENCE_WORDS || !/[.!]$/.test(sentence)) return [sentence];
  const usable = splitPoints(sentence).filter((point) => {
    const before = sentence.slice(0, point.index);
    return !GOVERNS_WHAT_FOLLOWS.test(before) && wordCount(before) >= MIN_PART_WORDS && total - wordCount(before) >= MIN_PART_WORDS;
  });
  const middle = sentence.length / 2;
  const best = usable.sort((a, b) => Math.abs(a.index - middle) - Math.abs(b.index - middle))[0];
  if (!best) return [sentence];
  const rest = sentence.slice(best.index + best.length);
  const second = best.connective ? best.connective + rest : capitaliseFirst(rest);
  return [`${sentence.slice(0, best.index)}.`, second];
}

/**
 * "It is wise to book ahead", "It seems that…", "It rained all week": this
 * "it" points at nothing before it, so ", and it…" would tie the sentence to
 * whatever the last one was about.
 */
const EMPTY_IT =
  /^It(?: is|'s| was)(?: not)? \w+ (?:to|that|for|whether)\b|^It (?:seems|seemed|appears|appeared|takes|took|rains|rained|snows|snowed)\b/;

/** "It isn't a trend. It's a shift." sets the two against each other, and ", and" would add them up. */
const NEGATIVE = /n't\b|\b(?:not|never|no longer)\b/i;

function canJoin(first: Sentence, second: Sentence): boolean {
  return (
    !EMPTY_IT.test(second.text) &&
    !NEGATIVE.test(first.text) &&
    wordCount(first.text) <= SHORT_SENTENCE_WORDS &&
    wordCount(second.text) <= SHORT_SENTENCE_WORDS &&
    /[a-z\d]\.$/.test(first.text) &&
    /\.$/.test(second.text) &&
    !/,\s/.test(first.text) &&
    !/,\s/.test(second.text) &&
    !/^Please\b/.test(first.text) &&
    CONTINUING_STARTS.has(/^[A-Za-z]+/.exec(second.text)?.[0] ?? "")
  );
}

/** Joins some pairs of short neighbouring sentences with ", and". */
export function joinShortSentences(sentences: Sentence[], random: () => number): Sentence[] {
  const result: Sentence[] = [];
  for (const sentence of sentences) {
    const previous = result[result.length - 1];
    if (previous && previous.gap === " " && canJoin(previous, sentence) && random() < JOIN_PROBABILITY) {
      previous.text = `${previous.text.slice(0, -1)}, and ${decapitaliseFirst(sentence.text, ORDINARY_STARTS)}`;
      previous.gap = sentence.gap;
      continue;
    }
    result.push({ ...sentence });
  }
  return result;
}
