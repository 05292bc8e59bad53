import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { CLIENT_MESSAGES } from "../../../../shared/messages";
import type { PlanId } from "../../../../shared/plans";
import { DashboardNavContext } from "../dashboard-nav";
import "../../../../../tests/support/client-test-support";
import { ApiAccessGate } from "./api-access-gate";

function renderGate(plan: PlanId) {
  const goTo = vi.fn();
  render(
    <DashboardNavContext.Provider value={{ active: "api", goTo }}>
      <ApiAccessGate plan={plan}>
        <p>API keys</p>
      </ApiAccessGate>
    </DashboardNavContext.Provider>,
  );
  return goTo;
}

describe("API Integrations gating", () => {
  it.each(["basic", "professional"] as const)("shows the premium notice to %s users, not the keys", (plan) => {
    renderGate(plan);
    expect(screen.getByText(CLIENT_MESSAGES.premiumFeature)).toBeTruthy();
    expect(CLIENT_MESSAGES.premiumFeature).toBe("Premium Feature: API access is available only for Business and Enterprise plans");
    expect(screen.queryByText("API keys")).toBeNull();
  });

  it("links 'Upgrade Your Plan' to /billings and opens the Billing section on click", () => {
    const goTo = renderGate("basic");
    const link = screen.getByRole("link", { name: "Upgrade Your Plan" });
    expect(link.getAttribute("href")).toBe("/billings");
    fireEvent.click(link);
    expect(goTo).toHaveBeenCalledWith("billing");
  });

  it.each(["business", "enterprise"] as const)("shows the keys to %s users", (plan) => {
    renderGate(plan);
    expect(screen.getByText("API keys")).toBeTruthy();
    expect(screen.queryByText(CLIENT_MESSAGES.premiumFeature)).toBeNull();
  });
});
