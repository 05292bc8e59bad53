import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { WORD_LIMITS } from "../../shared/limits";
import { countWords } from "../../shared/word-count";
import { barVariant, WordCounter } from "./word-counter";

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

function bar(container: HTMLElement): HTMLElement {
  const el = container.querySelector<HTMLElement>(".progress-bar");
  if (!el) throw new Error("no progress bar rendered");
  return el;
}

describe("word counting", () => {
  it("splits on any run of whitespace and ignores leading and trailing space", () => {
    expect(countWords("")).toBe(0);
    expect(countWords("   \n\t ")).toBe(0);
    expect(countWords("one")).toBe(1);
    expect(countWords("  one   two\tthree\nfour  ")).toBe(4);
    expect(countWords("don't stop-me now.")).toBe(3);
  });
});

describe("WordCounter, demo rules", () => {
  const limit = WORD_LIMITS.demo;

  it("shows words over the limit and fills the bar as words/limit", () => {
    const { container } = render(<WordCounter words={50} limit={limit} rules="demo" />);
    expect(screen.getByTestId("word-count").textContent).toBe(`50 / ${limit} words`);
    expect(bar(container).style.width).toBe("50%");
    expect(bar(container).className).toContain("bg-primary");
  });

  it("turns the bar red at the limit but the counter only above it", () => {
    const { container, rerender } = render(<WordCounter words={limit} limit={limit} rules="demo" />);
    expect(bar(container).className).toContain("bg-danger");
    expect(screen.getByTestId("word-count").className).not.toContain("text-danger");
    rerender(<WordCounter words={limit + 1} limit={limit} rules="demo" />);
    expect(screen.getByTestId("word-count").className).toContain("text-danger");
    expect(bar(container).style.width).toBe("100%");
  });

  it("names the progress bar itself and speaks the count, without announcing every keystroke", () => {
    render(<WordCounter words={42} limit={limit} rules="demo" />);
    const progress = screen.getByRole("progressbar", { name: "Words used" });
    expect(progress.getAttribute("aria-valuetext")).toBe(`42 of ${limit} words`);
    expect(progress.getAttribute("aria-valuenow")).toBe(String((42 / limit) * 100));
    expect(screen.getByTestId("word-count").hasAttribute("aria-live")).toBe(false);
  });

  it("never shows the warning colour", () => {
    expect(barVariant(0.9 * limit, limit, "demo")).toBe("primary");
    expect(barVariant(limit - 1, limit, "demo")).toBe("primary");
  });
});

describe("WordCounter, tools rules", () => {
  const limit = WORD_LIMITS.rewrite;

  it("turns the bar warning at 80% and danger at 100%", () => {
    expect(barVariant(0.8 * limit - 1, limit, "tools")).toBe("primary");
    expect(barVariant(0.8 * limit, limit, "tools")).toBe("warning");
    expect(barVariant(limit - 1, limit, "tools")).toBe("warning");
    expect(barVariant(limit, limit, "tools")).toBe("danger");
  });

  it("renders the rule's colour on the bar", () => {
    const { container } = render(<WordCounter words={0.85 * limit} limit={limit} rules="tools" />);
    expect(bar(container).className).toContain("bg-warning");
  });
});
