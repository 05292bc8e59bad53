import { describe, expect, it } from "vitest";
import { halfOf, joinIntoTexts } from "./learner-texts";

describe("joinIntoTexts", () => {
  it("joins consecutive sentences until a text reaches the word floor", () => {
    const sentences = ["One two three.", "Four five.", "Six seven eight nine.", "Ten."];
    expect(joinIntoTexts(sentences, 5)).toEqual(["One two three. Four five.", "Six seven eight nine. Ten."]);
  });

  it("drops a remainder too short to judge", () => {
    expect(joinIntoTexts(["One two three four five.", "Six."], 5)).toEqual(["One two three four five."]);
  });
});

describe("halfOf", () => {
  it("splits the learner sentences into a training half and a held-out half that share nothing", () => {
    const lines = ["a", "b", "c", "d", "e"];
    expect(halfOf(lines, "training")).toEqual(["a", "b"]);
    expect(halfOf(lines, "held out")).toEqual(["c", "d", "e"]);
  });
});
