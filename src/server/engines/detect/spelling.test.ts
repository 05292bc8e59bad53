import { readFileSync } from "node:fs";
import dictionary from "dictionary-en";
import nspell from "nspell";
import { describe, expect, it } from "vitest";
import { wordsNspellAccepts } from "../../../../scripts/build-spelling-words";
import { createSpellChecker, SPELLING_WORDS_URL } from "./spelling";

interface NspellInternals {
  data: Record<string, string[]>;
  flags: Record<string, unknown>;
  compoundRuleCodes: Record<string, string[]>;
  conversion: { in: [RegExp, string][] | null };
}

const speller = nspell(dictionary);
const internals = speller as unknown as NspellInternals;
const checker = createSpellChecker();

/** Forms one typing slip or one common affix away from a word, most of which nspell rejects. */
function variantsOf(word: string): string[] {
  const deletions = [...word].map((_, i) => word.slice(0, i) + word.slice(i + 1));
  const swaps = [...word].slice(1).map((_, i) => word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  return [
    ...deletions,
    ...swaps,
    `${word}s`,
    `${word}'s`,
    `${word}ly`,
    `${word}ed`,
    `${word}ing`,
    `un${word}`,
    `re${word}`,
    `${word}e`,
  ].filter((v) => /^[a-z]+(?:'[a-z]+)?$/.test(v));
}

describe("spelling list", () => {
  /*
   * For a lower-case word nspell's correct() is true exactly when the word is a key
   * of its expanded dictionary without the only-in-compound flag, or matches a
   * compound rule, and no case variant is tried. These checks make sure the
   * dictionary still allows no other way in, so the list can replace it.
   */
  it("relies only on what holds for this dictionary: compounds need digits, nothing is forbidden, no conversion touches lower-case words", () => {
    const compoundWords = Object.values(internals.compoundRuleCodes).flat();
    expect(compoundWords.length).toBeGreaterThan(0);
    expect(compoundWords.every((word) => /\d/.test(word))).toBe(true);
    expect(internals.flags.FORBIDDENWORD).toBeUndefined();
    expect((internals.conversion.in ?? []).every(([pattern]) => !pattern.test("abcdefghijklmnopqrstuvwxyz'"))).toBe(true);
  });

  it("is exactly the lower-case words nspell accepts, sorted (rebuild with scripts/build-spelling-words.ts)", () => {
    expect(readFileSync(SPELLING_WORDS_URL, "utf8").split("\n")).toEqual(wordsNspellAccepts());
  });

  it("answers as nspell does for every lower-case dictionary form and for forms one slip or affix away", () => {
    const keys = Object.keys(internals.data).filter((word) => /^[a-z]+(?:'[a-z]+)?$/.test(word));
    const words = [...keys, ...keys.filter((_, i) => i % 7 === 0).flatMap(variantsOf)];
    const disagreements = words.filter((word) => checker.isKnownWord(word) !== speller.correct(word));
    expect(words.length).toBeGreaterThan(200_000);
    expect(words.filter((word) => !speller.correct(word)).length).toBeGreaterThan(50_000);
    expect(disagreements).toEqual([]);
  });

  it("refuses words it cannot answer for instead of guessing", () => {
    expect(() => checker.isKnownWord("Paris")).toThrow(RangeError);
    expect(() => checker.isKnownWord("1st")).toThrow(RangeError);
  });
});
