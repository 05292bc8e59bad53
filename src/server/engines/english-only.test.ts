import { describe, expect, it } from "vitest";
import { mainOtherLanguage, otherLanguageSentences, requireEnglish } from "./english-only";
import { ENGLISH_WITH_SPANISH, FRENCH, SPANISH } from "../../../tests/fixtures/language-samples";
import { UnsupportedLanguageError } from "./types";

describe("requireEnglish", () => {
  it("refuses a whole text in another language, naming it", () => {
    expect(() => requireEnglish(FRENCH)).toThrow(UnsupportedLanguageError);
    expect(() => requireEnglish(SPANISH)).toThrow(expect.objectContaining({ languageName: "Spanish" }));
  });

  it("accepts English, learners' English and short texts franc cannot place", () => {
    for (const text of [
      ENGLISH_WITH_SPANISH,
      "Me and him goes to school yesterday and we was late.",
      "Their going to the libary tomorow, and they has forgot there books at home allready.",
      "Hello.",
    ]) {
      expect(() => requireEnglish(text)).not.toThrow();
    }
  });
});

describe("otherLanguageSentences", () => {
  it("finds the Spanish sentences of an English text, with their offsets", () => {
    const found = otherLanguageSentences(ENGLISH_WITH_SPANISH);
    expect(found.map(({ start, end }) => ENGLISH_WITH_SPANISH.slice(start, end))).toEqual([
      "Después fuimos al parque con mis amigos y comimos helado.",
      "Luego volvimos a casa muy cansados pero felices.",
    ]);
    expect(mainOtherLanguage(found)).toBe("Spanish");
  });

  it("reads each line on its own, with offsets into the whole text", () => {
    const text = `# Notes\n\nWe met at noon and talked about the plan.\nDespués fuimos al parque con mis amigos y comimos helado.\n`;
    const [found] = otherLanguageSentences(text);
    expect(text.slice(found!.start, found!.end)).toBe("Después fuimos al parque con mis amigos y comimos helado.");
  });

  it("does not take terse English for another language, as franc alone does", () => {
    const terse =
      "System consolidation takes place during slow-wave sleep (SWS). Replacements: Morlay, Afatia, Ryan, Bastien, Vergnon, Darbo, Bouvier, Tardieu.";
    expect(otherLanguageSentences(terse)).toEqual([]);
  });

  it("finds nothing in plain English", () => {
    expect(otherLanguageSentences("The small dog ran across the quiet park. Then it slept under a tree for a long time.")).toEqual([]);
    expect(mainOtherLanguage([])).toBeNull();
  });
});
