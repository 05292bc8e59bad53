/**
 * Real words written for another that sounds or looks alike ("I don't know
 * weather he will come", "ask for advise from"). A spelling checker cannot see
 * them: each is a word. The neighbours can: "know whether" and "whether he"
 * are common, "know weather" and "weather he" are not (decision 097). Only
 * pairs Harper does not already check are listed (it has then/than,
 * its/it's, their/there, your/you're, lose/loose, affect/effect), and not
 * quite/quiet: "not quiet enough" and "not quite enough" are both right.
 */
import { matchInitialCase, type Edit } from "./edits.js";
import { fitWithNeighbours } from "./spelling-choice.js";

/** Each word with the word it is mistaken for, and why the other is meant, in a few words. */
const CONFUSABLE_PAIRS: ReadonlyArray<readonly [string, string, string]> = [
  ["weather", "whether", "“whether” introduces a choice; “weather” is rain and sun"],
  ["peace", "piece", "“piece” is a part; “peace” is calm"],
  ["except", "accept", "“accept” means to take or agree; “except” means apart from"],
  ["chose", "choose", "“choose” is the present; “chose” is the past"],
  ["advise", "advice", "“advice” is the noun; “advise” is the verb"],
  ["breath", "breathe", "“breathe” is the verb; “breath” is the noun"],
  ["cloths", "clothes", "“clothes” are what people wear; “cloths” are pieces of fabric"],
  ["desert", "dessert", "“dessert” is a sweet course; “desert” is dry land"],
  ["principal", "principle", "“principle” is a rule or belief; “principal” means main, or the head of a school"],
  ["sight", "site", "“site” is a place; “sight” is seeing"],
  ["past", "passed", "“passed” is the verb; “past” is time gone by"],
  ["here", "hear", "“hear” is what ears do; “here” is this place"],
  ["form", "from", "“from”, not “form”"],
];

interface Alternative {
  word: string;
  reason: string;
}

const ALTERNATIVES = new Map<string, Alternative[]>();
for (const [first, second, reason] of CONFUSABLE_PAIRS) {
  ALTERNATIVES.set(first, [...(ALTERNATIVES.get(first) ?? []), { word: second, reason }]);
  ALTERNATIVES.set(second, [...(ALTERNATIVES.get(second) ?? []), { word: first, reason }]);
}

/**
 * How much better, as a log ratio, the other word must fit its neighbours.
 * Set so that correct text is left alone: on JFLEG's corrected sentences and
 * the detector's human dev texts almost nothing is flagged (decision 097).
 */
const MIN_ADVANTAGE = 5;

/** A word and its neighbours with nothing but spaces between: a sentence edge or punctuation means no judgement. */
const WORD_IN_CONTEXT = /(?<=\b([A-Za-z]+(?:'[a-z]+)?) +)([A-Za-z]+)(?= +([A-Za-z]+(?:'[a-z]+)?)\b)/g;

export function confusableWordEdits(text: string): Edit[] {
  const edits: Edit[] = [];
  for (const match of text.matchAll(WORD_IN_CONTEXT)) {
    const [, before, written, after] = match as unknown as [string, string, string, string];
    const alternatives = ALTERNATIVES.get(written.toLowerCase());
    if (!alternatives) continue;
    const neighbours = { before: before.toLowerCase(), after: after.toLowerCase() };
    const asWritten = fitWithNeighbours(written, neighbours);
    const better = alternatives.find((alternative) => fitWithNeighbours(alternative.word, neighbours) - asWritten >= MIN_ADVANTAGE);
    if (better) edits.push({ start: match.index, end: match.index + written.length, replacement: matchInitialCase(written, better.word), reason: better.reason });
  }
  return edits;
}
