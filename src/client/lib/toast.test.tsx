import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TOAST_MS } from "../../shared/limits";
import { ToastProvider, useToast, type ToastOptions } from "./toast";

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

function Trigger({ options }: { options: ToastOptions }) {
  const { showToast } = useToast();
  return (
    <button type="button" onClick={() => showToast(options)}>
      show
    </button>
  );
}

function showWith(options: ToastOptions) {
  render(
    <ToastProvider>
      <Trigger options={options} />
    </ToastProvider>,
  );
  act(() => screen.getByRole("button", { name: "show" }).click());
}

describe("toasts", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("hides after exactly the requested duration (3.5 s on auth screens)", () => {
    showWith({ message: "Login successful! Redirecting...", durationMs: TOAST_MS.auth });
    expect(screen.getByText("Login successful! Redirecting...")).toBeTruthy();
    act(() => vi.advanceTimersByTime(TOAST_MS.auth - 1));
    expect(screen.queryByText("Login successful! Redirecting...")).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText("Login successful! Redirecting...")).toBeNull();
  });

  it("uses the 5 s default when no duration is given", () => {
    showWith({ message: "Saved" });
    act(() => vi.advanceTimersByTime(TOAST_MS.default - 1));
    expect(screen.queryByText("Saved")).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText("Saved")).toBeNull();
  });

  it("puts a dark toast at the bottom and a default one at the top", () => {
    showWith({ message: "Detect failed", variant: "dark", placement: "bottom", durationMs: TOAST_MS.tools });
    const toast = screen.getByText("Detect failed").closest(".toast");
    expect(toast?.className).toContain("bg-dark");
    expect(toast?.closest(".toast-container")?.className).toContain("bottom-0");
  });

  it("lets a confirmation wait its turn and has an error interrupt, each toast being its own live region", () => {
    showWith({ message: "Saved", variant: "success" });
    const success = screen.getByText("Saved").closest(".toast");
    expect([success?.getAttribute("role"), success?.getAttribute("aria-live")]).toEqual(["status", "polite"]);
    cleanup();
    showWith({ message: "Failed", variant: "danger" });
    const error = screen.getByText("Failed").closest(".toast");
    expect([error?.getAttribute("role"), error?.getAttribute("aria-live")]).toEqual(["alert", "assertive"]);
    expect(error?.querySelector("[role]")).toBeNull();
  });

  it("closes at once with the close button", () => {
    showWith({ message: "Closable" });
    act(() => screen.getByRole("button", { name: "Close" }).click());
    expect(screen.queryByText("Closable")).toBeNull();
  });
});
