import { matchInitialCase, type Edit } from "../edits";
import { frequencyOfWord } from "../word-frequencies";
import { isSentenceStart } from "./capitals";
import type { KeepExamples, RuleExamples } from "./rule-row";

/** Words after which "a"/"an" is the letter or a label, not an article; a row's texts keep such an "a" or "an" as written. */
interface WordsAfterALetter extends KeepExamples {
  readonly words: readonly string[];
}

export const NOT_A_NOUN_PHRASE_AFTER: readonly WordsAfterALetter[] = [
  {
    words: ["or", "and", "if", "as"],
    keeps: ["Choose a or b.", "Vitamins a and c are good.", "Pick a if you agree.", "Use a as the answer."],
  },
  {
    words: ["to", "of", "in", "for", "on", "at", "by"],
    keeps: ["Change an to a before a consonant.", "The value of a in this sum.", "Write a on the board.", "Point a at the top."],
  },
  { words: ["is", "was", "the"], keeps: ["The letter a is a vowel.", "The word an was missing."] },
];
const NOT_A_NOUN_PHRASE = new Set(NOT_A_NOUN_PHRASE_AFTER.flatMap(({ words }) => words));

/** Letters whose spoken name starts with a vowel sound, for acronyms spelt out letter by letter ("an HTML page"). */
interface LettersSaidWithAVowel extends RuleExamples {
  readonly letters: string;
}

export const VOWEL_SOUND_LETTER_ROWS: readonly LettersSaidWithAVowel[] = [
  {
    letters: "AEIO",
    fixes: [
      ["Use a ATM.", "Use an ATM."],
      ["He has a IBM laptop.", "He has an IBM laptop."],
      ["Try a OCR tool.", "Try an OCR tool."],
      ["She read a E-book.", "She read an E-book."],
    ],
    keeps: ["It is a NATO base."],
  },
  {
    letters: "FHLMNRSX",
    fixes: [
      ["It is a HTML page.", "It is an HTML page."],
      ["Run a SQL query.", "Run an SQL query."],
      ["He had a X-ray.", "He had an X-ray."],
      ["It has a LCD screen.", "It has an LCD screen."],
      ["She is a MP.", "She is an MP."],
      ["He has a RSVP card.", "He has an RSVP card."],
    ],
    keeps: ["We watched a BBC show.", "We did a U-turn."],
  },
];
const VOWEL_SOUND_LETTERS = new Set(VOWEL_SOUND_LETTER_ROWS.map(({ letters }) => letters).join(""));

/** How a word starts (a regex fragment, matched from its first letter) when its spelling and its first sound disagree. */
interface SoundStarts extends RuleExamples {
  readonly starts: readonly string[];
}

/** A vowel letter said as a consonant: "a university", "a European", "a one-off", "a u-turn". */
export const CONSONANT_SOUND_VOWEL_START_ROWS: readonly SoundStarts[] = [
  {
    starts: ["uni", "una", "use", "usu", "usa", "uti", "ura", "ure", "uri", "uro", "ubiq", "uk", "uber"],
    fixes: [
      ["He has an university degree.", "He has a university degree."],
      ["It was an unanimous vote.", "It was a unanimous vote."],
      ["It is an useful tool.", "It is a useful tool."],
      ["It is an utility bill.", "It is a utility bill."],
      ["She saw an urologist.", "She saw a urologist."],
      ["He plays an ukulele.", "He plays a ukulele."],
    ],
    keeps: ["He took an umbrella.", "It is an unimportant detail.", "It was an uninteresting talk.", "They found an unidentified body."],
  },
  {
    starts: ["eu", "ewe"],
    fixes: [
      ["He is an European.", "He is a European."],
      ["We saw an ewe.", "We saw a ewe."],
    ],
    keeps: [],
  },
  {
    starts: ["one\\b", "once"],
    fixes: [
      ["It was an one-off.", "It was a one-off."],
      ["It was an once-famous band.", "It was a once-famous band."],
    ],
    keeps: ["It was an onerous task.", "We met an oncologist."],
  },
  { starts: ["u-"], fixes: [["He made an u-turn.", "He made a u-turn."]], keeps: [] },
];
const CONSONANT_SOUND_VOWEL_STARTS = new RegExp(`^(${CONSONANT_SOUND_VOWEL_START_ROWS.flatMap(({ starts }) => starts).join("|")})`, "i");

/** An "h" that is not said: "an hour", "an honest man". */
export const SILENT_H_START_ROWS: readonly SoundStarts[] = [
  {
    starts: ["hour", "honest", "honor", "honour", "heir"],
    fixes: [
      ["We waited a hour.", "We waited an hour."],
      ["He is a honest man.", "He is an honest man."],
      ["It is a honor to be here.", "It is an honor to be here."],
      ["It is a honour to be here.", "It is an honour to be here."],
      ["He is a heir to the throne.", "He is an heir to the throne."],
    ],
    keeps: ["She bought a honey jar.", "He rode a horse."],
  },
];
const SILENT_H_STARTS = new RegExp(`^(${SILENT_H_START_ROWS.flatMap(({ starts }) => starts).join("|")})`, "i");

