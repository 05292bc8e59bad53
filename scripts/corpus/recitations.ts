/**
 * Recitation: a mirror that repeats, word for word, human writing it was not
 * given is in substance that writing, not an assistant's. Decided by text
 * overlap alone (never by the detector's scores), so the rule is the same for
 * training and evaluation.
 */
import { normaliseText } from "../../src/server/engines/detect/normalise";

/** Six words in a row: long enough that shared runs are copying, not common phrasing. */
export const RECITATION_NGRAM = 6;
/** A mirror with at least this share of its word 6-grams found verbatim in a human source recites it. */
export const RECITED_SHARE = 0.2;

export function wordNgrams(text: string, n: number = RECITATION_NGRAM): Set<string> {
  const words =
    normaliseText(text)
      .text.toLowerCase()
      .match(/[a-z0-9]+(?:'[a-z]+)?/g) ?? [];
  const grams = new Set<string>();
  for (let start = 0; start + n <= words.length; start++) grams.add(words.slice(start, start + n).join(" "));
  return grams;
}

/**
 * The share of a mirror's word n-grams that occur in the human sources
 * (`inSources`), not counting those in the text its writer was given (a
 * rewrite's passage, quoted in its prompt): keeping a phrase of the passage
 * one was asked to rewrite is not recitation.
 */
export function recitedShare(mirror: string, given: string, inSources: (gram: string) => boolean): number {
  const grams = wordNgrams(mirror);
  if (grams.size === 0) return 0;
  const givenGrams = wordNgrams(given);
  let recited = 0;
  for (const gram of grams) if (!givenGrams.has(gram) && inSources(gram)) recited++;
  return recited / grams.size;
}
