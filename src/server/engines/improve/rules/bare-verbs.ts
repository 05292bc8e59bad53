import type { Edit } from "../edits";
import { frequencyOfWord } from "../word-frequencies";
import type { RuleExamples } from "./rule-row";

/** A word before "to" after which the verb is bare, in the forms listed; the row's examples share them. */
interface WordBeforeTo extends RuleExamples {
  readonly forms: readonly string[];
}

/**
 * After "want to", "need to", "a good idea to"… the verb is bare: "to checked"
 * → "to check". Not after "used to", which also takes a noun phrase ("used to
 * crowded trains").
 */
export const WORDS_BEFORE_INFINITIVE_TO: readonly WordBeforeTo[] = [
  {
    forms: ["want", "wants", "wanted"],
    fixes: [
      ["I want to checked it.", "I want to check it."],
      ["She wanted to visited us.", "She wanted to visit us."],
    ],
    keeps: ["I am used to crowded trains."],
  },
  {
    forms: ["need", "needs", "needed"],
    fixes: [["We need to talked about it.", "We need to talk about it."]],
    keeps: ["We need to proceed."],
  },
  { forms: ["try", "tries", "tried"], fixes: [["He tried to opened the door.", "He tried to open the door."]], keeps: [] },
  { forms: ["decide", "decides", "decided"], fixes: [["They decided to stayed home.", "They decided to stay home."]], keeps: [] },
  { forms: ["going"], fixes: [["I am going to started soon.", "I am going to start soon."]], keeps: ["We are going to bed."] },
  { forms: ["able"], fixes: [["We were able to finished it.", "We were able to finish it."]], keeps: [] },
  {
    forms: ["have", "has", "had"],
    fixes: [
      ["I have to cleaned my room.", "I have to clean my room."],
      ["She had to worked late.", "She had to work late."],
    ],
    keeps: [],
  },
  { forms: ["plan", "plans", "planned"], fixes: [["We plan to traveled in May.", "We plan to travel in May."]], keeps: [] },
  { forms: ["hope", "hopes", "hoped"], fixes: [["I hope to passed the exam.", "I hope to pass the exam."]], keeps: [] },
  { forms: ["idea"], fixes: [["It is a good idea to asked first.", "It is a good idea to ask first."]], keeps: [] },
  { forms: ["time"], fixes: [["It is time to changed that.", "It is time to change that."]], keeps: [] },
  { forms: ["would like"], fixes: [["I would like to thanked you.", "I would like to thank you."]], keeps: [] },
];

const PAST_AFTER_INFINITIVE_TO = new RegExp(
  [String.raw`\b(?:${WORDS_BEFORE_INFINITIVE_TO.flatMap(({ forms }) => forms).join("|")})`, String.raw`\s+to\s+([a-z]+ed)\b`].join(""),
  "gi",
);

/** The bare form of a regular past: "checked" → "check", "used" → "use", "stopped" → "stop", "tried" → "try". */
function bareFormOf(past: string): string | null {
  const candidates = [past.slice(0, -1), past.slice(0, -2), past.replace(/([b-df-hj-np-tv-z])\1ed$/, "$1"), past.replace(/ied$/, "y")];
  return candidates.find((candidate) => candidate !== past && frequencyOfWord(candidate) >= 20) ?? null;
}

/** An irregular simple past and its bare form. */
interface IrregularPast extends RuleExamples {
  readonly past: string;
  readonly bare: string;
}

/**
 * After "didn't", "doesn't", "don't" the verb is bare: "didn't went" → "didn't
 * go", "did not followed" → "did not follow". A regular past counts only when
 * its bare form is a common word, so "don't need" and "don't bleed" stay.
 */
