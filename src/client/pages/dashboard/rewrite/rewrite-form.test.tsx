import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { WORD_LIMITS } from "../../../../shared/limits";
import { CLIENT_MESSAGES } from "../../../../shared/messages";
import { ToastProvider } from "../../../lib/toast";
import { progressBarVariant, wordsText } from "../../../../../tests/support/client-test-support";
import { RewriteForm } from "./rewrite-form";

function renderHumanizer({ busy = false, output = null as string | null, onSubmit = vi.fn(), note = null as string | null } = {}) {
  const form = (props: { busy: boolean; output: string | null }) => (
    <ToastProvider>
      <RewriteForm
        id="humanizer"
        inputLabel="AI-written text to humanize"
        buttonLabel="Humanize Text (1 Credit)"
        resultTitle="Humanized Text"
        summary="Humanized text ready"
        onSubmit={onSubmit}
        note={note}
        {...props}
      />
    </ToastProvider>
  );
  const view = render(form({ busy, output }));
  const rerender = (props: { busy: boolean; output: string | null }) => view.rerender(form(props));
  const type = (value: string) => fireEvent.change(screen.getByLabelText("AI-written text to humanize"), { target: { value } });
  const button = () => screen.getByRole<HTMLButtonElement>("button", { name: "Humanize Text (1 Credit)" });
  return { ...view, rerender, type, button, onSubmit };
}

describe("the Humanizer and Improver form", () => {
  it("shows why part of the text was left as written, only when the server says so", () => {
    const note = "Part of this text appears to be Spanish.";
    renderHumanizer({ output: "Done.", note });
    expect(screen.getByTestId("humanizer-note").textContent).toBe(note);
  });

  it("shows no note when there is none", () => {
    renderHumanizer({ output: "Done." });
    expect(screen.queryByTestId("humanizer-note")).toBeNull();
  });

  it("keeps the button disabled while the text is blank", () => {
    const { type, button } = renderHumanizer();
    expect(button().disabled).toBe(true);
    type("   \n ");
    expect(button().disabled).toBe(true);
  });

  it("colours the progress bar: primary below 80%, warning from 80%, danger at 100%", () => {
    const { type, container } = renderHumanizer();
    type(wordsText(WORD_LIMITS.rewrite * 0.8 - 1));
    expect(progressBarVariant(container)).toBe("primary");
    type(wordsText(WORD_LIMITS.rewrite * 0.8));
    expect(progressBarVariant(container)).toBe("warning");
    type(wordsText(WORD_LIMITS.rewrite));
    expect(progressBarVariant(container)).toBe("danger");
  });

  it("allows exactly 1000 words and sends the text", () => {
    const { type, button, onSubmit } = renderHumanizer();
    type(wordsText(WORD_LIMITS.rewrite));
    expect(button().disabled).toBe(false);
    expect(screen.queryByText(CLIENT_MESSAGES.rewriteOverLimit)).toBeNull();
    fireEvent.click(button());
    expect(onSubmit).toHaveBeenCalledWith(wordsText(WORD_LIMITS.rewrite));
  });

  it("over 1000 words shows 'Maximum limit exceeded (1000 words max)' and disables the button", () => {
    const { type, button } = renderHumanizer();
    type(wordsText(WORD_LIMITS.rewrite + 1));
    expect(screen.getByText(CLIENT_MESSAGES.rewriteOverLimit)).toBeTruthy();
    expect(CLIENT_MESSAGES.rewriteOverLimit).toBe("Maximum limit exceeded (1000 words max)");
    expect(button().disabled).toBe(true);
  });

  it("keeps the pressed button focused while a request runs, marked disabled and ignoring clicks", () => {
    const { type, button, rerender, onSubmit } = renderHumanizer();
    type("some text");
    button().focus();
    rerender({ busy: true, output: null });
    const working = screen.getByRole<HTMLButtonElement>("button", { name: /Working/ });
    expect(working.getAttribute("aria-disabled")).toBe("true");
    expect(document.activeElement).toBe(working);
    fireEvent.click(working);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("announces a short summary when the result arrives, not the whole result", () => {
    const { rerender } = renderHumanizer({ busy: true });
    expect(screen.getByRole("status").textContent).toBe("");
    rerender({ busy: false, output: "A calmer sentence." });
    expect(screen.getByRole("status").textContent).toBe("Humanized text ready");
    expect(screen.getByTestId("humanizer-output").closest("[aria-live]")).toBeNull();
  });

  it("marks a text over the limit invalid for screen readers too", () => {
    const { type } = renderHumanizer();
    type(wordsText(WORD_LIMITS.rewrite + 1));
    expect(screen.getByLabelText("AI-written text to humanize").getAttribute("aria-invalid")).toBe("true");
  });

  it("shows the result with an enabled Copy button", () => {
    renderHumanizer({ output: "A calmer sentence." });
    expect(screen.getByTestId("humanizer-output").textContent).toBe("A calmer sentence.");
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Copy" }).disabled).toBe(false);
  });
});