/**
 * Whether an acronym is spelt out letter by letter ("an HTML page", "an NHS
 * doctor"); one with vowels after its first letter may be said as a word ("a
 * NATO base", "a SIM card", "a FIFA referee"), so its article is left as
 * written, and so is one such as "FBI", whose only such vowel is said as a letter.
 */
function isSpeltOut(acronym: string): boolean {
  return !/[AEIOU]/.test(acronym.slice(1));
}

/** Shorter remainders after "un" are word parts, not words: "unit" is not "un" + "it", nor "union" "un" + "ion". */
const MIN_PREFIXED_WORD_LENGTH = 5;

/**
 * "unimportant", "uninteresting", "unidentified": the prefix "un" before a
 * word that begins with "i", said with a vowel, unlike "university" or
 * "uniform", whose "uni" is said "you-nee".
 */
function isUnBeforeAnIWord(word: string): boolean {
  const rest = word.toLowerCase().slice(2);
  return /^un/i.test(word) && rest.startsWith("i") && rest.length >= MIN_PREFIXED_WORD_LENGTH && frequencyOfWord(rest) > 0;
}

function startsWithVowelSound(word: string): boolean | null {
  // "X-ray", "U-turn", "US-based": a capital letter before a hyphen is said as its name.
  if (/^[A-Z]{1,2}-/.test(word)) return VOWEL_SOUND_LETTERS.has(word.charAt(0));
  if (/^[A-Z]{2,}s?$/.test(word)) return isSpeltOut(word.replace(/s$/, "")) ? VOWEL_SOUND_LETTERS.has(word.charAt(0)) : null;
  if (SILENT_H_STARTS.test(word) || isUnBeforeAnIWord(word)) return true;
  if (CONSONANT_SOUND_VOWEL_STARTS.test(word)) return false;
  return /^[aeiou]/i.test(word);
}

/** A noun that takes no "a"; its keeps are compounds, where the article belongs to the noun after it. */
interface NounWithoutA extends RuleExamples {
  readonly noun: string;
}

/**
 * "a information about" → "information about". Only before a preposition,
 * a conjunction or a stop: "an information desk" and "a furniture store" are
 * compounds, and "a good knowledge of" is standard, so "knowledge" is left out.
 */
export const NOUNS_WITHOUT_A: readonly NounWithoutA[] = [
  {
    noun: "information",
    fixes: [["I need a information about it.", "I need information about it."]],
    keeps: ["Go to an information desk."],
  },
  { noun: "advice", fixes: [["Thanks for a advice on this.", "Thanks for advice on this."]], keeps: ["He wrote an advice column."] },
  {
    noun: "furniture",
    fixes: [["We bought a furniture for the house.", "We bought furniture for the house."]],
    keeps: ["We went to a furniture store."],
  },
  {
    noun: "equipment",
    fixes: [["They need a equipment for the lab.", "They need equipment for the lab."]],
    keeps: ["Check an equipment list."],
  },
  { noun: "homework", fixes: [["I have a homework to do.", "I have homework to do."]], keeps: ["It is a homework club."] },
  { noun: "luggage", fixes: [["We lost a luggage for the trip.", "We lost luggage for the trip."]], keeps: ["Put it on a luggage rack."] },
  { noun: "baggage", fixes: [["We lost a baggage on the way.", "We lost baggage on the way."]], keeps: ["Wait at a baggage claim."] },
  { noun: "feedback", fixes: [["Thanks for a feedback.", "Thanks for feedback."]], keeps: ["It is a feedback loop."] },
];

const ARTICLE_BEFORE_UNCOUNTABLE = new RegExp(
  [
    String.raw`\b(an?) (${NOUNS_WITHOUT_A.map(({ noun }) => noun).join("|")})`,
    String.raw`(?=\s*[.,;:!?]|\s*$| (?:about|on|of|for|from|to|and|or|but|that|which|is|was|with|in)\b)`,
  ].join(""),
  "gi",
);

export function articleBeforeUncountableEdits(text: string): Edit[] {
  return [...text.matchAll(ARTICLE_BEFORE_UNCOUNTABLE)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    replacement: matchInitialCase(match[1] as string, match[2] as string),
    reason: "This noun takes no “a”",
  }));
}

export function indefiniteArticleEdits(text: string): Edit[] {
  const edits: Edit[] = [];
  for (const match of text.matchAll(/\b(a|an|A|An)(\s+)([A-Za-z][A-Za-z'-]*)/g)) {
    const article = match[1] ?? "";
    const next = match[3] ?? "";
    if (NOT_A_NOUN_PHRASE.has(next.toLowerCase()) || next.length === 1) continue;
    // A capitalised "A" mid-sentence is a label ("grade A student"), not an article.
    if (/^A/.test(article) && !isSentenceStart(text, match.index)) continue;
    const vowelSound = startsWithVowelSound(next);
    if (vowelSound === null) continue;
    const wanted = vowelSound ? "an" : "a";
    if (article.toLowerCase() === wanted) continue;
    edits.push({
      start: match.index,
      end: match.index + article.length,
      replacement: matchInitialCase(article, wanted),
      reason: wanted === "an" ? "Use “an” before a vowel sound" : "Use “a” before a consonant sound",
    });
  }
  return edits;
}
