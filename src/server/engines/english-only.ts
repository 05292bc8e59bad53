/**
 * The Humanizer's and Improver's embedded engines read English only: their
 * dictionaries, phrase tables and grammar rules would turn French "une
 * longue histoire" into "one tongue history" (decision 101). This finds what
 * they must not touch: a whole text in another language, which they refuse,
 * or the sentences of an English text written in another, which they copy as
 * they are.
 */
import { languageName, otherLanguageOfText, sentenceLanguage } from "./detect/language";
import { splitSentences } from "./detect/sentences";
import { SPELLING_WORDS_URL } from "./detect/spelling";
import { UnsupportedLanguageError } from "./types";
import { loadWordList } from "./word-list";

/**
 * franc and the share of function words misread terse English as another
 * language ("System consolidation takes place during slow-wave sleep" as
 * French, a rugby line-up as Norwegian). An English dictionary settles it:
 * it knows most lower-case words of English, a learner's slips included,
 * and few of French or Spanish ("je suis allé au marché": none but "pour").
 */
const MIN_ENGLISH_WORD_SHARE = 0.5;

function readsAsEnglish(text: string): boolean {
  const words = text.match(/(?<!\p{L})\p{Ll}[\p{L}']*/gu) ?? [];
  if (words.length === 0) return true;
  const dictionary = loadWordList(SPELLING_WORDS_URL);
  return words.filter((word) => dictionary.has(word)).length / words.length >= MIN_ENGLISH_WORD_SHARE;
}

function isOtherLanguage(text: string, language: string | null): language is string {
  return language !== null && !readsAsEnglish(text);
}

export interface OtherLanguageSentence {
  /** Offsets into the text that was read. */
  start: number;
  end: number;
  /** ISO 639-3 code. */
  language: string;
}

/** Sentences are split line by line: the splitter expects one space between sentences, and a line break ends one too. */
export function otherLanguageSentences(text: string): OtherLanguageSentence[] {
  return [...text.matchAll(/[^\n]+/g)].flatMap((line) =>
    splitSentences(line[0]).flatMap((sentence) => {
      const language = sentenceLanguage(sentence.text);
      return isOtherLanguage(sentence.text, language)
        ? [{ start: line.index + sentence.start, end: line.index + sentence.end, language }]
        : [];
    }),
  );
}

/** Throws when the whole text is in another language, so the caller is told why and keeps the credit. */
export function requireEnglish(text: string): void {
  const language = otherLanguageOfText(text);
  if (isOtherLanguage(text, language)) throw new UnsupportedLanguageError(languageName(language));
}

/** The language most of the other-language sentences are in, by name, for the result's note. */
export function mainOtherLanguage(sentences: readonly OtherLanguageSentence[]): string | null {
  const lengths = new Map<string, number>();
  for (const { language, start, end } of sentences) lengths.set(language, (lengths.get(language) ?? 0) + end - start);
  const [language] = [...lengths].sort((a, b) => b[1] - a[1])[0] ?? [];
  return language ? languageName(language) : null;
}
