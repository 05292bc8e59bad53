import { describe, expect, it } from "vitest";
import { loadFeatureTools } from "./tools";
import { americanForms } from "./british-spelling";

const tools = loadFeatureTools();

describe("British spellings", () => {
  it.each([
    ["colour", "color"],
    ["neighbourhoods", "neighborhoods"],
    ["centre", "center"],
    ["centred", "centered"],
    ["theatres", "theaters"],
    ["organisation", "organization"],
    ["recognised", "recognized"],
    ["analyse", "analyze"],
    ["defence", "defense"],
    ["travelled", "traveled"],
    ["jewellery", "jewelry"],
    ["enrolment", "enrollment"],
    ["anaesthetic", "anesthetic"],
    ["diarrhoea", "diarrhea"],
    ["catalogue", "catalog"],
    ["grey", "gray"],
    ["programme", "program"],
  ])("offers the American form of %s", (british, american) => {
    expect(americanForms(british)).toContain(american);
  });

  it("are known words to the detector, so they never count as slips", () => {
    for (const word of ["colour", "favourite", "centre", "organised", "travelling", "defence", "programmes", "whilst"]) {
      expect(tools.isKnownWord(word), word).toBe(true);
    }
  });

  it("do not excuse real misspellings", () => {
    for (const word of ["recieve", "definately", "untill", "wierd", "seperate", "tommorow", "becuase", "alot"]) {
      expect(tools.isKnownWord(word), word).toBe(false);
    }
  });
});
