import { describe, expect, it, vi } from "vitest";
import { improveText } from "./embedded";
import { findGrammarIssues, getHarperLinter } from "./harper-linter";

describe("Harper inside the Improver", () => {
  it("lints around a token far longer than any word, which would make Harper panic, and keeps working after", async () => {
    const giant = "q".repeat(10_000);
    expect((await improveText(`He go ${giant} to school. Teh end.`)).improved_text).toBe(`He goes ${giant} to school. The end.`);
    expect((await improveText("Teh cat sat.")).improved_text).toBe("The cat sat.");
  }, 30_000);
});

describe("words far from any correction", () => {
  it("never reach Harper, which would spend 10 s on its widest search; the Improver makes their finding", async () => {
    const linter = await getHarperLinter();
    const linted = vi.spyOn(linter, "lint");
    const text = "Ms Krzysztofowicz recieve the letter from Zürichsee.";
    const findings = await findGrammarIssues(text);
    expect(linted.mock.calls[0]![0]).toBe("Ms 00000000000000 recieve the letter from 000000000.");
    expect(findings.map((finding) => [text.slice(finding.start, finding.end), finding.kind])).toEqual([
      ["Krzysztofowicz", "Spelling"],
      ["recieve", "Spelling"],
      ["Zürichsee", "Spelling"],
    ]);
    linted.mockRestore();
  }, 30_000);

  it("reach Harper when its dictionary has them, so they are no finding", async () => {
    expect(await findGrammarIssues("The lifecycle of the product is short.")).toEqual([]);
  }, 30_000);
});