export const IRREGULAR_PASTS: readonly IrregularPast[] = [
  { past: "went", bare: "go", fixes: [["I didn't went there.", "I didn't go there."]], keeps: ["They didn't go there."] },
  { past: "came", bare: "come", fixes: [["We didn't came back.", "We didn't come back."]], keeps: ["They didn't come back."] },
  { past: "saw", bare: "see", fixes: [["I didn't saw him.", "I didn't see him."]], keeps: ["They didn't see it."] },
  { past: "ate", bare: "eat", fixes: [["We didn't ate it.", "We didn't eat it."]], keeps: ["They didn't eat it."] },
  { past: "took", bare: "take", fixes: [["We didn't took it.", "We didn't take it."]], keeps: ["They didn't take it."] },
  { past: "gave", bare: "give", fixes: [["We didn't gave it.", "We didn't give it."]], keeps: ["They didn't give it."] },
  { past: "got", bare: "get", fixes: [["We didn't got it.", "We didn't get it."]], keeps: ["They didn't get it."] },
  { past: "made", bare: "make", fixes: [["We didn't made it.", "We didn't make it."]], keeps: ["They didn't make it."] },
  { past: "told", bare: "tell", fixes: [["We didn't told it.", "We didn't tell it."]], keeps: ["They didn't tell it."] },
  { past: "said", bare: "say", fixes: [["We didn't said it.", "We didn't say it."]], keeps: ["They didn't say it."] },
  { past: "thought", bare: "think", fixes: [["We didn't thought it.", "We didn't think it."]], keeps: ["They didn't think it."] },
  { past: "knew", bare: "know", fixes: [["We didn't knew it.", "We didn't know it."]], keeps: ["They didn't know it."] },
  { past: "found", bare: "find", fixes: [["We didn't found it.", "We didn't find it."]], keeps: ["They didn't find it."] },
  { past: "bought", bare: "buy", fixes: [["We didn't bought it.", "We didn't buy it."]], keeps: ["They didn't buy it."] },
  { past: "brought", bare: "bring", fixes: [["We didn't brought it.", "We didn't bring it."]], keeps: ["They didn't bring it."] },
  { past: "wrote", bare: "write", fixes: [["We didn't wrote it.", "We didn't write it."]], keeps: ["They didn't write it."] },
  { past: "felt", bare: "feel", fixes: [["We didn't felt it.", "We didn't feel it."]], keeps: ["They didn't feel it."] },
  { past: "met", bare: "meet", fixes: [["We didn't met it.", "We didn't meet it."]], keeps: ["They didn't meet it."] },
  { past: "ran", bare: "run", fixes: [["We didn't ran.", "We didn't run."]], keeps: ["They didn't run."] },
  { past: "began", bare: "begin", fixes: [["It didn't began.", "It didn't begin."]], keeps: ["It didn't begin."] },
];

const BARE_FORM_OF_IRREGULAR_PAST: ReadonlyMap<string, string> = new Map(IRREGULAR_PASTS.map(({ past, bare }) => [past, bare]));
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

/** A past in -eed whose bare form drops the "d"; its fixes show both places it is corrected, after "to" and after "didn't". */
interface PastInEed extends RuleExamples {
  readonly past: string;
}

/**
 * Bare verbs that end in -eed ("going to need"); of the -eed pasts only these are common. Any other -eed word is
 * taken for a bare verb ("need to proceed", "didn't need").
 */
export const PASTS_IN_EED: readonly PastInEed[] = [
  {
    past: "agreed",
    fixes: [
      ["We decided to agreed on it.", "We decided to agree on it."],
      ["He didn't agreed with me.", "He didn't agree with me."],
    ],
    keeps: ["We need to proceed.", "They didn't need it."],
  },
  {
    past: "freed",
    fixes: [
      ["They wanted to freed the birds.", "They wanted to free the birds."],
      ["They didn't freed him.", "They didn't free him."],
    ],
    keeps: ["I want to succeed."],
  },
  {
    past: "guaranteed",
    fixes: [
      ["We need to guaranteed the loan.", "We need to guarantee the loan."],
      ["He didn't guaranteed it.", "He didn't guarantee it."],
    ],
    keeps: [],
  },
  {
    past: "disagreed",
    fixes: [
      ["They tried to disagreed politely.", "They tried to disagree politely."],
      ["She didn't disagreed.", "She didn't disagree."],
    ],
    keeps: [],
  },
];
const PAST_IN_EED = new Set(PASTS_IN_EED.map(({ past }) => past));

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
