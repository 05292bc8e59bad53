import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import "../../../../../tests/support/client-test-support";
import { HighlightedText, segmentText } from "./highlighted-text";

const TEXT = "I wrote this myself.  In conclusion, it is important to note the key factors.\nThe end.";
const first = "I wrote this myself.";
const second = "In conclusion, it is important to note the key factors.";
const third = "The end.";
const at = (sentence: string) => ({ start: TEXT.indexOf(sentence), end: TEXT.indexOf(sentence) + sentence.length });

const SENTENCES = [
  { text: first, ...at(first), score: 12 },
  { text: second, ...at(second), score: 91 },
  { text: third, ...at(third), score: 35 },
];

describe("segmentText", () => {
  it("cuts the text at the server's offsets and keeps every character, whitespace included", () => {
    const segments = segmentText(TEXT, SENTENCES, [second]);
    expect(segments.map((s) => s.text).join("")).toBe(TEXT);
    expect(segments.map((s) => s.kind)).toEqual(["sentence", "plain", "sentence", "plain", "sentence"]);
  });

  it("numbers the suspicious sentences as the list below does", () => {
    const segments = segmentText(TEXT, SENTENCES, [second]);
    const marked = segments.filter((s) => s.kind === "sentence" && s.suspiciousNumber !== undefined);
    expect(marked).toEqual([{ kind: "sentence", text: second, score: 91, suspiciousNumber: 1 }]);
  });

  it("skips offsets that overlap or run past the end instead of garbling the text", () => {
    const broken = [
      ...SENTENCES,
      { text: "overlap", start: 5, end: 30, score: 99 },
      { text: "past", start: TEXT.length - 2, end: TEXT.length + 10, score: 99 },
    ];
    const segments = segmentText(TEXT, broken, []);
    expect(segments.map((s) => s.text).join("")).toBe(TEXT);
    expect(segments.filter((s) => s.kind === "sentence")).toHaveLength(3);
  });
});

describe("HighlightedText", () => {
  it("marks the suspicious sentence in place with its number and score on hover", () => {
    render(<HighlightedText text={TEXT} sentences={SENTENCES} suspicious={[second]} />);
    const marks = screen.getByTestId("highlighted-text").querySelectorAll("mark");
    expect(marks).toHaveLength(1);
    const mark = marks[0]!;
    expect(mark.firstChild?.textContent).toBe(second);
    expect(mark.querySelector("sup")?.textContent).toBe("1");
    expect(mark.getAttribute("title")).toBe("AI-likeness of this sentence: 91%");
    // The mark sits between the sentences around it, i.e. in the text itself.
    expect(mark.previousElementSibling?.textContent).toBe("  ");
    expect(mark.previousElementSibling?.previousElementSibling?.textContent).toBe(first);
  });

  it("gives unmarked sentences their score on hover too", () => {
    render(<HighlightedText text={TEXT} sentences={SENTENCES} suspicious={[second]} />);
    expect(screen.getByTitle("AI-likeness of this sentence: 12%").textContent).toBe(first);
    expect(screen.getByTitle("AI-likeness of this sentence: 35%").textContent).toBe(third);
  });

  it("marks nothing when no sentence is suspicious", () => {
    render(<HighlightedText text={TEXT} sentences={SENTENCES} suspicious={[]} />);
    expect(screen.getByTestId("highlighted-text").querySelectorAll("mark")).toHaveLength(0);
    expect(screen.getByTestId("highlighted-text").textContent).toBe(TEXT);
  });
});
