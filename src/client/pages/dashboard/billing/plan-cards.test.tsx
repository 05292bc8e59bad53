import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { formatPlanPrice, PLANS, SALES_EMAIL, type PlanId } from "../../../../shared/plans";
import "../../../../../tests/support/client-test-support";
import { ComparisonTable } from "./comparison-table";
import { PlanCards } from "./plan-cards";

function renderCards(currentPlan: PlanId, period: "monthly" | "yearly" = "monthly") {
  const onChoose = vi.fn();
  render(<PlanCards currentPlan={currentPlan} period={period} pendingPlan={null} onChoose={onChoose} />);
  return onChoose;
}

const card = (id: PlanId) => screen.getByTestId(`plan-card-${id}`);

describe("plan cards", () => {
  it("show the Basic card to a Basic user, as the disabled current plan", () => {
    renderCards("basic");
    const current = within(card("basic")).getByRole<HTMLButtonElement>("button", { name: "Current Plan" });
    expect(current.disabled).toBe(true);
    expect(screen.getAllByRole("button", { name: "Current Plan" })).toHaveLength(1);
  });

  it.each(["professional", "business", "enterprise"] as const)("hide the Basic card from %s users and disable their own card", (plan) => {
    renderCards(plan);
    expect(screen.queryByTestId("plan-card-basic")).toBeNull();
    expect(within(card(plan)).getByRole<HTMLButtonElement>("button", { name: "Current Plan" }).disabled).toBe(true);
    expect(screen.getAllByRole("button", { name: "Current Plan" })).toHaveLength(1);
  });

  it("let a user choose another self-serve plan", () => {
    const onChoose = renderCards("professional");
    fireEvent.click(within(card("business")).getByRole("button", { name: "Choose Business" }));
    expect(onChoose).toHaveBeenCalledWith("business");
  });

  it("send Enterprise to sales by e-mail", () => {
    renderCards("business");
    const contact = within(card("enterprise")).getByRole("button", { name: "Contact Sales" });
    expect(contact.getAttribute("href")).toBe(`mailto:${SALES_EMAIL}`);
  });

  it("show yearly prices and the yearly saving", () => {
    renderCards("basic", "yearly");
    const professional = card("professional");
    expect(professional.textContent).toContain(`${formatPlanPrice(PLANS.professional.priceCents.yearly ?? 0)} / year`);
    expect(professional.textContent).toContain("2 months free");
    expect(card("business").textContent).toContain("3 months free");
  });
});

describe("comparison table", () => {
  it("shows API access as Limited for Business and Full access for Enterprise only", () => {
    render(<ComparisonTable />);
    expect(screen.getByTestId("api-access-business").textContent).toBe("Limited");
    expect(screen.getByTestId("api-access-enterprise").textContent).toBe("Full access");
    expect(screen.getByTestId("api-access-basic").textContent).toBe("Not included");
    expect(screen.getByTestId("api-access-professional").textContent).toBe("Not included");
  });
});
