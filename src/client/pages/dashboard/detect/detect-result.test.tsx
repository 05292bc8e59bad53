import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { CLIENT_MESSAGES } from "../../../../shared/messages";
import type { DetectOutput } from "../../../../shared/schemas/detect";
import "../../../../../tests/support/client-test-support";
import { DetectResult } from "./detect-result";
import { suspiciousMarkId } from "./highlighted-text";

const TEXT = "One plain sentence. Furthermore, it is important to note this.";
const SUSPICIOUS = "Furthermore, it is important to note this.";
const PARTS = {
  summary:
    "Several passages read like an AI assistant's writing; read the flagged sentences and talk to the writer before drawing conclusions.",
  evidence: ["Sentences of very even length", 'Phrases typical of AI assistants: "it is important to note"'],
  details: ["Sentence length varies by 12% around an average of 7 words (typical human writing varies by about 50%)."],
  caveat: "A high score does not prove AI.",
};

function result(overrides: Partial<DetectOutput> = {}): DetectOutput {
  return {
    status: "success",
    message: "Analysis complete.",
    ai_probability: 83,
    verdict: "Likely AI-generated",
    verdict_level: "likely_ai",
    explanation: "Not shown: the screen lays out explanation_parts.",
    explanation_parts: PARTS,
    suspicious_sentences: [SUSPICIOUS],
    sentences: [
      { text: "One plain sentence.", start: 0, end: 19, score: 10 },
      { text: SUSPICIOUS, start: 20, end: TEXT.length, score: 90 },
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

  it("shows the probability badge, the verdict, the summary sentence and the evidence as bullets", () => {
    render(<DetectResult analysed={{ text: TEXT, result: result() }} exporting={false} onExport={vi.fn()} />);
    const badge = screen.getByTestId("probability-badge");
    expect(badge.textContent).toBe("AI probability: 83%");
    expect(badge.className).toContain("bg-danger");
    expect(screen.getByText("Likely AI-generated")).toBeTruthy();
    expect(screen.getByTestId("explanation-summary").textContent).toBe(PARTS.summary);
    const bullets = within(screen.getByTestId("explanation-evidence")).getAllByRole("listitem");
    expect(bullets.map((item) => item.textContent)).toEqual(PARTS.evidence);
    expect(screen.queryByText(/Not shown/)).toBeNull();
    expect(screen.getByTestId("detect-caution").textContent).toBe(`${PARTS.caveat} ${CLIENT_MESSAGES.detectCaution}`);
  });

  it("folds the numbers and the measured rates away under a Details disclosure, closed at first", () => {
    render(
      <DetectResult
        analysed={{ text: TEXT, result: result() }}
        exporting={false}
        onExport={vi.fn()}
        measuredRates="3.6% of human-written test texts scored above 50%."
      />,
    );
    const details = screen.getByTestId("explanation-details") as HTMLDetailsElement;
    expect(details.tagName).toBe("DETAILS");
    expect(details.open).toBe(false);
    expect(details.querySelector("summary")?.textContent).toBe("Details");
    expect(within(details).getByText(PARTS.details[0]!)).toBeTruthy();
    expect(within(details).getByTestId("detect-measured-rates").textContent).toBe("3.6% of human-written test texts scored above 50%.");
    // Outside it, the summary and the bullets carry no number.
    expect(screen.getByTestId("explanation-summary").textContent).not.toMatch(/\d/);
    expect(screen.getByTestId("explanation-evidence").textContent).not.toMatch(/\d/);
  });

  it("says a short text's caveat once: its summary is the warning, and nothing repeats it", () => {
    const summary =
      "The text has 12 words, and at least 50 are needed for a reliable judgment, so treat the score as a rough indication only.";
    const short = result({
      reliable: false,
      verdict_level: "insufficient_text",
      verdict: "Not enough text to judge reliably",
      word_count: 12,
      explanation_parts: { summary, evidence: ["Sentences of very even length"], details: [], caveat: null },
    });
    render(<DetectResult analysed={{ text: TEXT, result: short }} exporting={false} onExport={vi.fn()} />);
    const warning = screen.getByTestId("explanation-summary");
    expect(warning.className).toContain("alert-warning");
    expect(warning.textContent).toBe(summary);
    expect(document.body.textContent?.split("at least 50")).toHaveLength(2);
    expect(screen.getByTestId("probability-badge").className).toContain("bg-secondary");
    expect(screen.getByTestId("probability-badge").className).not.toContain("bg-danger");
  });

  it("warns that a result in an unsupported language is low-confidence", () => {
    const summary =
      "This text appears to be French, and Inkprint's detection is built and measured for English " +
      "only, so it cannot judge French text reliably and its score has been pulled toward 50.";
    const foreign = result({
      reliable: false,
      verdict_level: "unsupported_language",
      verdict: "Language not supported",
      explanation_parts: { summary, evidence: [], details: [], caveat: null },
    });
    render(<DetectResult analysed={{ text: TEXT, result: foreign }} exporting={false} onExport={vi.fn()} />);
    expect(screen.getByTestId("explanation-summary").textContent).toBe(summary);
    expect(screen.getByTestId("explanation-summary").className).toContain("alert-warning");
    expect(screen.queryByTestId("explanation-evidence")).toBeNull();
    expect(screen.queryByTestId("explanation-details")).toBeNull();
  });

  it("prints each suspicious sentence once, numbered in the text, with numbered links that jump to it", () => {
    render(<DetectResult analysed={{ text: TEXT, result: result() }} exporting={false} onExport={vi.fn()} />);
    expect(document.body.textContent?.split(SUSPICIOUS)).toHaveLength(2);
    const mark = screen.getByTestId("highlighted-text").querySelector("mark")!;
    expect(mark.id).toBe(suspiciousMarkId(1));
    expect(mark.querySelector("sup")?.textContent).toBe("1");
    const scrollIntoView = vi.fn();
    mark.scrollIntoView = scrollIntoView;
    fireEvent.click(screen.getByRole("button", { name: "Go to suspicious sentence 1" }));
    expect(scrollIntoView).toHaveBeenCalledOnce();
    expect(document.activeElement).toBe(mark);
  });

  it("says so when no sentence stands out", () => {
    render(<DetectResult analysed={{ text: TEXT, result: result({ suspicious_sentences: [] }) }} exporting={false} onExport={vi.fn()} />);
    expect(screen.getByText("No sentence stands out as AI-written.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Go to suspicious sentence/ })).toBeNull();
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
