import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { CLIENT_MESSAGES } from "../../../../shared/messages";
import type { DetectOutput } from "../../../../shared/schemas/detect";
import "../test-support";
import { DetectResult } from "./detect-result";

const TEXT = "One plain sentence. Furthermore, it is important to note this.";

function result(overrides: Partial<DetectOutput> = {}): DetectOutput {
  return {
    status: "success",
    message: "Analysis complete.",
    ai_probability: 83,
    verdict: "Likely AI-generated",
    verdict_level: "likely_ai",
    explanation: "Stock transitions.",
    suspicious_sentences: ["Furthermore, it is important to note this."],
    sentences: [
      { text: "One plain sentence.", start: 0, end: 19, score: 10 },
      { text: "Furthermore, it is important to note this.", start: 20, end: TEXT.length, score: 90 },
    ],
    language: "eng",
    word_count: 120,
    model_version: "test",
    reliable: true,
    ...overrides,
  };
}

describe("the Detect result area", () => {
  it("says 'No Analysis Yet' before any result", () => {
    render(<DetectResult analysed={null} exporting={false} onExport={vi.fn()} />);
    expect(screen.getByText(CLIENT_MESSAGES.noAnalysisYet)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Export PDF" })).toBeNull();
  });

  it("shows the probability badge, verdict, explanation and the numbered suspicious sentences", () => {
    render(<DetectResult analysed={{ text: TEXT, result: result() }} exporting={false} onExport={vi.fn()} />);
    const badge = screen.getByTestId("probability-badge");
    expect(badge.textContent).toBe("AI probability: 83%");
    expect(badge.className).toContain("bg-danger");
    expect(screen.getByText("Likely AI-generated")).toBeTruthy();
    expect(screen.getByText("Stock transitions.")).toBeTruthy();
    expect(screen.getByText(CLIENT_MESSAGES.detectCaution)).toBeTruthy();
    const items = screen.getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual(["Furthermore, it is important to note this."]);
    expect(screen.queryByText(/rough hint/)).toBeNull();
  });

  it("warns that a short text's result is not reliable", () => {
    const short = result({ reliable: false, verdict_level: "insufficient_text", verdict: "Not enough text to judge reliably", word_count: 12 });
    render(<DetectResult analysed={{ text: TEXT, result: short }} exporting={false} onExport={vi.fn()} />);
    expect(screen.getByText(/this text has 12 words and a verdict needs at least 50/)).toBeTruthy();
    expect(screen.getByTestId("probability-badge").className).toContain("bg-secondary");
    expect(screen.getByTestId("probability-badge").className).not.toContain("bg-danger");
  });

  it("warns that a result in an unsupported language is low-confidence", () => {
    const foreign = result({ reliable: false, verdict_level: "unsupported_language", verdict: "Language not supported" });
    render(<DetectResult analysed={{ text: TEXT, result: foreign }} exporting={false} onExport={vi.fn()} />);
    expect(screen.getByText("Language not supported: this result is low-confidence.")).toBeTruthy();
  });

  it("exports on click and shows the export as busy while it runs", () => {
    const onExport = vi.fn();
    const { rerender } = render(<DetectResult analysed={{ text: TEXT, result: result() }} exporting={false} onExport={onExport} />);
    fireEvent.click(screen.getByRole("button", { name: "Export PDF" }));
    expect(onExport).toHaveBeenCalledOnce();
    rerender(<DetectResult analysed={{ text: TEXT, result: result() }} exporting onExport={onExport} />);
    expect(screen.getByRole<HTMLButtonElement>("button", { name: /Exporting/ }).disabled).toBe(true);
  });
});
