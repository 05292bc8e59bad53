import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FEATURES } from "../../content";
import "../../../../tests/support/client-test-support";
import { FeaturesSection } from "./features-section";

/** Emoji and pictographs, which render as empty boxes where no emoji font is installed. */
const PICTOGRAPH = /\p{Extended_Pictographic}|\u{FE0F}/u;

describe("FeaturesSection", () => {
  it("draws every card's icon as an SVG and writes no emoji", () => {
    const { container } = render(<FeaturesSection />);
    const cards = container.querySelectorAll(".card");
    expect(cards).toHaveLength(FEATURES.length);
    for (const card of cards) {
      expect(card.querySelector(".feature-icon svg")).not.toBeNull();
      expect(card.textContent).not.toMatch(PICTOGRAPH);
    }
    expect(screen.getByRole("heading", { name: "PDF Export" })).toBeDefined();
  });
});
