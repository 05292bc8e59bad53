/**
 * Real words written for another that sounds or looks alike ("I don't know
 * weather he will come", "ask for advise from"). A spelling checker cannot see
 * them: each is a word. The neighbours can: "know whether" and "whether he"
 * are common, "know weather" and "weather he" are not (decision 097). Only
 * pairs Harper does not already check are listed (it has then/than,
 * its/it's, their/there, your/you're, lose/loose, affect/effect), and not
 * quite/quiet: "not quiet enough" and "not quite enough" are both right.
 */
import { matchInitialCase, type Edit } from "./edits";
import { fitsClearlyBetter, neighboursIn } from "./spelling-choice";

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

const WORD = /\b[A-Za-z]+\b/g;

export function confusableWordEdits(text: string): Edit[] {
  const edits: Edit[] = [];
  for (const match of text.matchAll(WORD)) {
    const written = match[0];
    const alternatives = ALTERNATIVES.get(written.toLowerCase());
    if (!alternatives) continue;
    const end = match.index + written.length;
    const neighbours = neighboursIn(text, match.index, end);
    const better = alternatives.find((alternative) => fitsClearlyBetter(alternative.word, written, neighbours));
    if (better) edits.push({ start: match.index, end, replacement: matchInitialCase(written, better.word), reason: better.reason });
  }
  return edits;
}
