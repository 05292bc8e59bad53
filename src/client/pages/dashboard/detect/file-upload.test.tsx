import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { FILE_UPLOAD } from "../../../../shared/limits";
import { CLIENT_MESSAGES, SERVER_MESSAGES } from "../../../../shared/messages";
import type { DetectFileOutput } from "../../../../shared/schemas/detect-file";
import "../../../../../tests/support/client-test-support";
import { fakeTrpcServer, renderSection } from "../../../../../tests/support/client-trpc";
import { FileUpload } from "./file-upload";

const TEXT = "I wrote this. Furthermore, it is important to note the key factors.";
const SUSPICIOUS = "Furthermore, it is important to note the key factors.";
/** What the fake server prices each file at, by name. */
const PRICES: Record<string, { word_count: number; credits: number }> = {
  "essay.pdf": { word_count: 800, credits: 2 },
  "notes.txt": { word_count: 12, credits: 1 },
};

function resultFor(name: string): DetectFileOutput {
  return {
    status: "success",
    message: SERVER_MESSAGES.analysisDone,
    ai_probability: name === "essay.pdf" ? 81 : 12,
    verdict: name === "essay.pdf" ? "Likely AI-generated" : "Likely human-written",
    verdict_level: name === "essay.pdf" ? "likely_ai" : "likely_human",
    explanation: "Stock transitions.",
    explanation_parts: { summary: "Stock transitions.", evidence: [], details: [], caveat: null },
    suspicious_sentences: [SUSPICIOUS],
    sentences: [
      { text: "I wrote this.", start: 0, end: 13, score: 12 },
      { text: SUSPICIOUS, start: 14, end: TEXT.length, score: 90 },
    ],
    language: "eng",
    word_count: PRICES[name]!.word_count,
    model_version: "test",
    reliable: true,
    file_name: name,
    text: TEXT,
    credits_charged: PRICES[name]!.credits,
  };
}

const fake = fakeTrpcServer({
  "auth.checkAuth": () => ({ data: { Logged: false } }),
  "detect.getCard": () => ({
    data: {
      model_version: "test",
      human_false_positive_rate: null,
      formal_writing_false_positive_rate: null,
      learner_false_positive_rate: null,
      current_assistant_detection_rate: null,
      register_false_positive_rates: null,
    },
  }),
  "detect.exportReport": () => ({
    data: { filename: "inkprint_analysis_report_essay.pdf", contentType: "application/pdf", pdf_base64: "JVBERi0=" },
  }),
});
const uploads: { path: string; name: string }[] = [];
let analyzeStatus = 200;

/**
 * The files the fake server expects next, in order. jsdom's File does not
 * survive its FormData on the way to the fake server (it arrives as the text
 * "undefined"), so the server cannot read the name; the screen sends files one
 * at a time, in the order they were chosen, so the order tells them apart. A
 * browser sends the name and bytes themselves, as the end-to-end test shows.
 */
const expected = { quote: [] as string[], analyze: [] as string[] };

beforeAll(() => {
  fake.server.listen({ onUnhandledRequest: "bypass" });
  fake.server.use(
    http.post("*/api/detect-file/quote", async ({ request }) => {
      expect(request.headers.get("content-type")).toMatch(/^multipart\/form-data/);
      const name = expected.quote.shift()!;
      uploads.push({ path: "quote", name });
      if (name === "scan.pdf")
        return HttpResponse.json({ status: "error", message: SERVER_MESSAGES.fileNoTextLayer(name) }, { status: 422 });
      return HttpResponse.json({
        status: "success",
        message: SERVER_MESSAGES.fileRead,
        file_name: name,
        ...(PRICES[name] ?? { word_count: 10, credits: 1 }),
      });
    }),
    http.post("*/api/detect-file", async () => {
      const name = expected.analyze.shift()!;
      uploads.push({ path: "analyze", name });
      if (analyzeStatus !== 200)
        return HttpResponse.json({ status: "error", message: SERVER_MESSAGES.insufficientCredits }, { status: analyzeStatus });
      return HttpResponse.json(resultFor(name));
    }),
  );
});
afterEach(() => {
  fake.calls.length = 0;
  uploads.length = 0;
  expected.quote.length = 0;
  expected.analyze.length = 0;
  analyzeStatus = 200;
});
afterAll(() => fake.server.close());

const fileNamed = (name: string) => new File([TEXT], name, { type: "application/octet-stream" });

async function choose(...names: string[]) {
  expected.quote.push(...names);
  await userEvent.upload(await screen.findByLabelText("Choose files"), names.map(fileNamed));
}

