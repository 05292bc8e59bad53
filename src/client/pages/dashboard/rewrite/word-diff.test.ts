import { describe, expect, it } from "vitest";
import { changedPlaces, wordDiff } from "./word-diff";

describe("wordDiff", () => {
  it("marks removed and added words and keeps the rest, whitespace included", () => {
    const parts = wordDiff("Moreover, it is vital to plan.\n\nWe start now.", "Also, it's important to plan.\n\nWe start now.");
    expect(parts).toEqual([
      { kind: "removed", text: "Moreover, it is vital " },
      { kind: "added", text: "Also, it's important " },
      { kind: "same", text: "to plan.\n\nWe start now." },
    ]);
    expect(changedPlaces(parts)).toBe(1);
  });

  it("counts separate changes apart, and finds none in an unchanged text", () => {
    const parts = wordDiff("The plan works well and the team agrees.", "The plan works and the whole team agrees.");
    expect(parts.map((part) => part.kind)).toEqual(["same", "removed", "same", "added", "same"]);
    expect(changedPlaces(parts)).toBe(2);
    expect(changedPlaces(wordDiff("Same text.", "Same text."))).toBe(0);
  });

  it("joins the parts back into the rewrite", () => {
    const before = "One two three four five.";
    const after = "One 2 three five, six.";
    const parts = wordDiff(before, after);
    expect(
      parts
        .filter((part) => part.kind !== "removed")
        .map((part) => part.text)
        .join(""),
    ).toBe(after);
    expect(
      parts
        .filter((part) => part.kind !== "added")
        .map((part) => part.text)
        .join(""),
    ).toBe(before);
  });
});
