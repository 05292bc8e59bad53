import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BusyButton } from "./busy-button";

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

const tool = (busy: boolean, onClick = vi.fn(), disabled = false) => (
  <BusyButton busy={busy} busyLabel="Analyzing..." disabled={disabled} onClick={onClick}>
    Analyze
  </BusyButton>
);

describe("BusyButton", () => {
  it("while busy stays the focused element, reads as disabled and ignores presses", () => {
    const onClick = vi.fn();
    const { rerender } = render(tool(false, onClick));
    const button = screen.getByRole<HTMLButtonElement>("button", { name: "Analyze" });
    button.focus();
    rerender(tool(true, onClick));
    expect(screen.getByRole("button", { name: "Analyzing..." })).toBe(button);
    expect([button.disabled, button.getAttribute("aria-disabled"), document.activeElement]).toEqual([false, "true", button]);
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it("is really disabled when the action is impossible", () => {
    render(tool(false, vi.fn(), true));
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Analyze" }).disabled).toBe(true);
  });
});
