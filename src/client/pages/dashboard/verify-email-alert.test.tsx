import { fireEvent, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_MESSAGES, SERVER_MESSAGES } from "../../../shared/messages";
import { DetectSection } from "./sections/detect-section";
import { HumanizerSection } from "./sections/humanizer-section";
import { ImproverSection } from "./sections/improver-section";
import "../../../../tests/support/client-test-support";
import { fakeTrpcServer, renderSection, TEST_USER, userInfoAnswer } from "../../../../tests/support/client-trpc";

let verified = false;

const fake = fakeTrpcServer({
  "auth.checkAuth": () => ({ data: { Logged: false } }),
  "account.getInfo": () => userInfoAnswer({ email: "new@example.com", credits: 0, current_plan: "basic", account_verified: verified }),
  "account.resendVerification": () => ({ data: { status: "success", message: SERVER_MESSAGES.verificationResent } }),
  "detect.getCard": () => ({
    data: {
      model_version: "test",
      human_false_positive_rate: null,
      formal_writing_false_positive_rate: null,
      learner_false_positive_rate: null,
      current_assistant_detection_rate: null,
      register_false_positive_rates: [],
    },
  }),
});

beforeAll(() => fake.server.listen({ onUnhandledRequest: "bypass" }));
afterEach(() => {
  fake.calls.length = 0;
});
afterAll(() => fake.server.close());

const TOOLS: [string, () => ReactNode][] = [
  ["Detect AI", () => <DetectSection />],
  ["Text Humanizer", () => <HumanizerSection />],
  ["Text Improver", () => <ImproverSection />],
];

describe.each(TOOLS)("%s for an account whose address is not verified", (_name, tool) => {
  it("says the free credits come with the verified address and sends the link again in place", async () => {
    verified = false;
    renderSection(tool(), { ...TEST_USER, plan: "basic", credits: 0 });
    const notice = await screen.findByTestId("verify-email-alert");
    expect(notice.textContent).toContain(CLIENT_MESSAGES.verifyForFreeCredits);
    expect(notice.textContent).toContain("new@example.com");
    fireEvent.click(screen.getByRole("button", { name: "Send the link again" }));
    await screen.findByText(SERVER_MESSAGES.verificationResent);
    expect(fake.calls.filter((call) => call.path === "account.resendVerification")).toHaveLength(1);
  });

  it("says nothing of it once the address is verified", async () => {
    verified = true;
    renderSection(tool(), { ...TEST_USER, plan: "basic", credits: 5 });
    await waitFor(() => expect(fake.calls.some((call) => call.path === "account.getInfo")).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId("verify-email-alert")).toBeNull();
  });
});
