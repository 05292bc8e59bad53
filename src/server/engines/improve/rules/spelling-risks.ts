import { readFileSync } from "node:fs";
import { sentenceAround } from "../edits";
import type { GrammarFinding } from "../harper-linter";
import { isRealWord } from "../real-words";

/** "etc" and British past forms Harper's dictionary lacks ("etc" → "eta", "spilt" → "split"). */
const UNTOUCHABLE_WORDS = new Set(["etc", "spilt", "spelt", "learnt", "burnt", "dreamt", "leapt", "spoilt", "smelt", "knelt", "dwelt"]);

/**
 * Tech and chat terms Harper lacks that sit one slip from a word ("numpy" →
 * "bumpy", "goated" → "gated", "idk" → "id"). Only those Harper flags and
 * the rules below do not already keep: words without a vowel ("tbh", "npm")
 * or of two letters ("ur").
 */
const KNOWN_TERMS: ReadonlySet<string> = new Set(JSON.parse(readFileSync(new URL("../data/known-terms.json", import.meta.url), "utf8")));

/**
 * Signs that a sentence holds code: a file name ("app.py"), a snake_case
 * identifier, a call ("np.array(", "len()") or a command-line flag
 * ("--force"). Its other unknown words are then commands and library names
 * ("run kubectl apply --force -f app.yaml"), not slips. Not "word(s)",
 * "president(paragraph 3)" or "five -days": learners leave out spaces there;
 * nor camelCase, which two run-together sentences also make ("hereThe").
 */
const CODE_TOKEN = new RegExp(
  [
    String.raw`\b\w+\.(?:py|js|ts|tsx|jsx|json|ya?ml|toml|md|sh|html|css|go|rs|java|cpp|rb|php|sql|`,
    String.raw`csv|txt)\b|\b[a-z]+_[a-z0-9_]+\b|\b\w+(?:\.\w+)+\(|\b\w+\(\)|(?:^|\s)--[a-z][\w-]*`,
  ].join(""),
);

/** Whether the sentence around a finding holds code. */
export type CodeContext = (finding: GrammarFinding) => boolean;

/**
 * Each sentence is tested once per text: a text without full stops is one
 * sentence, and testing it again for each of its findings made 2,000
 * findings in 20,000 characters take seconds.
 */
export function codeContextOf(text: string): CodeContext {
  const holdsCode = new Map<string, boolean>();
  return (finding) => {
    const sentence = sentenceAround(text, finding.start, finding.end);
    let answer = holdsCode.get(sentence);
    if (answer === undefined) {
      answer = CODE_TOKEN.test(sentence);
      holdsCode.set(sentence, answer);
    }
    return answer;
  };
}

export function isMidSentence(text: string, index: number): boolean {
  return !/(?:^|[.!?:]["')\]]?\s+|\n\s*)$/.test(text.slice(0, index));
}

/** A capitalised word that opens a sentence is a name when the text also has it capitalised mid-sentence ("Aman … told Aman"). */
function appearsAsName(text: string, word: string): boolean {
  return [...text.matchAll(new RegExp(`\\b${word.replace(/[^\w]/g, "\\$&")}\\b`, "g"))].some((match) => isMidSentence(text, match.index));
}

/**
 * Names, listed terms, words in a sentence with code, hyphenated compounds,
 * contractions, affixed words, words with digits ("mp3s") and one- or
 * two-letter words ("tv", "u": Harper can only guess) are not misspellings we
 * can fix safely.
 */
export function isRiskySpellingTarget(text: string, finding: GrammarFinding, original: string, isInCodeContext: CodeContext): boolean {
  if (UNTOUCHABLE_WORDS.has(original.toLowerCase()) || KNOWN_TERMS.has(original.toLowerCase()) || isInCodeContext(finding)) return true;
  if (/[A-Z]/.test(original.slice(1))) return true;
  if (/^[A-Z]/.test(original) && (isMidSentence(text, finding.start) || appearsAsName(text, original))) return true;
  // "Rahul Sharma" under a sign-off: a capitalised word before another one is a first name.
  if (/^[A-Z]/.test(original) && /^[ \t]+[A-Z][a-z]{2,}/.test(text.slice(finding.end))) return true;
  if (/['’`-]/.test(text.slice(Math.max(0, finding.start - 1), finding.end + 1))) return true;
  // A file name or an address ("config.yaml", "numpy.array"): not prose.
  if (/\w\.$/.test(text.slice(Math.max(0, finding.start - 2), finding.start)) || /^\.\w/.test(text.slice(finding.end, finding.end + 2)))
    return true;
  if (/\d/.test(original) || original.length <= 2) return true;
  // "tbh", "idk", "ngl", "btw": a word without a vowel is an abbreviation, not a typo.
  return !/[aeiouy]/i.test(original);
}

/**
 * "Daphnia magna", "Escherichia coli", "Staphylococcus aureus": a lower-case
 * Latin word right after a capitalised word inside a sentence is the second
 * half of a species name, which no dictionary lists. Only its capital may
 * change: "Prseident obama" is still "Obama".
 */
export function isSpeciesEpithet(text: string, finding: GrammarFinding, original: string): boolean {
  if (!/^[a-z]+(?:a|ae|i|us|um|is)$/.test(original)) return false;
  const genus = /\b([A-Z][a-z]{2,})\s+$/.exec(text.slice(Math.max(0, finding.start - 40), finding.start));
  return genus !== null && isMidSentence(text, finding.start - genus[0].length);
}

/**
 * "new fangled", "kind hearted", "post mortem": the word is the second half
 * of a real word written apart, not a slip, and its closest word ("angled",
 * "heated", "more") is another word. A first half of three letters or more:
 * "in", "or" and "a" join too many words by chance ("in german", "or angery").
 */
export function isSecondHalfOfAWord(text: string, finding: GrammarFinding, original: string): boolean {
  const previous = /([A-Za-z]{3,})\s+$/.exec(text.slice(Math.max(0, finding.start - 30), finding.start))?.[1];
  return previous !== undefined && isRealWord(previous + original);
}
