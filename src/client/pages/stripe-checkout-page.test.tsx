import { act, cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DELAYS_MS } from "../../shared/limits";
import { CLIENT_MESSAGES } from "../../shared/messages";
import { PATHS } from "../../shared/paths";
import { AuthProvider } from "../lib/auth";
import StripeCheckoutPage from "./stripe-checkout-page";

function renderAt(url: string) {
  render(
    <AuthProvider>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={PATHS.stripeCheckout} element={<StripeCheckoutPage />} />
        </Routes>
      </MemoryRouter>
    </AuthProvider>,
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  // The session check: signed out.
  vi.stubGlobal(
    "fetch",
    vi.fn(
      async () =>
        new Response(JSON.stringify([{ result: { data: { Logged: false } } }]), {
          status: 200,
          headers: { "content-type": "application/json" },
        }),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("payment return page without a known status", () => {
  for (const url of [PATHS.stripeCheckout, `${PATHS.stripeCheckout}?status=unheard-of`]) {
    it(`${url}: verifies first, then after ${DELAYS_MS.paymentVerificationGiveUp / 1000} s says what to do next and links to the dashboard`, async () => {
      renderAt(url);
      expect(screen.getByText(CLIENT_MESSAGES.verifyingPayment)).toBeDefined();
      await act(() => vi.advanceTimersByTimeAsync(DELAYS_MS.paymentVerificationGiveUp - 1));
      expect(screen.getByText(CLIENT_MESSAGES.verifyingPayment)).toBeDefined();
      expect(screen.queryByRole("link", { name: "Go to Dashboard" })).toBeNull();

      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(screen.queryByText(CLIENT_MESSAGES.verifyingPayment)).toBeNull();
      expect(screen.getByTestId("payment-not-confirmed").textContent).toBe(CLIENT_MESSAGES.paymentNotConfirmed);
      expect(screen.getByRole("link", { name: "Go to Dashboard" }).getAttribute("href")).toBe(PATHS.dashboard);
    });
  }
});
