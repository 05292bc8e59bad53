import { taggedWords, type TaggedWord } from "./clause-shape";

/**
 * The tense of a main clause, read from its finite verb, so a clause rewritten
 * into a sentence of its own ("…, making it…" → "That made it…") keeps the
 * time of the sentence it came from. "unknown" means: do not rewrite.
 */
export type ClauseTense = "present" | "perfect" | "past" | "future" | "unknown";

/** Lower case only: "May" and "Will" mid-sentence are a month and a name. */
const PRESENT_CUES =
  /^(?:is|are|am|has|have|does|do|can|may|must|isn't|aren't|doesn't|don't|can't|it's|that's|there's|they're|we're|you're)$/;
const PAST_CUES = /^(?:was|were|had|did|could|wasn't|weren't|didn't)$/;
const FUTURE_CUES = /^(?:will|won't|shall)$/;
/** Irregular simple past forms common enough in prose to be worth knowing by name. */
const IRREGULAR_PAST = new Set([
  "made",
  "took",
  "gave",
  "went",
  "came",
  "saw",
  "found",
  "became",
  "began",
  "grew",
  "rose",
  "fell",
  "led",
  "left",
  "brought",
  "built",
  "held",
  "kept",
  "won",
  "lost",
  "ran",
  "met",
  "told",
  "said",
  "thought",
  "felt",
  "knew",
  "got",
  "sent",
  "spent",
  "paid",
  "sold",
  "bought",
  "wrote",
  "drove",
  "stood",
  "sat",
  "spoke",
  "broke",
  "chose",
  "drew",
  "flew",
  "forgot",
  "hid",
  "rode",
  "shook",
  "struck",
  "swam",
  "threw",
  "woke",
  "wore",
  "understood",
  "taught",
  "caught",
]);

/** Relative pronouns are subjects of their clause too: "…, which boosted sales". */
const RELATIVE_SUBJECTS = new Set(["which", "who", "that"]);

/** A finite verb comes right after its subject (an adverb may sit between): "prices rose", "he quickly walked". */
function followsSubject(words: TaggedWord[], index: number): boolean {
  let before = index - 1;
  while (before >= 0 && words[before]?.tags.includes("Adverb")) before--;
  const subject = words[before];
  return (
    subject !== undefined && (subject.tags.includes("Noun") || subject.tags.includes("Pronoun") || RELATIVE_SUBJECTS.has(subject.word))
  );
}

/** "have grown", "has quickly become": "have" as an auxiliary, so the clause is in the present perfect. */
function isParticipleNext(words: TaggedWord[], index: number): boolean {
  let next = index + 1;
  while (words[next]?.tags.includes("Adverb")) next++;
  const word = words[next];
  return (
    word !== undefined &&
    (word.word === "been" || word.tags.includes("Participle") || word.tags.includes("PastTense") || IRREGULAR_PAST.has(word.word))
  );
}

/**
 * Read from the end, because the verb nearest the rewritten clause is the one
 * it follows ("As Zeke looks around, memories flooded back" is past).
 * Auxiliaries are the surest cue; otherwise a verb right after its subject
 * decides, so participles ("remain hospitalized") and adjectives do not.
 */
export function clauseTense(clause: string): ClauseTense {
  const words = taggedWords(clause);
  for (let index = words.length - 1; index >= 0; index--) {
    const { word, tags } = words[index] as TaggedWord;
    if (FUTURE_CUES.test(word)) return "future";
    if (/^(?:has|have)$/.test(word) && isParticipleNext(words, index)) return "perfect";
    if (PRESENT_CUES.test(word)) return "present";
    if (PAST_CUES.test(word)) return "past";
    if (!followsSubject(words, index)) continue;
    if (IRREGULAR_PAST.has(word) || (tags.includes("PastTense") && !tags.includes("Participle"))) return "past";
    if (tags.includes("PresentTense")) return "present";
  }
  return "unknown";
}
