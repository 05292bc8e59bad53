/**
 * `npm run build:spelling-words`: writes
 * `src/server/engines/detect/spelling-words.txt`, every lower-case word
 * (letters, at most one inner apostrophe) that nspell with the Hunspell en
 * dictionary (dictionary-en) accepts, sorted, one per line. The detector
 * looks words up there instead of holding nspell's expanded dictionary
 * (docs/decisions/017); spelling.test.ts proves the list answers as nspell
 * does and fails when dictionary-en changes without a rebuild.
 */
import { writeFileSync } from "node:fs";
import dictionary from "dictionary-en";
import nspell from "nspell";
import { SPELLING_WORDS_URL, isLowerCaseWord } from "../src/server/engines/detect/spelling";

/** nspell keeps every word form the dictionary's affix rules produce as a key of `data`. */
export function wordsNspellAccepts(): string[] {
  const speller = nspell(dictionary) as ReturnType<typeof nspell> & { data: Record<string, string[]> };
  return Object.keys(speller.data)
    .filter((word) => isLowerCaseWord(word) && speller.correct(word))
    .sort();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const words = wordsNspellAccepts();
  writeFileSync(SPELLING_WORDS_URL, words.join("\n"));
  console.log(`${words.length} words written to ${SPELLING_WORDS_URL.pathname}`);
}
