import { describe, expect, it, vi } from "vitest";
import { improveText } from "./embedded.js";
import { findGrammarIssues, getHarperLinter } from "./harper-linter.js";

describe("Harper inside the Improver", () => {
  it("lints around a token far longer than any word, which would make Harper panic, and keeps working after", async () => {
    const giant = "q".repeat(10_000);
    expect((await improveText(`He go ${giant} to school. Teh end.`)).improved_text).toBe(`He goes ${giant} to school. The end.`);
    expect((await improveText("Teh cat sat.")).improved_text).toBe("The cat sat.");
  }, 30_000);
});

describe("words far from any correction", () => {
  it("are Harper's words only while their text is linted, and get our own finding", async () => {
    const linter = await getHarperLinter();
    const imported = vi.spyOn(linter, "importWords");
    const text = "Ms Krzysztofowicz recieve the letter.";
    const [findings] = await Promise.all([findGrammarIssues(text), findGrammarIssues("Mr Wojciechowski sent it.")]);
    expect(imported.mock.calls).toEqual([[["Krzysztofowicz"]], [["Wojciechowski"]]]);
    expect(findings!.map((finding) => [text.slice(finding.start, finding.end), finding.kind])).toEqual([
      ["Krzysztofowicz", "Spelling"],
      ["recieve", "Spelling"],
    ]);
    expect(await linter.exportWords()).toEqual([]);
    imported.mockRestore();
  }, 30_000);
});
