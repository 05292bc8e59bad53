import type { Edit } from "../edits.js";
import { frequencyOfWord } from "../word-frequencies.js";

/**
 * After "want to", "need to", "a good idea to"… the verb is bare: "to checked"
 * → "to check". Not after "used to", which also takes a noun phrase ("used to
 * crowded trains").
 */
const PAST_AFTER_INFINITIVE_TO =
  /\b(?:want|wants|wanted|need|needs|needed|try|tries|tried|decide|decides|decided|going|able|have|has|had|plan|plans|planned|hope|hopes|hoped|idea|time|would like)\s+to\s+([a-z]+ed)\b/gi;

/** The bare form of a regular past: "checked" → "check", "used" → "use", "stopped" → "stop", "tried" → "try". */
function bareFormOf(past: string): string | null {
  const candidates = [past.slice(0, -1), past.slice(0, -2), past.replace(/([b-df-hj-np-tv-z])\1ed$/, "$1"), past.replace(/ied$/, "y")];
  return candidates.find((candidate) => candidate !== past && frequencyOfWord(candidate) >= 20) ?? null;
}

/**
 * After "didn't", "doesn't", "don't" the verb is bare: "didn't went" → "didn't
 * go", "did not followed" → "did not follow". A regular past counts only when
 * its bare form is a common word, so "don't need" and "don't bleed" stay.
 */
const BARE_FORM_OF_IRREGULAR_PAST: ReadonlyMap<string, string> = new Map([
  ["went", "go"], ["came", "come"], ["saw", "see"], ["ate", "eat"], ["took", "take"], ["gave", "give"], ["got", "get"],
  ["made", "make"], ["told", "tell"], ["said", "say"], ["thought", "think"], ["knew", "know"], ["found", "find"],
  ["bought", "buy"], ["brought", "bring"], ["wrote", "write"], ["felt", "feel"], ["met", "meet"], ["ran", "run"], ["began", "begin"],
]);
const PAST_AFTER_DO_NOT = /\b(?:didn't|did not|doesn't|does not|don't|do not)\s+(?:really\s+|even\s+|always\s+|ever\s+)?([a-z]+)\b/dgi;

export function bareVerbAfterDoNotEdits(text: string): Edit[] {
  return [...text.matchAll(PAST_AFTER_DO_NOT)].flatMap((match) => {
    const word = (match[1] as string).toLowerCase();
    const regularBare = /[^e]ed$/.test(word) ? bareFormOf(word) : PAST_IN_EED.has(word) ? word.slice(0, -1) : null;
    const bare = BARE_FORM_OF_IRREGULAR_PAST.get(word) ?? regularBare;
    if (bare === null) return [];
    const [start, end] = match.indices?.[1] as [number, number];
    return [{ start, end, replacement: bare, reason: "After “didn't”, “doesn't” or “don't”, the bare verb" }];
  });
}

/** Bare verbs that end in -eed ("going to need"); of the -eed pasts only these are common. */
const PAST_IN_EED = new Set(["agreed", "freed", "guaranteed", "disagreed"]);

export function infinitiveEdits(text: string): Edit[] {
  const edits: Edit[] = [];
  for (const match of text.matchAll(PAST_AFTER_INFINITIVE_TO)) {
    const past = match[1] as string;
    // "going to bed", "going to need": short words and -eed words are rarely a past.
    if (past.length < 5 || (/eed$/i.test(past) && !PAST_IN_EED.has(past.toLowerCase()))) continue;
    const bare = bareFormOf(past.toLowerCase());
    if (!bare) continue;
    const start = match.index + match[0].length - past.length;
    edits.push({ start, end: start + past.length, replacement: bare, reason: "The bare verb after “to”" });
  }
  return edits;
}
