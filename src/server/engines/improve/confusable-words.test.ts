import { describe, expect, it } from "vitest";
import { applyEdits } from "./edits";
import { confusableWordEdits } from "./confusable-words";

const corrected = (text: string) => applyEdits(text, confusableWordEdits(text)).text;

describe("confusableWordEdits", () => {
  it("puts the meant word where its neighbours show which one it is", () => {
    expect(corrected("I don't know weather he will come.")).toBe("I don't know whether he will come.");
    expect(corrected("I want to except the offer from the company.")).toBe("I want to accept the offer from the company.");
    expect(corrected("They could give you better advise from what they learned.")).toBe(
      "They could give you better advice from what they learned.",
    );
    expect(corrected("His cloths were torn after the long walk.")).toBe("His clothes were torn after the long walk.");
  });

  it("says why the other word is meant", () => {
    const [edit] = confusableWordEdits("I don't know weather he will come.");
    expect(edit?.reason).toBe("“whether” introduces a choice; “weather” is rain and sun");
  });

  it("leaves each word alone where it is the right one", () => {
    for (const text of [
      "The weather was cold and wet all week.",
      "Everyone came except the teacher.",
      "Her advice was to wait a little longer.",
      "We advise you to book early.",
      "He took a piece of cake and left.",
      "They crossed the desert in three days.",
      "The children form a circle in the yard.",
      "We walked past the old church.",
      "A home is not quiet enough for you to focus.",
    ]) {
      expect(confusableWordEdits(text)).toEqual([]);
    }
  });

  it("judges nothing across punctuation or at the start of a sentence, where a neighbour is missing", () => {
    expect(confusableWordEdits("Weather he comes or not, we go.")).toEqual([]);
    expect(confusableWordEdits("I don't know, weather he will come.")).toEqual([]);
  });
});
