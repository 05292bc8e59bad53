import { describe, expect, it } from "vitest";
import { explanationText, parseExplanationText } from "./explanation-text";

const PARTS = {
  summary: "Several passages read like an AI assistant's writing; talk to the writer.",
  evidence: ["Sentences of very even length", 'Phrases typical of AI assistants: "delve into"'],
  details: ["Sentence length varies by 20% (typical human writing varies by about 50%).", "No spelling slips were found."],
  caveat: "A high score does not prove AI.",
};

describe("the explanation as plain text", () => {
  it("lays out the summary, the bullets, the details under their heading, then the caveat", () => {
    expect(explanationText(PARTS)).toBe(
      [
        PARTS.summary,
        "",
        "- Sentences of very even length",
        '- Phrases typical of AI assistants: "delve into"',
        "",
        "Details:",
        "- Sentence length varies by 20% (typical human writing varies by about 50%).",
        "- No spelling slips were found.",
        "",
        "A high score does not prove AI.",
      ].join("\n"),
    );
  });

  it("leaves out the parts an engine does not give", () => {
    expect(explanationText({ summary: "Too short to judge.", evidence: [], details: [], caveat: null })).toBe("Too short to judge.");
    expect(explanationText({ summary: "S.", evidence: ["Stock phrasing."], details: [], caveat: null })).toBe("S.\n\n- Stock phrasing.");
  });

  it("reads back every part it laid out", () => {
    expect(parseExplanationText(explanationText(PARTS))).toEqual(PARTS);
    const partial = { summary: "S.", evidence: [], details: ["A number: 3."], caveat: "C." };
    expect(parseExplanationText(explanationText(partial))).toEqual(partial);
  });

  it("takes any other string whole as the summary, so nothing a client sends is lost", () => {
    for (const text of [
      "The text uses very even sentence lengths.",
      "One.\n\nTwo.\n\nThree.",
      "S.\n\n- a\nnot a bullet",
      "S.\n\nDetails:\nno bullets",
    ]) {
      expect(parseExplanationText(text)).toEqual({ summary: text, evidence: [], details: [], caveat: null });
    }
  });
});
