import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { WORD_LIMITS } from "../../../shared/limits";
import { CLIENT_MESSAGES } from "../../../shared/messages";
import { cameFromDemoLimit } from "../auth/register-reasons";
import { trpcClient, TRPCProvider } from "../../trpc";
import { TryNowSection } from "./try-now-section";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Stands in for the register page: says whether the demo told it why the visitor came. */
function RegisterScreen() {
  const { state } = useLocation();
  return <h1>{cameFromDemoLimit(state) ? "Register screen after the demo limit" : "Register screen"}</h1>;
}

function renderDemo() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <MemoryRouter initialEntries={["/"]}>
          <Routes>
            <Route path="/" element={<TryNowSection onViewPlans={() => undefined} />} />
            <Route path="/register" element={<RegisterScreen />} />
          </Routes>
        </MemoryRouter>
      </TRPCProvider>
    </QueryClientProvider>,
  );
}

const textBox = () => screen.getByLabelText("Text to analyze") as HTMLTextAreaElement;
const analyze = () => screen.getByRole("button", { name: "Analyze" }) as HTMLButtonElement;
const typeWords = (n: number) => fireEvent.change(textBox(), { target: { value: Array.from({ length: n }, (_, i) => `w${i}`).join(" ") } });

const SUMMARY =
  "Several passages read like an AI assistant's writing; read the flagged sentences and talk to the writer before drawing conclusions.";
const SHORT_SUMMARY =
  "The text has 12 words, and at least 50 are needed for a reliable judgment, so treat the score as a rough indication only.";

/** One tRPC batch answer, as the server sends it for a single mutation. */
function answerWith(status: number, body: unknown) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify([body]), { status, headers: { "content-type": "application/json" } })),
  );
}

describe("Try Now demo limits", () => {
  it("disables Analyze at 0 words and above the demo limit, enables it up to the limit", () => {
    renderDemo();
    expect(analyze().disabled).toBe(true);
    typeWords(1);
    expect(analyze().disabled).toBe(false);
    typeWords(WORD_LIMITS.demo);
    expect(analyze().disabled).toBe(false);
    expect(screen.getByTestId("word-count").className).not.toContain("text-danger");
    typeWords(WORD_LIMITS.demo + 1);
    expect(analyze().disabled).toBe(true);
    expect(screen.getByTestId("word-count").className).toContain("text-danger");
  });

  it("counts whitespace-only input as zero words", () => {
    renderDemo();
    fireEvent.change(textBox(), { target: { value: "   \n  " } });
    expect(analyze().disabled).toBe(true);
  });

  it("shows the probability, and editing the text clears it", async () => {
    answerWith(200, {
      result: { data: { status: "success", ai_probability: "82%", message: "ok", verdict: "Likely AI", summary: SUMMARY, reliable: true } },
    });
    renderDemo();
    typeWords(60);
    await act(async () => fireEvent.click(analyze()));
    expect((await screen.findByTestId("demo-result")).textContent).toContain("82%");
    typeWords(61);
    expect(screen.queryByTestId("demo-result")).toBeNull();
  });

  it("greys out a score the detector does not stand behind and says why", async () => {
    answerWith(200, {
      result: {
        data: {
          status: "success",
          ai_probability: "81%",
          message: "ok",
          verdict: "Not enough text to judge reliably (12 words).",
          summary: SHORT_SUMMARY,
          reliable: false,
        },
      },
    });
    renderDemo();
    typeWords(12);
    await act(async () => fireEvent.click(analyze()));
    const result = await screen.findByTestId("demo-result");
    expect(screen.getByTestId("demo-summary").textContent).toBe(SHORT_SUMMARY);
    expect(screen.getByTestId("demo-summary").className).toContain("fw-semibold");
    expect(result.textContent?.split("at least 50 are needed")).toHaveLength(2);
    expect(screen.getByTestId("demo-probability").className).toContain("text-secondary");
  });

  it("colours a reliable score by its level and gives its one-line summary, which says what the score does not prove", async () => {
    answerWith(200, {
      result: { data: { status: "success", ai_probability: "81%", message: "ok", verdict: "Likely AI", summary: SUMMARY, reliable: true } },
    });
    renderDemo();
    typeWords(60);
    await act(async () => fireEvent.click(analyze()));
    await screen.findByTestId("demo-result");
    expect(screen.getByTestId("demo-summary").textContent).toBe(SUMMARY);
    expect(screen.getByTestId("demo-summary").className).not.toContain("fw-semibold");
    expect(screen.getByTestId("demo-probability").className).not.toContain("text-secondary");
  });

  it("sends the visitor to /register when the hourly limit answers 429, telling the page why", async () => {
    answerWith(429, { error: { message: "limit", code: -32029, data: { code: "TOO_MANY_REQUESTS", httpStatus: 429 } } });
    renderDemo();
    typeWords(10);
    await act(async () => fireEvent.click(analyze()));
    expect(await screen.findByRole("heading", { name: "Register screen after the demo limit" })).toBeTruthy();
  });

  it("closes every result with the dashboard's one-line caution, reliable or not", async () => {
    for (const reliable of [true, false]) {
      answerWith(200, {
        result: { data: { status: "success", ai_probability: "81%", message: "ok", verdict: "Likely AI", summary: SUMMARY, reliable } },
      });
      renderDemo();
      typeWords(60);
      await act(async () => fireEvent.click(analyze()));
      await screen.findByTestId("demo-result");
      expect(screen.getByTestId("demo-caution").textContent).toBe(CLIENT_MESSAGES.detectCaution);
      cleanup();
    }
  });

  it("shows the server's message when it refuses the text", async () => {
    answerWith(400, {
      error: { message: "The free demo accepts at most 100 words.", code: -32600, data: { code: "BAD_REQUEST", httpStatus: 400 } },
    });
    renderDemo();
    typeWords(10);
    await act(async () => fireEvent.click(analyze()));
    expect((await screen.findByRole("alert")).textContent).toBe("The free demo accepts at most 100 words.");
  });
});
