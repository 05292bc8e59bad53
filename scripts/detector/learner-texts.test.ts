import { describe, expect, it } from "vitest";
import { joinIntoTexts } from "./learner-texts.js";

describe("joinIntoTexts", () => {
  it("joins consecutive sentences until a text reaches the word floor", () => {
    const sentences = ["One two three.", "Four five.", "Six seven eight nine.", "Ten."];
    expect(joinIntoTexts(sentences, 5)).toEqual(["One two three. Four five.", "Six seven eight nine. Ten."]);
  });

  it("drops a remainder too short to judge", () => {
    expect(joinIntoTexts(["One two three four five.", "Six."], 5)).toEqual(["One two three four five."]);
  });
});
