import { describe, expect, it } from "vitest";
import { bareOfIngForm, bareOfSForm, isBareVerb, pluralOf, verbForms } from "./word-forms";

describe("word forms", () => {
  it("takes verbs that are nouns as often, but not adjectives or adverbs", () => {
    expect(["see", "meet", "come", "live"].every(isBareVerb)).toBe(true);
    expect(["happy", "quickly", "the", "not"].some(isBareVerb)).toBe(false);
  });

  it("conjugates a bare verb compromise would read as an adjective on its own", () => {
    expect(verbForms("live")).toMatchObject({ PastTense: "lived", Gerund: "living" });
    expect(verbForms("swim")).toMatchObject({ PastTense: "swam", Gerund: "swimming" });
  });

  it("finds the common verb behind an -s form, and nothing behind a bare one", () => {
    expect(bareOfSForm("comes")).toBe("come");
    expect(bareOfSForm("tries")).toBe("try");
    expect(bareOfSForm("come")).toBeNull();
    expect(bareOfSForm("bus")).toBeNull();
  });

  it("makes a singular noun plural, and leaves adjectives and plurals alone", () => {
    expect(pluralOf("friend")).toBe("friends");
    expect(pluralOf("child")).toBe("children");
    expect(pluralOf("book")).toBe("books");
    expect([pluralOf("best"), pluralOf("most"), pluralOf("students"), pluralOf("people")]).toEqual([null, null, null, null]);
  });
});

describe("bareOfIngForm", () => {
  it.each([
    ["asking", "ask"],
    ["making", "make"],
    ["running", "run"],
    ["lying", "lie"],
    ["hoping", "hope"],
    ["studying", "study"],
    ["something", null],
    ["nothing", null],
    ["thing", null],
    ["table", null],
  ])("reads %s as %s", (word, bare) => {
    expect(bareOfIngForm(word)).toBe(bare);
  });
});
