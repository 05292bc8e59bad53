import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { useDialogTabWrap } from "./use-dialog-tab-wrap";

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

function PageWithDialog() {
  useDialogTabWrap();
  return (
    <>
      <button type="button">Behind</button>
      <div role="dialog" aria-modal="true" aria-label="Terms" tabIndex={-1} data-testid="dialog">
        <button type="button">First</button>
        <button type="button" disabled>
          Disabled
        </button>
        <button type="button">Last</button>
      </div>
    </>
  );
}

const button = (name: string) => screen.getByRole("button", { name });

describe("Tab inside a modal dialog", () => {
  it("goes from the last control to the first", () => {
    render(<PageWithDialog />);
    button("Last").focus();
    fireEvent.keyDown(document.activeElement!, { key: "Tab" });
    expect(document.activeElement).toBe(button("First"));
  });

  it("goes back from the first control, or from the dialog itself, to the last", () => {
    render(<PageWithDialog />);
    button("First").focus();
    fireEvent.keyDown(document.activeElement!, { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(button("Last"));
    screen.getByTestId("dialog").focus();
    fireEvent.keyDown(document.activeElement!, { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(button("Last"));
  });

  it("leaves Tab between controls and outside dialogs to the browser", () => {
    render(<PageWithDialog />);
    button("First").focus();
    expect(fireEvent.keyDown(document.activeElement!, { key: "Tab" })).toBe(true);
    button("Behind").focus();
    expect(fireEvent.keyDown(document.activeElement!, { key: "Tab" })).toBe(true);
  });
});
