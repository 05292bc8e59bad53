import { fireEvent, screen } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { SERVER_MESSAGES } from "../../../../shared/messages";
import "../../../../../tests/support/client-test-support";
import { fakeTrpcServer, renderSection, TEST_USER } from "../../../../../tests/support/client-trpc";
import { BillingSection } from "./billing-section";

/** What billing.status says; the checkout calls below still fail, as a server whose Stripe is down would. */
let paymentsEnabled = true;
const fake = fakeTrpcServer({
  "auth.checkAuth": () => ({ data: { Logged: false } }),
  "billing.status": () => ({ data: { payments_enabled: paymentsEnabled } }),
  "billing.createCheckoutSession": () => ({ status: 503, message: SERVER_MESSAGES.paymentsDisabled }),
  "billing.buyCredits": () => ({ status: 503, message: SERVER_MESSAGES.paymentsDisabled }),
});

// The spec: checkout failures are logged; the console is captured here so the log is asserted, not printed.
const consoleError = vi.spyOn(console, "error");

beforeAll(() => fake.server.listen({ onUnhandledRequest: "bypass" }));
beforeEach(() => consoleError.mockImplementation(() => {}));
afterEach(() => {
  fake.calls.length = 0;
  consoleError.mockReset();
  paymentsEnabled = true;
});
afterAll(() => fake.server.close());

describe("Billing section", () => {
  it("starts on monthly prices and asks for the chosen plan and period", async () => {
    renderSection(<BillingSection />, { ...TEST_USER, plan: "basic" });
    expect((await screen.findByTestId("plan-card-professional")).textContent).toContain("$9.99 / month");
    fireEvent.click(screen.getByLabelText("Yearly"));
    expect(screen.getByTestId("plan-card-professional").textContent).toContain("$110 / year");
    fireEvent.click(screen.getByRole("button", { name: "Choose Professional" }));
    await screen.findByText(SERVER_MESSAGES.paymentsDisabled);
    expect(fake.calls.find((c) => c.path === "billing.createCheckoutSession")?.input).toEqual({ plan: "professional", billing: "yearly" });
  });

  it("buys a credit pack by its size and shows the 503 'payments not enabled' message", async () => {
    renderSection(<BillingSection />);
    fireEvent.click(await screen.findByRole("button", { name: "Buy 10 Credits" }));
    await screen.findByText(SERVER_MESSAGES.paymentsDisabled);
    expect(fake.calls.find((c) => c.path === "billing.buyCredits")?.input).toEqual({ credits: 10 });
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Buy 10 Credits" }).disabled).toBe(false);
    expect(consoleError).toHaveBeenCalledWith("Checkout could not be started", expect.anything());
  });

  it("on a server without payments disables every Choose and Buy button and says why in one line", async () => {
    paymentsEnabled = false;
    renderSection(<BillingSection />, { ...TEST_USER, plan: "basic" });
    expect((await screen.findByTestId("payments-disabled")).textContent).toBe(SERVER_MESSAGES.paymentsDisabled);
    const purchases = screen.getAllByRole<HTMLButtonElement>("button", { name: /^(Choose|Buy) / });
    expect(purchases.length).toBeGreaterThanOrEqual(5);
    for (const button of purchases) expect(button.disabled).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Buy 10 Credits" }));
    expect(fake.calls.some((c) => c.path === "billing.buyCredits")).toBe(false);
  });
});
