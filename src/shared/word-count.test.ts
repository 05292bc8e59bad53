import { describe, expect, it } from "vitest";
import { countWords } from "./word-count";

describe("countWords", () => {
  it.each([
    ["", 0],
    ["   \n\t ", 0],
    ["one", 1],
    ["  two words  ", 2],
    ["tabs\tand\nnew lines\r\ncount as spaces", 7],
    ["a\u00a0no-break space and an ideographic\u3000space split words", 9],
    ["punctuation, like this - stays with words.", 7],
    ["don't split contractions or e-mail@example.com", 5],
  ])("%j has %i words, as splitting on whitespace gives", (text, words) => {
    expect(countWords(text)).toBe(words);
    const trimmed = text.trim();
    expect(countWords(text)).toBe(trimmed === "" ? 0 : trimmed.split(/\s+/).length);
  });

  it("counts the same text twice alike (the pattern it reuses starts over each time)", () => {
    expect([countWords("three little words"), countWords("three little words")]).toEqual([3, 3]);
  });
});
