import { matchInitialCase, type Edit } from "../edits";
import { isSentenceStart } from "./capitals";

/** Words after which "a"/"an" is the letter or a label, not an article. */
const NOT_A_NOUN_PHRASE = new Set(["or", "and", "to", "of", "in", "is", "was", "the", "for", "if", "as", "on", "at", "by"]);

/** Letters whose spoken name starts with a vowel sound (for acronyms such as "an FBI agent"). */
const VOWEL_SOUND_LETTERS = new Set("AEFHILMNORSX");
const CONSONANT_SOUND_VOWEL_STARTS = /^(uni|una|use|usu|usa|uti|ura|ure|uri|uro|ubiq|uk|uber|eu|ewe|one\b|once|u-)/i;
const SILENT_H_STARTS = /^(hour|honest|honor|honour|heir)/i;

/**
 * Whether an acronym is spelt out letter by letter ("an FBI agent", "an HTML
 * page"); one with vowels may be said as a word ("a NATO base", "a SIM card",
 * "a FIFA referee"), so its article is left as written.
 */
function isSpeltOut(acronym: string): boolean {
  return !/[AEIOU]/.test(acronym.slice(1));
}

function startsWithVowelSound(word: string): boolean | null {
  // "X-ray", "U-turn", "US-based": a capital letter before a hyphen is said as its name.
  if (/^[A-Z]{1,2}-/.test(word)) return VOWEL_SOUND_LETTERS.has(word.charAt(0));
  if (/^[A-Z]{2,}s?$/.test(word)) return isSpeltOut(word.replace(/s$/, "")) ? VOWEL_SOUND_LETTERS.has(word.charAt(0)) : null;
  if (SILENT_H_STARTS.test(word)) return true;
  if (CONSONANT_SOUND_VOWEL_STARTS.test(word)) return false;
  return /^[aeiou]/i.test(word);
}

/**
 * "a information about" → "information about". Only before a preposition,
 * a conjunction or a stop: "an information desk" and "a furniture store" are
 * compounds, and "a good knowledge of" is standard, so "knowledge" is left out.
 */
const ARTICLE_BEFORE_UNCOUNTABLE = new RegExp(
  [
    String.raw`\b(an?) (information|advice|furniture|equipment|homework|luggage|baggage|`,
    String.raw`feedback)(?=\s*[.,;:!?]|\s*$| (?:about|on|of|for|from|to|and|or|but|that|which|is|was|with|in)\b)`,
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
