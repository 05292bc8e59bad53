import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_MESSAGES, measuredRatesText, SERVER_MESSAGES } from "../../../../shared/messages";
import "../../../../../tests/support/client-test-support";
import { fakeTrpcServer, renderSection, userInfoAnswer, type AnswerOf } from "../../../../../tests/support/client-trpc";
import { DetectSection } from "./detect-section";

const TEXT = "I wrote this. Furthermore, it is important to note the key factors.";
const SUSPICIOUS = "Furthermore, it is important to note the key factors.";
const wordsOf = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(" ");

const CARD = {
  model_version: "test",
  human_false_positive_rate: 0.0473,
  formal_writing_false_positive_rate: 0.2526,
  learner_false_positive_rate: 0.1232,
  current_assistant_detection_rate: 0.085,
  register_false_positive_rates: [
    { register: "academic", collection: "academic", measured_on: "held-apart corpus", texts: 200, above_50: 0.05, above_70: 0.01 },
    { register: "news", collection: "news", measured_on: "held-apart corpus", texts: 300, above_50: 0.01, above_70: 0 },
  ],
};
let analyzeAnswer: AnswerOf<"detect.analyze">;
const fake = fakeTrpcServer({
  "auth.checkAuth": () => ({ data: { Logged: false } }),
  "detect.analyze": () => analyzeAnswer,
  "detect.getCard": () => ({ data: CARD }),
  "account.getInfo": () => userInfoAnswer(),
});

beforeAll(() => fake.server.listen({ onUnhandledRequest: "bypass" }));
afterEach(() => {
  fake.calls.length = 0;
});
afterAll(() => fake.server.close());

const success: AnswerOf<"detect.analyze"> = {
  data: {
    status: "success",
    message: SERVER_MESSAGES.analysisDone,
    ai_probability: 81,
    verdict: "Likely AI-generated",
    verdict_level: "likely_ai",
    explanation: "Stock transitions.",
    explanation_parts: { summary: "Stock transitions.", evidence: [], details: [], caveat: null },
    suspicious_sentences: [SUSPICIOUS],
    sentences: [
      { text: "I wrote this.", start: 0, end: 13, score: 12 },
      { text: SUSPICIOUS, start: 14, end: TEXT.length, score: 90 },
    ],
    language: "eng",
    word_count: 12,
    model_version: "test",
    reliable: true,
  },
};

async function analyze(text = TEXT) {
  fireEvent.change(await screen.findByLabelText("Text to analyze"), { target: { value: text } });
  fireEvent.click(screen.getByRole("button", { name: "Analyze Text (1 Credit)" }));
}

describe("Detect AI section", () => {
  it("disables Analyze at 0 words", async () => {
    renderSection(<DetectSection />);
    expect((await screen.findByRole<HTMLButtonElement>("button", { name: "Analyze Text (1 Credit)" })).disabled).toBe(true);
    expect(screen.getByText(CLIENT_MESSAGES.noAnalysisYet)).toBeTruthy();
  });

  it("takes 750 words but refuses a paste of 751: the box keeps its text and says why (the spec's detect limit)", async () => {
    renderSection(<DetectSection />);
    const box = await screen.findByLabelText<HTMLTextAreaElement>("Text to analyze");
    const analyzeButton = screen.getByRole<HTMLButtonElement>("button", { name: "Analyze Text (1 Credit)" });
    const atLimit = wordsOf(750);
    fireEvent.change(box, { target: { value: atLimit } });
    expect(box.value).toBe(atLimit);
    expect(analyzeButton.disabled).toBe(false);
    expect(screen.queryByText(SERVER_MESSAGES.detectWordLimit)).toBeNull();

    fireEvent.change(box, { target: { value: wordsOf(751) } });
    expect(box.value).toBe(atLimit);
    expect(screen.getByText(SERVER_MESSAGES.detectWordLimit)).toBeTruthy();
  });

  it("sends the text, highlights the suspicious sentence in place and takes one credit off the shown balance", async () => {
    analyzeAnswer = success;
    renderSection(<DetectSection />);
    expect((await screen.findByTestId("credits")).textContent).toBe("3");
    await analyze();
    await screen.findByText("Suspicious Sentences");
    const marks = screen.getByTestId("highlighted-text").querySelectorAll("mark");
    expect([...marks].map((mark) => mark.firstChild?.textContent)).toEqual([SUSPICIOUS]);
    expect(fake.calls.find((c) => c.path === "detect.analyze")?.input).toEqual({ detect_text: TEXT });
    expect(screen.getByTestId("credits").textContent).toBe("2");
  });

  it("announces only the score and verdict, with focus still on Analyze", async () => {
    analyzeAnswer = success;
    renderSection(<DetectSection />);
    fireEvent.change(await screen.findByLabelText("Text to analyze"), { target: { value: TEXT } });
    const button = screen.getByRole("button", { name: "Analyze Text (1 Credit)" });
    button.focus();
    fireEvent.click(button);
    expect((await screen.findByText("AI probability 81%, Likely AI-generated")).getAttribute("role")).toBe("status");
    expect(document.activeElement).toBe(button);
    expect(screen.getByText("Suspicious Sentences").closest("[aria-live]")).toBeNull();
  });

  it("gives, in the result's Details, how often the detector called human and second-language writing AI", async () => {
    analyzeAnswer = success;
    renderSection(<DetectSection />);
    await analyze();
    await waitFor(() => expect(screen.getByTestId("detect-measured-rates").textContent).toContain(measuredRatesText(CARD)));
    expect(screen.getByTestId("detect-measured-rates").closest("details")).toBe(screen.getByTestId("explanation-details"));
    const caution = screen.getByTestId("detect-measured-rates").textContent;
    expect(caution).toContain(
      "Of 500 human-written texts never used in its training, 4.7% scored above 50%; by kind of writing, from 1% to 5% (academic writing).",
    );
    expect(caution).toContain("second language, held out from its training, 12.3% scored above 50%");
  });

  it("on 402 shows the server's message in a dark toast and offers the way to Billing", async () => {
    analyzeAnswer = { status: 402, message: SERVER_MESSAGES.insufficientCredits };
    const { goTo } = renderSection(<DetectSection />);
    await analyze();
    const shown = await screen.findAllByText(SERVER_MESSAGES.insufficientCredits);
    const toast = shown.map((el) => el.closest(".toast")).find((el) => el !== null);
    expect(toast?.classList.contains("bg-dark")).toBe(true);
    expect(toast?.closest(".toast-container")?.className).toContain("bottom-");
    fireEvent.click(screen.getByRole("button", { name: "Go to Billing" }));
    expect(goTo).toHaveBeenCalledWith("billing");
    expect(screen.getByTestId("credits").textContent).toBe("3");
  });

  it("when the request never gets an answer, shows 'Something went wrong, please try again...'", async () => {
    analyzeAnswer = "network-error";
    renderSection(<DetectSection />);
    await analyze();
    await waitFor(() => expect(screen.getByText(CLIENT_MESSAGES.detectFailed)).toBeTruthy());
    expect(screen.queryByRole("button", { name: "Go to Billing" })).toBeNull();
  });
});
