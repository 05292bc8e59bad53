import { fireEvent, screen } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_MESSAGES, detectorCheckSummary, SERVER_MESSAGES } from "../../../../shared/messages";
import "../../../../../tests/support/client-test-support";
import { fakeTrpcServer, renderSection, userInfoAnswer, type AnswerOf } from "../../../../../tests/support/client-trpc";
import { HumanizerSection } from "./humanizer-section";

let answer: AnswerOf<"rewrite.humanize">;
const fake = fakeTrpcServer({
  "auth.checkAuth": () => ({ data: { Logged: false } }),
  "rewrite.humanize": () => answer,
  "account.getInfo": () => userInfoAnswer(),
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
    answer = {
      data: {
        status: "success",
        message: SERVER_MESSAGES.humanizeDone,
        humanized_text: "Plainer words.",
        detector_check: null,
        note: null,
      },
    };
    renderSection(<HumanizerSection />);
    await humanize("Furthermore, utilise words.");
    expect((await screen.findByText("Plainer words.")).getAttribute("data-testid")).toBe("humanizer-output");
    expect(fake.calls.find((c) => c.path === "rewrite.humanize")?.input).toEqual({ humanize_text: "Furthermore, utilise words." });
    expect(screen.getByTestId("credits").textContent).toBe("2");
  });

  it("states the detector's score before and after, and says so when the rewrite would still be flagged", async () => {
    const check = { ai_probability_before: 96.4, ai_probability_after: 81.2, reliable: true, model_version: "test" };
    answer = {
      data: {
        status: "success",
        message: SERVER_MESSAGES.humanizeDone,
        humanized_text: "Plainer words.",
        detector_check: check,
        note: null,
      },
    };
    renderSection(<HumanizerSection />);
    await humanize("Furthermore, utilise words.");
    const note = await screen.findByTestId("humanizer-detector-check");
    expect(note.textContent).toContain(detectorCheckSummary(96.4, 81.2));
    expect(note.textContent).toContain("96% AI before, 81% after.");
    expect(note.textContent).toContain(CLIENT_MESSAGES.humanizerStillFlagged);
    expect(note.textContent).not.toContain(CLIENT_MESSAGES.humanizerCheckRough);
  });

  it("says plainly when the detector rates the rewrite as more AI-like, and not when it fell", async () => {
    const rose = { ai_probability_before: 77.7, ai_probability_after: 85.2, reliable: true, model_version: "test" };
    answer = {
      data: {
        status: "success",
        message: SERVER_MESSAGES.humanizeDone,
        humanized_text: "Plainer words.",
        detector_check: rose,
        note: null,
      },
    };
    const { unmount } = renderSection(<HumanizerSection />);
    await humanize("Some assistant text.");
    expect((await screen.findByTestId("humanizer-detector-check")).textContent).toContain(CLIENT_MESSAGES.humanizerScoreRose);
    unmount();
    const fell = { ai_probability_before: 96.4, ai_probability_after: 81.2, reliable: true, model_version: "test" };
    answer = {
      data: {
        status: "success",
        message: SERVER_MESSAGES.humanizeDone,
        humanized_text: "Plainer words.",
        detector_check: fell,
        note: null,
      },
    };
    renderSection(<HumanizerSection />);
    await humanize("Some assistant text.");
    expect((await screen.findByTestId("humanizer-detector-check")).textContent).not.toContain(CLIENT_MESSAGES.humanizerScoreRose);
  });

  it("marks the detector's scores as rough when it cannot judge the text", async () => {
    const check = { ai_probability_before: 90, ai_probability_after: 85, reliable: false, model_version: "test" };
    answer = {
      data: { status: "success", message: SERVER_MESSAGES.humanizeDone, humanized_text: "Short.", detector_check: check, note: null },
    };
    renderSection(<HumanizerSection />);
    await humanize("Short text.");
    const note = await screen.findByTestId("humanizer-detector-check");
    expect(note.textContent).toContain(CLIENT_MESSAGES.humanizerCheckRough);
    expect(note.textContent).not.toContain(CLIENT_MESSAGES.humanizerStillFlagged);
  });

  it("says so when the rewrite is the text it was given, and not otherwise", async () => {
    answer = {
      data: {
        status: "success",
        message: SERVER_MESSAGES.humanizeDone,
        humanized_text: "I wrote this myself.",
        detector_check: null,
        note: null,
      },
    };
    renderSection(<HumanizerSection />);
    await humanize("I wrote this myself.\n");
    expect((await screen.findByTestId("humanizer-unchanged")).textContent).toBe(CLIENT_MESSAGES.humanizerNothingChanged);

    answer = {
      data: {
        status: "success",
        message: SERVER_MESSAGES.humanizeDone,
        humanized_text: "Plainer words.",
        detector_check: null,
        note: null,
      },
    };
    await humanize("Furthermore, utilise words.");
    await screen.findByText("Plainer words.");
    expect(screen.queryByTestId("humanizer-unchanged")).toBeNull();
  });

  it("shows what changed, word by word, under a count of the places", async () => {
    answer = {
      data: {
        status: "success",
        message: SERVER_MESSAGES.humanizeDone,
        humanized_text: "Also, it's important to plan.",
        detector_check: null,
        note: null,
      },
    };
    renderSection(<HumanizerSection />);
    await humanize("Moreover, it is vital to plan.");
    const changes = await screen.findByTestId("humanizer-changes");
    expect(changes.querySelector("summary")?.textContent).toBe(CLIENT_MESSAGES.humanizerChanges(1));
    expect(changes.querySelector("del")?.textContent).toBe("removed: Moreover, it is vital");
    expect(changes.querySelector("ins")?.textContent).toBe("added: Also, it's important");
    expect(changes.querySelector(".dashboard-diff-box")?.textContent).toBe(
      "removed: Moreover, it is vital added: Also, it's important to plan.",
    );
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
