import { describe, expect, it } from "vitest";
import { isWhitespaceCode, normaliseText, toOriginalRange } from "./normalise";

describe("normaliseText", () => {
  it("straightens curly quotes and turns non-breaking spaces into spaces", () => {
    expect(normaliseText("\u201CIt\u2019s fine,\u201D\u00A0she said.").text).toBe('"It\'s fine," she said.');
  });

  it("collapses every whitespace run, newlines included, to one space and trims", () => {
    expect(normaliseText("  One line.\n\n\tTwo   lines.  ").text).toBe("One line. Two lines.");
  });

  it("removes chat boilerplate before and after the requested text", () => {
    const result = normaliseText("Sure! Here is a short essay about cats: Cats are independent. I hope this helps!");
    expect(result.text).toBe("Cats are independent.");
    expect(result.boilerplate).toEqual(["Sure! Here is a short essay about cats:", "I hope this helps!"]);
    expect(normaliseText("Great question! Cats are independent.").text).toBe("Cats are independent.");
    expect(normaliseText("Cats are independent.").boilerplate).toEqual([]);
  });

  it("keeps an ordinary opening word such as Sure when no boilerplate follows", () => {
    expect(normaliseText("Sure, the bus was late again.").text).toBe("Sure, the bus was late again.");
  });

  it("repairs word-tokenised text", () => {
    expect(normaliseText("I do n't know , really .").text).toBe("I don't know, really.");
  });

  it("maps every normalised character back to its offset in the submitted text", () => {
    const submitted = "Sure! Here is the text:\n\nThe  cat\u00A0sat.";
    const result = normaliseText(submitted);
    expect(result.text).toBe("The cat sat.");
    const range = toOriginalRange(result, 4, 7);
    expect(submitted.slice(range.start, range.end)).toBe("cat");
    const whole = toOriginalRange(result, 0, result.text.length);
    expect(submitted.slice(whole.start, whole.end)).toBe("The  cat\u00A0sat.");
  });

  it("treats exactly the code units JavaScript's \\s matches as whitespace", () => {
    const mismatches: number[] = [];
    for (let code = 0; code <= 0xffff; code++) if (isWhitespaceCode(code) !== /\s/.test(String.fromCharCode(code))) mismatches.push(code);
    expect(mismatches).toEqual([]);
  });

  it("drops invisible characters, keeps lone surrogates, and maps repaired tokens back to the submitted text", () => {
    const submitted = "A\u200B\uD800 ( b ) do n't\u00AD stop .";
    const result = normaliseText(submitted);
    expect(result.text).toBe("A\uD800 (b) don't stop.");
    const range = toOriginalRange(result, result.text.indexOf("don't"), result.text.indexOf("don't") + 5);
    expect(submitted.slice(range.start, range.end)).toBe("do n't");
  });
});
