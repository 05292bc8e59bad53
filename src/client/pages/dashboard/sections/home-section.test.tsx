import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_MESSAGES, SERVER_MESSAGES } from "../../../../shared/messages";
import type { UserInfo } from "../../../../shared/schemas/account";
import "../../../../../tests/support/client-test-support";
import { fakeTrpcServer, renderSection, TEST_USER } from "../../../../../tests/support/client-trpc";
import { HomeSection } from "./home-section";

let credits = 0;
let verified = true;
const info = (): UserInfo => ({
  status: "success",
  name: TEST_USER.name,
  email: "alexandra.konstantinopoulou@example.com",
  credits,
  created_at: "2026-01-02T10:00:00.000Z",
  current_plan: "professional",
  account_verified: verified,
  role: "User",
  payment_history: [],
});

const fake = fakeTrpcServer({
  "auth.checkAuth": () => ({ data: { Logged: false } }),
  "account.getInfo": () => ({ data: info() }),
  "account.resendVerification": () => ({ data: { status: "success", message: SERVER_MESSAGES.verificationResent } }),
});

beforeAll(() => fake.server.listen({ onUnhandledRequest: "bypass" }));
afterAll(() => fake.server.close());

describe("Home", () => {
  it("shows an empty balance as a problem, with the way to Billing", async () => {
    credits = 0;
    const { goTo } = renderSection(<HomeSection />, { ...TEST_USER, credits: 0 });
    fireEvent.click(await screen.findByRole("button", { name: "Buy credits" }));
    expect(goTo).toHaveBeenCalledWith("billing");
    expect(screen.getByText("0 credits").className).toContain("bg-danger");
  });

  it("offers no purchase while credits are left, and lets an address break only after its '@'", async () => {
    credits = 12;
    const { container } = renderSection(<HomeSection />, { ...TEST_USER, credits: 12 });
    await screen.findByText("12 credits");
    expect(screen.getByText("12 credits").className).toContain("bg-success");
    await waitFor(() => expect(container.innerHTML).toContain("alexandra.konstantinopoulou@<wbr>example.com"));
    expect(screen.queryByRole("button", { name: "Buy credits" })).toBeNull();
  });

  it("tells an unverified user the free credits wait for the address, and sends the link again", async () => {
    credits = 0;
    verified = false;
    try {
      renderSection(<HomeSection />, { ...TEST_USER, credits: 0 });
      await screen.findByText(CLIENT_MESSAGES.verifyForFreeCredits, { exact: false });
      fireEvent.click(screen.getByRole("button", { name: "Send the link again" }));
      await screen.findByText(SERVER_MESSAGES.verificationResent);
      expect(fake.calls.some((call) => call.path === "account.resendVerification")).toBe(true);
      expect(screen.queryByRole("button", { name: "Send the link again" })).toBeNull();
    } finally {
      verified = true;
    }
  });

  it("says nothing about verification to a verified user", async () => {
    credits = 3;
    renderSection(<HomeSection />, { ...TEST_USER, credits: 3 });
    await screen.findByText("3 credits");
    await screen.findByText("Verified");
    expect(screen.queryByText(CLIENT_MESSAGES.verifyForFreeCredits, { exact: false })).toBeNull();
  });
});
