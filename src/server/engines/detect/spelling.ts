/** Spelling look-ups through nspell and the Hunspell en dictionary, with a cache because words repeat. */
import dictionary from "dictionary-en";
import nspell from "nspell";

export interface SpellChecker {
  isKnownWord(word: string): boolean;
}

const CACHE_LIMIT = 100_000;

export function createSpellChecker(): SpellChecker {
  const speller = nspell(dictionary);
  const cache = new Map<string, boolean>();
  return {
    isKnownWord(word: string): boolean {
      const cached = cache.get(word);
      if (cached !== undefined) return cached;
      const known = speller.correct(word);
      if (cache.size >= CACHE_LIMIT) cache.clear();
      cache.set(word, known);
      return known;
    },
  };
}