describe("File Upload tab", () => {
  it("prices each chosen file for free, analyses them on confirm, and shows each one's probability, verdict and full result", async () => {
    renderSection(<FileUpload />);
    expect((await screen.findByTestId("credits")).textContent).toBe("3");
    await choose("essay.pdf", "notes.txt");
    const analyze = await screen.findByRole<HTMLButtonElement>("button", { name: "Analyze 2 Files (3 Credits)" });
    expect(uploads).toEqual([
      { path: "quote", name: "essay.pdf" },
      { path: "quote", name: "notes.txt" },
    ]);
    expect(screen.getByTestId("credits").textContent).toBe("3");

    expected.analyze.push("essay.pdf", "notes.txt");
    fireEvent.click(analyze);
    await waitFor(() => expect(screen.getAllByTestId("probability-badge")).toHaveLength(2));
    const rows = screen.getAllByTestId("file-row");
    expect(within(rows[1]!).getByText("AI probability: 12%")).toBeTruthy();
    expect(within(rows[0]!).getByText("AI probability: 81%")).toBeTruthy();
    expect(within(rows[0]!).getByText("Likely AI-generated")).toBeTruthy();
    expect(screen.getByTestId("credits").textContent).toBe("0");
    expect(screen.getByRole("button", { name: "Export CSV" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Analyze/ })).toBeNull();
    expect(screen.getByText("notes.txt: AI probability 12%, Likely human-written").getAttribute("role")).toBe("status");

    fireEvent.click(screen.getByRole("button", { name: "View the result of essay.pdf" }));
    const result = await screen.findByTestId("file-result");
    const marks = within(result).getByTestId("highlighted-text").querySelectorAll("mark");
    expect([...marks].map((mark) => mark.firstChild?.textContent)).toEqual([SUSPICIOUS]);

    fireEvent.click(within(result).getByRole("button", { name: "Export PDF" }));
    await waitFor(() =>
      expect(fake.calls.find((call) => call.path === "detect.exportReport")?.input).toMatchObject({ file_name: "essay.pdf", score: 81 }),
    );
  });

  it("shows why a file was refused, leaves it out of the price and never sends it for analysis", async () => {
    renderSection(<FileUpload />);
    await choose("scan.pdf", "notes.txt");
    expect(await screen.findByText(SERVER_MESSAGES.fileNoTextLayer("scan.pdf"))).toBeTruthy();
    expected.analyze.push("notes.txt");
    fireEvent.click(await screen.findByRole("button", { name: "Analyze 1 File (1 Credit)" }));
    await screen.findByText("AI probability: 12%");
    expect(uploads.filter((upload) => upload.path === "analyze").map((upload) => upload.name)).toEqual(["notes.txt"]);
  });

  it("takes files dropped on it", async () => {
    renderSection(<FileUpload />);
    expected.quote.push("notes.txt");
    fireEvent.drop(await screen.findByTestId("file-drop-zone"), { dataTransfer: { files: [fileNamed("notes.txt")] } });
    expect(await screen.findByRole("button", { name: "Analyze 1 File (1 Credit)" })).toBeTruthy();
  });

  it(`takes at most ${FILE_UPLOAD.maxFilesPerBatch} files in a batch and says how many were left out`, async () => {
    renderSection(<FileUpload />);
    await choose(...Array.from({ length: FILE_UPLOAD.maxFilesPerBatch + 2 }, (_, i) => `file${i}.txt`));
    expect(await screen.findByText(CLIENT_MESSAGES.filesLeftOut(2))).toBeTruthy();
    expect(screen.getAllByTestId("file-row")).toHaveLength(FILE_UPLOAD.maxFilesPerBatch);
    expect((screen.getByLabelText("Choose files") as HTMLInputElement).disabled).toBe(true);
  });

  it("on 402 shows the server's message with the way to Billing, and keeps the file ready and unpaid", async () => {
    analyzeStatus = 402;
    const { goTo } = renderSection(<FileUpload />);
    await choose("notes.txt");
    expected.analyze.push("notes.txt");
    fireEvent.click(await screen.findByRole("button", { name: "Analyze 1 File (1 Credit)" }));
    expect((await screen.findAllByText(SERVER_MESSAGES.insufficientCredits)).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole("button", { name: "Go to Billing" }));
    expect(goTo).toHaveBeenCalledWith("billing");
    expect(screen.getByRole("button", { name: "Analyze 1 File (1 Credit)" })).toBeTruthy();
    expect(screen.getByTestId("credits").textContent).toBe("3");
  });
});
