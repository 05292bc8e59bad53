import { describe, expect, it } from "vitest";
import { joinShortSentences, splitLongSentence } from "./rhythm";
import type { Sentence } from "./sentences";

const sentences = (...texts: string[]): Sentence[] => texts.map((text) => ({ text, gap: " " }));
const always = () => 0;

describe("joining short sentences", () => {
  it("joins a short sentence that points back to the one before", () => {
    expect(joinShortSentences(sentences("We tried the new cafe.", "It was cheap and quiet."), always).map((s) => s.text)).toEqual([
      "We tried the new cafe, and it was cheap and quiet.",
    ]);
  });

  it("does not join an 'it' that points at nothing before it", () => {
    for (const second of ["It is wise to book ahead.", "It seems that nobody knew.", "It rained all week.", "It's hard to say why."]) {
      const pair = sentences("The museum opens at nine.", second);
      expect(joinShortSentences(pair, always).map((s) => s.text)).toEqual(pair.map((s) => s.text));
    }
  });

  it("does not add up a negative sentence and the one that answers it", () => {
    const contrast = sentences("It isn't a fad.", "It is a real change.");
    expect(joinShortSentences(contrast, always).map((s) => s.text)).toEqual(contrast.map((s) => s.text));
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
    expect(
      splitLongSentence("After the long meeting ended, the team went back to the office, and they started to write the final report."),
    ).toEqual(["After the long meeting ended, the team went back to the office.", "They started to write the final report."]);
    const list = "To address this issue, governments, businesses, and people must work together to cut emissions quickly.";
    expect(splitLongSentence(list)).toEqual([list]);
  });

  it("splits before 'I' as before any other subject", () => {
    expect(splitLongSentence("The team went back to the office after the long meeting, and I started to write the final report.")).toEqual([
      "The team went back to the office after the long meeting.",
      "I started to write the final report.",
    ]);
  });

  it("keeps a condition, a report, an announced list or 'not only' over both parts", () => {
    for (const sentence of [
      "If interest rates climb again this year, the central bank expects prices to fall, and many first-time buyers will be priced out.",
      "The report warns that energy costs will rise over the next two years, and the government will need to raise taxes.",
      "There are two main reasons for this result: our eyes are more sensitive to blue light, and some violet light is absorbed.",
      "Not only do they have the latest bestsellers from every genre, but their books are well organized by topic.",
    ]) {
      expect(splitLongSentence(sentence)).toEqual([sentence]);
    }
  });
});

describe("joining after contractions", () => {
  it("lower-cases a contracted pronoun it joins", () => {
    expect(joinShortSentences(sentences("We opened a new office.", "It's in the old mill."), always).map((s) => s.text)).toEqual([
      "We opened a new office, and it's in the old mill.",
    ]);
  });
});
