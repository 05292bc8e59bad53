/**
 * Word n-grams (1 to 3 words, lower-cased, numbers as one token) scored by a
 * table of weights like the masked n-grams. They read word choice:
 * "plays a crucial role", "a testament to", "in today's" on the AI side,
 * slang, typos and plain spoken phrasing on the human side. The table is
 * balanced by source and domain, so topic words, which AI and human texts of
 * one domain share, cancel out instead of being learned.
 */
import { hashedNgrams } from "./masked-ngrams";
import { tokensOf } from "./masked-stream";

export const MAX_WORD_NGRAM = 3;

export const WORD_NGRAM_FEATURE_NAME = "word_ngram_llr";

/** The word tokens of one sentence: lower-cased words, `<num>` for numbers, punctuation as itself. */
export function wordTokens(sentence: string): string[] {
  return tokensOf(sentence).map((token) => (/^\d/.test(token) ? "<num>" : token.toLowerCase()));
}

export function wordNgramBuckets(sentence: string): Int32Array {
  return hashedNgrams(wordTokens(sentence), MAX_WORD_NGRAM);
}
