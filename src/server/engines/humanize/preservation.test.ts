import { describe, expect, it } from "vitest";
import { checkPreservation, extractNamedEntities, extractNumbers } from "./preservation";

const INPUT = [
  "## Results",
  "",
  'Maria Lopez measured 42 samples in Berlin and wrote "nothing changed". See https://example.org/r or run `make test`.',
  "",
  "- first item",
  "- second item",
  "",
  "```",
  "x = 1",
  "```",
].join("\n");

describe("preservation checks", () => {
  it("accepts a faithful rewrite", () => {
    const output = INPUT.replace("measured 42 samples", "tested 42 samples");
    expect(checkPreservation(INPUT, output)).toEqual({ ok: true, problems: [] });
  });

  it("finds numbers and names", () => {
    expect(extractNumbers("In 2024, 3.5% of 1,200 people")).toEqual(["2024", "3.5", "1,200"]);
    expect(extractNamedEntities(INPUT)).toEqual(expect.arrayContaining(["Maria", "Lopez", "Berlin"]));
  });

  it("reads a word as ending where the letters of any script end, as the check that it was kept does", () => {
    const text = "日本語のテキストThe price rose. שלוםSee the note.";
    expect(extractNamedEntities(text)).not.toEqual(expect.arrayContaining(["The"]));
    expect(checkPreservation(text, text)).toEqual({ ok: true, problems: [] });
  });

  it("takes a capitalised word after spaces, punctuation or a list number at a sentence's start as a sentence start, not a name", () => {
    expect(extractNamedEntities("  Moreover, the plan works.")).toEqual([]);
    expect(extractNamedEntities("It rose.\u2014 Prices fell. (See the note.)\n2) The end.\n- Overall, fine.")).toEqual([]);
    expect(extractNamedEntities("In 2021 Maria moved, and 3 Bakers left.")).toEqual(expect.arrayContaining(["Maria", "Bakers"]));
  });

  it.each([
    ["a changed number", INPUT.replace("42", "43"), 'number "42" is missing'],
    ["a dropped name", INPUT.replace("in Berlin ", ""), 'name "Berlin" is missing'],
    ["an edited quotation", INPUT.replace("nothing changed", "nothing has changed"), "was not kept exactly"],
    ["a changed URL", INPUT.replace("example.org/r", "example.org/s"), "was not kept exactly"],
    ["edited inline code", INPUT.replace("`make test`", "`make tests`"), "was not kept exactly"],
    ["edited fenced code", INPUT.replace("x = 1", "x = 2"), "was not kept exactly"],
    [
      "a merged list",
      INPUT.replace("- first item\n- second item", "- first and second item"),
      "paragraphs, headings, lists or code blocks changed",
    ],
    ["a removed heading", INPUT.replace("## Results\n\n", ""), "paragraphs, headings, lists or code blocks changed"],
  ])("rejects %s", (_name, output, problem) => {
    const report = checkPreservation(INPUT, output);
    expect(report.ok).toBe(false);
    expect(report.problems.join("; ")).toContain(problem);
  });

  it("rejects a large change in length", () => {
    const input = "one two three four five six seven eight nine ten";
    expect(checkPreservation(input, "one two three", { maxLengthChange: 0.2 }).problems).toEqual(["length changed by 70%"]);
  });
});
