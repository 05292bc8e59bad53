import type { Edit } from "../edits.js";

/**
 * Sentence openers that careful writers always follow with a comma ("However, I think…").
 * "Thus", "Also", "Therefore" and "Of course" are left out: without a comma they are still correct.
 * So are the short adverbials "Nowadays" and "In this case", after which style guides make the
 * comma optional ("Nowadays people work longer").
 */
const INTRODUCTORY_PHRASES = [
  "however", "moreover", "furthermore", "consequently", "firstly", "secondly", "thirdly", "lastly",
  "additionally", "for example", "for instance", "in addition", "in conclusion", "in my opinion",
  "on the other hand", "in other words", "as a result", "in summary", "to sum up",
  "first of all", "all in all", "last but not least", "to be honest", "in a nutshell", "on the contrary", "generally speaking",
  "as far as i am concerned", "as far as i'm concerned", "from my point of view", "in my view", "yes",
].sort((a, b) => b.length - a.length);

/** "Yes or no?", "Yes and no": a choice, not an answer. */
const YES_OR_NO = /^\s+(?:or|and|no|nor)\b/i;

/** "However much it costs…" uses "however" as "no matter how": no comma. */
const HOW_MUCH_HOWEVER = /^\s+(?:much|many|long|hard|far|often|little|few|small|large|big|good|bad|you|we|they|he|she|it)\b/i;

/**
 * "Second", "Third" open a sentence as adverbs only when a clause follows
 * ("Second, the cost…"); "Second place went to…" uses them as adjectives.
 */
const ORDINAL_OPENERS = /(?<=^|[.!?]["')\]]?\s+)(?:Second|Third)(?= (?:the|a|an|I|we|you|they|he|she|it|this|these|those|there|my|our|their|his|her|its|people|many|most|some|if|when)\b)/g;

/**
 * "In addition to the fee, we", "As a result of this work": these openers
 * may begin a longer phrase, and then the comma belongs after the whole of it.
 */
const LONGER_PHRASE_AFTER = /^(?:in addition|as a result)$/i;
const PHRASE_CONTINUES = /^\s+(?:to|of)\b/i;

export function introductoryCommaEdits(text: string): Edit[] {
  const edits: Edit[] = [];
  const alternatives = INTRODUCTORY_PHRASES.map((phrase) => phrase.replace(/ /g, "\\s+")).join("|");
  const pattern = new RegExp(`(?<=^|[.!?]["')\\]]?\\s+)(${alternatives})(?= [A-Za-z])`, "gi");
  const openers = [...text.matchAll(pattern), ...text.matchAll(ORDINAL_OPENERS)];
  for (const match of openers) {
    const end = match.index + match[0].length;
    if (/^however$/i.test(match[0]) && HOW_MUCH_HOWEVER.test(text.slice(end))) continue;
    if (/^yes$/i.test(match[0]) && YES_OR_NO.test(text.slice(end))) continue;
    if (LONGER_PHRASE_AFTER.test(match[0].replace(/\s+/g, " ")) && PHRASE_CONTINUES.test(text.slice(end))) continue;
    edits.push({ start: end, end, replacement: ",", reason: "Comma after an introductory phrase" });
  }
  return edits;
}
