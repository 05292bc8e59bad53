import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PLAN_FEATURES } from "../content";
import { PlanFeatureList } from "./plan-feature-list";

describe("PlanFeatureList", () => {
  it("says in words, for a screen reader, whether each feature is included; the marks are hidden", () => {
    render(<PlanFeatureList plan="basic" className="" />);
    const items = screen.getAllByRole("listitem");
    expect(items).toHaveLength(PLAN_FEATURES.basic.length);
    PLAN_FEATURES.basic.forEach((feature, i) => {
      expect(items[i]?.textContent).toBe(`${feature.included ? "✓Included: " : "✗Not included: "}${feature.text}`);
      expect(items[i]?.querySelector('[aria-hidden="true"]')?.textContent).toBe(feature.included ? "✓" : "✗");
    });
    expect(PLAN_FEATURES.basic.some((feature) => !feature.included)).toBe(true);
  });
});
