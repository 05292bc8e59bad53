import { describe, expect, it } from "vitest";
import { sentenceAround } from "./edits";

describe("sentenceAround", () => {
  const text = "She left. Did I go there yesterday? Run app.py on Python 3.5 now.\nNext line";

  it("returns the sentence holding the range, with its closing mark", () => {
    const start = text.indexOf("go");
    expect(sentenceAround(text, start, start + 2).trim()).toBe("Did I go there yesterday?");
  });

  it("does not end a sentence at a dot inside a file name or a number", () => {
    const start = text.indexOf("Python");
    expect(sentenceAround(text, start, start + 6).trim()).toBe("Run app.py on Python 3.5 now.");
  });

  it("stops at a line break", () => {
    const start = text.indexOf("Next");
    expect(sentenceAround(text, start, start + 4)).toBe("Next line");
  });
});
