import { describe, expect, it } from "vitest";
import { analyseText } from "./analysis";
import { splitSentences } from "./sentences";
import { loadFeatureTools } from "./tools";

describe("splitSentences", () => {
  it("splits on sentence ends and keeps offsets into the text", () => {
    const text = "It rained. Did it? Yes! it did.";
    const spans = splitSentences(text);
    expect(spans.map((s) => s.text)).toEqual(["It rained.", "Did it?", "Yes!", "it did."]);
    for (const span of spans) expect(text.slice(span.start, span.end)).toBe(span.text);
  });

  it("does not split after abbreviations or initials", () => {
    const spans = splitSentences("Mr. Smith met Dr. Jones at 5 p.m. in the U.S. capital. J. K. Rowling was there.");
    expect(spans.map((s) => s.text)).toEqual(["Mr. Smith met Dr. Jones at 5 p.m. in the U.S. capital.", "J. K. Rowling was there."]);
  });
});

describe("sentence offsets after normalisation", () => {
  it("point into the text as submitted", () => {
    const submitted = "Certainly! Here\u2019s the story:\n\nThe \u201Cold\u201D  house   stood.\nNobody   lived there.";
    const analysis = analyseText(submitted, loadFeatureTools());
    expect(analysis.sentences.map((s) => submitted.slice(s.start, s.end))).toEqual([
      "The \u201Cold\u201D  house   stood.",
      "Nobody   lived there.",
    ]);
    expect(analysis.sentences.map((s) => s.text)).toEqual(analysis.sentences.map((s) => submitted.slice(s.start, s.end)));
  });
});
