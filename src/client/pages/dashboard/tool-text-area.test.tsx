import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { WORD_LIMITS } from "../../../shared/limits";
import { SERVER_MESSAGES } from "../../../shared/messages";
import { wordsText } from "../../../../tests/support/client-test-support";
import { ToolTextArea } from "./tool-text-area";

function DetectBox() {
  const [text, setText] = useState("");
  return (
    <ToolTextArea
      id="detect-text"
      label="Text to analyze"
      value={text}
      onChange={setText}
      limit={WORD_LIMITS.detect}
      overLimitMessage={SERVER_MESSAGES.detectWordLimit}
      refuseOverLimit
    />
  );
}

const box = () => screen.getByLabelText<HTMLTextAreaElement>("Text to analyze");

describe("the Detect text box", () => {
  it("accepts a text of exactly 750 words", () => {
    render(<DetectBox />);
    fireEvent.change(box(), { target: { value: wordsText(WORD_LIMITS.detect) } });
    expect(box().value).toBe(wordsText(WORD_LIMITS.detect));
    expect(screen.getByTestId("word-count").textContent).toBe(`${WORD_LIMITS.detect} / ${WORD_LIMITS.detect} words`);
    expect(screen.queryByText(SERVER_MESSAGES.detectWordLimit)).toBeNull();
  });

  it("refuses an edit that would exceed 750 words and keeps the previous text", () => {
    render(<DetectBox />);
    fireEvent.change(box(), { target: { value: wordsText(10) } });
    fireEvent.change(box(), { target: { value: wordsText(WORD_LIMITS.detect + 1) } });
    expect(box().value).toBe(wordsText(10));
    expect(screen.getByTestId("word-count").textContent).toBe(`10 / ${WORD_LIMITS.detect} words`);
    expect(screen.getByText(SERVER_MESSAGES.detectWordLimit)).toBeTruthy();
  });

  it("refuses one more word typed onto a full box", () => {
    render(<DetectBox />);
    const full = wordsText(WORD_LIMITS.detect);
    fireEvent.change(box(), { target: { value: full } });
    fireEvent.change(box(), { target: { value: `${full} extra` } });
    expect(box().value).toBe(full);
  });

  it("clears the refusal message once an acceptable edit arrives", () => {
    render(<DetectBox />);
    fireEvent.change(box(), { target: { value: wordsText(WORD_LIMITS.detect + 5) } });
    expect(screen.getByText(SERVER_MESSAGES.detectWordLimit)).toBeTruthy();
    fireEvent.change(box(), { target: { value: "short text" } });
    expect(box().value).toBe("short text");
    expect(screen.queryByText(SERVER_MESSAGES.detectWordLimit)).toBeNull();
  });
});
