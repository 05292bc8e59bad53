import { fireEvent, screen } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_MESSAGES, SERVER_MESSAGES } from "../../../../shared/messages";
import "../test-support";
import { fakeTrpcServer, renderSection, type FakeAnswer } from "../test-trpc";
import { HumanizerSection } from "./humanizer-section";

let answer: FakeAnswer;
const fake = fakeTrpcServer({
  "auth.checkAuth": () => ({ data: { Logged: false } }),
  "rewrite.humanize": () => answer,
});

beforeAll(() => fake.server.listen({ onUnhandledRequest: "bypass" }));
afterEach(() => {
  fake.calls.length = 0;
});
afterAll(() => fake.server.close());

async function humanize(text: string) {
  fireEvent.change(await screen.findByLabelText("AI-written text to humanize"), { target: { value: text } });
  fireEvent.click(screen.getByRole("button", { name: "Humanize Text (1 Credit)" }));
}

describe("Text Humanizer section", () => {
  it("shows the rewritten text and takes one credit off the shown balance", async () => {
    answer = { data: { status: "success", message: SERVER_MESSAGES.humanizeDone, humanized_text: "Plainer words." } };
    renderSection(<HumanizerSection />);
    await humanize("Furthermore, utilise words.");
    expect((await screen.findByText("Plainer words.")).getAttribute("data-testid")).toBe("humanizer-output");
    expect(fake.calls.find((c) => c.path === "rewrite.humanize")?.input).toEqual({ humanize_text: "Furthermore, utilise words." });
    expect(screen.getByTestId("credits").textContent).toBe("2");
  });

  it("shows the server's message when the server refuses", async () => {
    answer = { status: 503, message: SERVER_MESSAGES.engineBusy };
    renderSection(<HumanizerSection />);
    await humanize("Some text.");
    await screen.findByText(SERVER_MESSAGES.engineBusy);
    expect(screen.getByTestId("credits").textContent).toBe("3");
  });

  it("shows 'Something went wrong, please try again' when no answer arrives", async () => {
    answer = "network-error";
    renderSection(<HumanizerSection />);
    await humanize("Some text.");
    await screen.findByText(CLIENT_MESSAGES.rewriteFailed);
  });
});
