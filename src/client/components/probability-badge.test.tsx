import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { probabilityVariant } from "../../shared/limits";
import { ProbabilityBadge } from "./probability-badge";

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

describe("probability badge colour", () => {
  for (const [probability, variant] of [
    [100, "danger"],
    [70.1, "danger"],
    [70, "warning"],
    [40.1, "warning"],
    [40, "success"],
    [0, "success"],
  ] as const) {
    it(`colours ${probability}% ${variant}`, () => {
      expect(probabilityVariant(probability)).toBe(variant);
    });
  }

  it("reads the demo's percent string and colours the badge", () => {
    render(<ProbabilityBadge probability="71%" />);
    const badge = screen.getByTestId("probability-badge");
    expect(badge.className).toContain("bg-danger");
    expect(badge.textContent).toContain("71%");
  });

  it("shows a boundary value in the lower colour", () => {
    render(<ProbabilityBadge probability={70} />);
    expect(screen.getByTestId("probability-badge").className).toContain("bg-warning");
  });
});
