import { describe, expect, it } from "vitest";
import { joinShortSentences, splitLongSentence } from "./rhythm.js";
import type { Sentence } from "./sentences.js";

const sentences = (...texts: string[]): Sentence[] => texts.map((text) => ({ text, gap: " " }));
const always = () => 0;

describe("joining short sentences", () => {
  it("joins a short sentence that points back to the one before", () => {
    expect(joinShortSentences(sentences("We tried the new cafe.", "It was cheap and quiet."), always).map((s) => s.text)).toEqual([
      "We tried the new cafe, and it was cheap and quiet.",
    ]);
  });

  it("leaves a new subject, or a request, as its own sentence", () => {
    const unrelated = sentences("Please reply when you can.", "The city has a vast network of parks.", "The coffee was good.");
    expect(joinShortSentences(unrelated, always).map((s) => s.text)).toEqual(unrelated.map((s) => s.text));
    const request = sentences("Please reply when you can.", "It helps us plan.");
    expect(joinShortSentences(request, always)).toHaveLength(2);
  });
});

describe("splitting long sentences", () => {
  it("splits at a clause boundary near the middle, and never inside a list", () => {
    expect(splitLongSentence("After the long meeting ended, the team went back to the office, and they started to write the final report.")).toEqual([
      "After the long meeting ended, the team went back to the office.",
      "They started to write the final report.",
    ]);
    const list = "To address this issue, governments, businesses, and people must work together to cut emissions quickly.";
    expect(splitLongSentence(list)).toEqual([list]);
  });
});
