import { describe, expect, it } from "vitest";
import { sortedWordsOf } from "../word-list";
import { closestWords, hasWordWithin, occurrencesOf, suggestionsForFarWords, wordsFarFromAnyCorrection } from "./far-words";

const sortedWords = (words: string[]) => sortedWordsOf([...words].sort());

describe("hasWordWithin", () => {
  const list = sortedWords(["because", "cat", "cats", "house", "mouse", "order"]);

  it("finds a word one or two slips away: a letter added, dropped, changed or two neighbours swapped", () => {
    for (const word of ["cta", "ct", "catss", "hous", "hosue", "becuase", "bekaese", "inorder"])
      expect(hasWordWithin(list, word, 2), word).toBe(true);
  });

  it("finds nothing three slips away or more", () => {
    for (const word of ["bkaes", "dogs", "krzysztofowicz", "x"]) expect(hasWordWithin(list, word, 2), word).toBe(false);
  });

  it("does not count the word itself, only another one", () => {
    expect(hasWordWithin(sortedWords(["order"]), "order", 2)).toBe(false);
    expect(hasWordWithin(sortedWords(["order", "orders"]), "order", 2)).toBe(true);
  });

  it("walks an empty list", () => {
    expect(hasWordWithin(sortedWords([]), "cat", 2)).toBe(false);
  });
});

describe("closestWords", () => {
  it("gives the words fewest slips away, up to the limit, never the word itself", () => {
    const list = sortedWords(["erroneous", "erroneously", "errors", "onerous"]);
    expect(closestWords(list, "errounuosly", 3)).toEqual(["erroneously"]);
    expect(closestWords(list, "errounuosly", 2)).toEqual([]);
    expect(closestWords(list, "erroneous", 4)).toEqual(["erroneously"]);
    expect(closestWords(list, "erors", 4)).toEqual(["errors"]);
  });
});

describe("wordsFarFromAnyCorrection", () => {
  it("names surnames, invented words and foreign words once each, as written", () => {
    const text = "Ms Krzysztofowicz met Mr Wojciechowski by the Zürichsee. Krzysztofowicz said mxyzptlk.";
    expect(wordsFarFromAnyCorrection(text)).toEqual(["Krzysztofowicz", "Wojciechowski", "Zürichsee", "mxyzptlk"]);
  });

  it("leaves out dictionary words and misspellings a correction is near", () => {
    expect(wordsFarFromAnyCorrection("The goverment should recieve teh funding, becuase it’s fair.")).toEqual([]);
  });

  it("takes every unlisted word past the two hundredth as far, unchecked: such a text is mostly not words", () => {
    const letter = (i: number) => String.fromCharCode(97 + i);
    const unlisted = Array.from({ length: 200 }, (_, i) => `qzxj${letter(i % 20)}${letter(Math.floor(i / 20))}vkwq`);
    expect(wordsFarFromAnyCorrection(unlisted.join(" "))).toEqual(unlisted);
    expect(wordsFarFromAnyCorrection(`${unlisted.join(" ")} recieve`)).toEqual([...unlisted, "recieve"]);
    expect(wordsFarFromAnyCorrection(`recieve ${unlisted.join(" ")}`)).toEqual(unlisted);
  });
});

describe("suggestionsForFarWords", () => {
  it("searches wider only where a correction could be applied: long lower-case words", () => {
    const suggestions = suggestionsForFarWords(["Krzysztofowicz", "errounuosly", "zzqxv"]);
    expect(suggestions.get("errounuosly")).toContain("erroneously");
    expect(suggestions.get("Krzysztofowicz")).toEqual([]);
    expect(suggestions.get("zzqxv")).toEqual([]);
  });

  it("does not search wider when a dictionary word is within two slips, as Harper would not", () => {
    expect(suggestionsForFarWords(["menhadens"]).get("menhadens")).toEqual([]);
  });

  it("stops searching wider after ten far words, so invented text cannot hold the server", () => {
    const invented = Array.from({ length: 15 }, (_, i) => `qxzvbnmwq${String.fromCharCode(97 + i)}`);
    const suggestions = suggestionsForFarWords([...invented, "errounuosly"]);
    expect(suggestions.size).toBe(16);
    expect(suggestions.get("errounuosly")).toEqual([]);
    expect(suggestionsForFarWords(["errounuosly"]).get("errounuosly")).toContain("erroneously");
  });
});

describe("occurrencesOf", () => {
  it("finds whole words only, with their offsets", () => {
    expect(occurrencesOf("Zed Zedd Zed.", new Set(["Zed"]))).toEqual([
      { word: "Zed", start: 0, end: 3 },
      { word: "Zed", start: 9, end: 12 },
    ]);
  });
});
