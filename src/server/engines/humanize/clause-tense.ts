import nlp from "compromise";

/**
 * The tense of a main clause, read from its finite verb, so a clause rewritten
 * into a sentence of its own ("…, making it…" → "That made it…") keeps the
 * time of the sentence it came from. "unknown" means: do not rewrite.
 */
export type ClauseTense = "present" | "past" | "future" | "unknown";

/** Lower case only: "May" and "Will" mid-sentence are a month and a name. */
const PRESENT_CUES = /^(?:is|are|am|has|have|does|do|can|may|must|isn't|aren't|doesn't|don't|can't|it's|that's|there's|they're|we're|you're)$/;
const PAST_CUES = /^(?:was|were|had|did|could|wasn't|weren't|didn't)$/;
const FUTURE_CUES = /^(?:will|won't|shall)$/;
/** Irregular simple past forms common enough in prose to be worth knowing by name. */
const IRREGULAR_PAST = new Set([
  "made", "took", "gave", "went", "came", "saw", "found", "became", "began", "grew", "rose", "fell", "led", "left",
  "brought", "built", "held", "kept", "won", "lost", "ran", "met", "told", "said", "thought", "felt", "knew", "got",
  "sent", "spent", "paid", "sold", "bought", "wrote", "drove", "stood", "sat", "spoke", "broke", "chose", "drew",
  "flew", "forgot", "hid", "rode", "shook", "struck", "swam", "threw", "woke", "wore", "understood", "taught", "caught",
]);

const PERFECT_OR_PASSIVE_AUXILIARY = /^(?:has|have|is|are|am|was|were|had|been|be|being)$/i;

/**
 * Read from the end, because the verb nearest the rewritten clause is the one
 * it follows ("As Zeke looks around, memories flooded back" is past).
 * Auxiliaries are the surest cue; a past form ("rose", "-ed") counts unless an
 * auxiliary in front of it makes it a participle; compromise's reading of the
 * first verb is the fallback for present forms ("The tool automates…").
 */
export function clauseTense(clause: string): ClauseTense {
  const words = clause.match(/[A-Za-z']+/g) ?? [];
  for (let index = words.length - 1; index >= 0; index--) {
    const word = index === 0 ? (words[0] ?? "").toLowerCase() : (words[index] ?? "");
    if (FUTURE_CUES.test(word)) return "future";
    if (PRESENT_CUES.test(word)) return "present";
    if (PAST_CUES.test(word)) return "past";
    if (index > 0 && (IRREGULAR_PAST.has(word) || /^[a-z]{3,}ed$/.test(word))) {
      const auxiliary = words.slice(Math.max(0, index - 2), index).find((before) => PERFECT_OR_PASSIVE_AUXILIARY.test(before));
      if (auxiliary === undefined) return "past";
    }
  }
  const tense = (nlp(clause).verbs().json() as Array<{ verb?: { grammar?: { tense?: string } } }>)[0]?.verb?.grammar?.tense;
  if (tense === "PresentTense") return "present";
  if (tense === "PastTense") return "past";
  return "unknown";
}
