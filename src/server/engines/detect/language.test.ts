import { franc } from "franc";
import { describe, expect, it, vi } from "vitest";
import { FRENCH, SPANISH } from "../../../../tests/fixtures/language-samples";
import { textLanguage } from "./language";

vi.mock("franc", async (importOriginal) => {
  const original = await importOriginal<typeof import("franc")>();
  return { ...original, franc: vi.fn(original.franc) };
});

describe("textLanguage", () => {
  it.each([
    ["English prose", "The committee met on Tuesday and agreed that the budget for the next year should be cut.", "eng", false],
    ["terse English with a few function words", "Memory consolidation takes place during the night.", "eng", false],
    ["French", FRENCH, "fra", true],
    ["Spanish", SPANISH, "spa", true],
    ["no words at all", "2024 — 3.14 + 2.72 = 5.86", "und", true],
  ])("reads %s as %s, asking franc only without English function words", (_, text, language, asksFranc) => {
    vi.mocked(franc).mockClear();
    expect(textLanguage(text)).toBe(language);
    expect(vi.mocked(franc).mock.calls.length > 0).toBe(asksFranc);
  });
});
