import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../src/server/db/schema";
import { DASHBOARD_RATE_LIMIT } from "../../src/shared/limits";
import { explanationText } from "../../src/shared/explanation-text";
import { highScoreCaveat, SERVER_MESSAGES as M } from "../../src/shared/messages";
import { REPORT_FILENAME } from "../../src/server/reports/report-filename";
import { signedInAccount, type TestAccount } from "../support/accounts";
import { HttpClient } from "../support/http-client";
import { startTestServer, type TestServer } from "../support/test-server";

/** Text extraction goes through poppler's pdftotext, which reads the embedded font's ToUnicode map as any viewer would. */
/** CI installs poppler-utils, so there a missing pdftotext fails the text checks instead of skipping them. */
const hasPdfToText = spawnSync("pdftotext", ["-v"]).error === undefined || process.env.CI === "true";

function pdfText(pdf: Buffer): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "inkprint-pdf-")), "report.pdf");
  fs.writeFileSync(file, pdf);
  try {
    return execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" });
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}

const RESULT = {
  score: 83,
  verdict: "Likely AI-generated",
  explanation: "The text uses very even sentence lengths and stock transitions.",
  senteces: ["Furthermore, it is important to note the multifaceted nature of this.", "In conclusion, the landscape is ever-evolving."],
  word_count: 212,
  model_version: "test-model-7",
};

async function exportPdf(client: HttpClient, body: unknown) {
  const response = await client.raw("POST", "/api/export", body);
  return { response, pdf: Buffer.from(await response.arrayBuffer()) };
}

describe("PDF export", () => {
  let server: TestServer;
  let account: TestAccount;

  beforeAll(async () => {
    server = await startTestServer();
    account = await signedInAccount(server, { credits: 2 });
  });
  afterAll(async () => server.close());

  it("answers a PDF attachment named as the client saves it, for no credit", async () => {
    const { response, pdf } = await exportPdf(account.client, RESULT);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="${REPORT_FILENAME}"`);
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pdf.includes("/FontFile2")).toBe(true);
    const credits = (await server.deps.db.select({ credits: users.credits }).from(users).where(eq(users.id, account.userId)))[0]!.credits;
    expect(credits).toBe(2);
  });

  it.runIf(hasPdfToText)("prints the result, numbered sentences, word count, model and the detector's false-positive rate", async () => {
    const { pdf } = await exportPdf(account.client, RESULT);
    const text = pdfText(pdf).replace(/\s+/g, " ");
    expect(text).toContain("AI probability: 83%");
    expect(text).toContain(`Verdict: ${RESULT.verdict}`);
    expect(text).toContain(RESULT.explanation);
    expect(text).toContain(`1. ${RESULT.senteces[0]}`);
    expect(text).toContain(`2. ${RESULT.senteces[1]}`);
    expect(text).toContain("Word count: 212");
    expect(text).toContain("Model version: test-model-7");
    // The test server runs the embedded detector, whose card holds every measured rate.
    const card = server.deps.engines.detector.card;
    expect(card.human_false_positive_rate).not.toBeNull();
    expect(card.formal_writing_false_positive_rate).not.toBeNull();
    expect(card.learner_false_positive_rate).not.toBeNull();
    expect(card.current_assistant_detection_rate).not.toBeNull();
    expect(text).toContain("human-written texts never used in its training");
    expect(text).toContain("by kind of writing, from");
    expect(text).toContain("On formal writing (academic, technical");
    expect(text).toContain("writing English as a second language");
    expect(text).toContain("a low score does not show that a person wrote the text");
    expect(text).toContain("A score is evidence, not proof: do not base a decision on it alone.");
  });

  it.runIf(hasPdfToText)(
    "prints a detector's structured explanation as summary and bullets first, the numbers under Details, and the caveat once",
    async () => {
      const card = server.deps.engines.detector.card;
      const caveat = highScoreCaveat({ register: null, above_50: card.formal_writing_false_positive_rate as number }, "likely_ai");
      const parts = {
        summary:
          "Several passages read like an AI assistant's writing; read the flagged sentences and talk to the writer before drawing conclusions.",
        evidence: ["Sentences of very even length", 'Phrases typical of AI assistants: "delve into"'],
        details: [
          "Sentence length varies by 21% around an average of 18 words (typical human writing varies by about 50%).",
          "No spelling slips were found.",
        ],
        caveat,
      };
      const { pdf } = await exportPdf(account.client, { ...RESULT, explanation: explanationText(parts) });
      const text = pdfText(pdf).replace(/\s+/g, " ");
      const at = (part: string) => {
        expect(text).toContain(part);
        return text.indexOf(part);
      };
      expect(at(parts.summary)).toBeLessThan(at("• Sentences of very even length"));
      expect(at("• Sentences of very even length")).toBeLessThan(at('• Phrases typical of AI assistants: "delve into"'));
      expect(at('• Phrases typical of AI assistants: "delve into"')).toBeLessThan(at(`1. ${RESULT.senteces[0]}`));
      expect(at(`2. ${RESULT.senteces[1]}`)).toBeLessThan(at(`Details • ${parts.details[0]}`));
      expect(at(`• ${parts.details[0]}`)).toBeLessThan(at(`• ${parts.details[1]}`));
      expect(at(`• ${parts.details[1]}`)).toBeLessThan(at("About this result"));
      // The layout's own markers are not printed as text.
      expect(text).not.toContain("Details:");
      expect(text).not.toContain("- Sentences");
      expect(text.split("On formal writing (academic")).toHaveLength(2);
      expect(text.split("does not prove AI")).toHaveLength(2);
      // A plain explanation has no Details section.
      expect(pdfText((await exportPdf(account.client, RESULT)).pdf)).not.toMatch(/^Details$/m);
    },
  );

  it.runIf(hasPdfToText)("keeps Cyrillic, Greek and accented Latin text readable", async () => {
    const sentences = ["Это предложение написано по-русски.", "Αυτή η πρόταση είναι ελληνική.", "Zażółć gęślą jaźń, dit le garçon."];
    const { pdf } = await exportPdf(account.client, { ...RESULT, verdict: "Вероятно ИИ", senteces: sentences });
    const text = pdfText(pdf);
    expect(text).toContain("Вероятно ИИ");
    for (const sentence of sentences) expect(text).toContain(sentence);
  });

  it.runIf(hasPdfToText)("prints a box for each character its font lacks, never nothing, and says why", async () => {
    const { pdf } = await exportPdf(account.client, { ...RESULT, senteces: ["Δύο ελληνικά 🙂 日本語", "中文句子"] });
    const text = pdfText(pdf);
    expect(text).toContain("Δύο ελληνικά □ □□□");
    expect(text).toContain("2. □□□□");
    expect(text.replace(/\s+/g, " ")).toContain("emoji) are printed as □.");
    expect(pdfText((await exportPdf(account.client, RESULT)).pdf)).not.toContain("□");
  });

  it.runIf(hasPdfToText)("flows long content onto further pages", async () => {
    const many = Array.from({ length: 80 }, (_, i) => `Sentence number ${i + 1} is long enough to need most of a line on the page.`);
    const { pdf } = await exportPdf(account.client, { ...RESULT, senteces: many });
    const pages = pdfText(pdf)
      .split("\f")
      .filter((page) => page.trim() !== "");
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.at(-1)).toContain("Model version: test-model-7");
    expect(pdfText(pdf).replace(/\s+/g, " ")).toContain(`80. ${many[79]}`);
  });

  it("accepts the score as the percent string the screen holds", async () => {
    const { response } = await exportPdf(account.client, { ...RESULT, score: "41%" });
    expect(response.status).toBe(200);
  });

  it.runIf(hasPdfToText)("prints a score sent as a percent string as that percentage", async () => {
    const { pdf } = await exportPdf(account.client, { ...RESULT, score: "41%" });
    expect(pdfText(pdf).replace(/\s+/g, " ")).toContain("AI probability: 41%");
  });

  it(`counts exports against the dashboard tools' shared limit of ${DASHBOARD_RATE_LIMIT.max} calls a minute per user`, async () => {
    const busy = await signedInAccount(server, { credits: 2 });
    for (let call = 0; call < DASHBOARD_RATE_LIMIT.max; call++) expect((await exportPdf(busy.client, RESULT)).response.status).toBe(200);
    const refused = await busy.client.post("/api/export", RESULT);
    expect(refused).toMatchObject({ status: 429, body: { status: "error", message: M.dashboardRateLimited } });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // The limit is shared: after those exports, a detection is refused too, and charges nothing.
    const detect = await busy.client.post("/api/detect-ai", { detect_text: RESULT.senteces.join(" ") });
    expect(detect).toMatchObject({ status: 429, body: { message: M.dashboardRateLimited } });
    expect((await server.deps.db.select({ credits: users.credits }).from(users).where(eq(users.id, busy.userId)))[0]!.credits).toBe(2);
  });

  it("rejects a score outside 0-100", async () => {
    const response = await account.client.post("/api/export", { ...RESULT, score: 140 });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ status: "error", message: M.invalidScore });
  });

  it("says what the report needs when the suspicious sentences are missing", async () => {
    const { senteces: _left, ...withoutSentences } = RESULT;
    const response = await account.client.post("/api/export", withoutSentences);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ status: "error", message: M.invalidReportFields });
  });

  it("needs a signed-in user", async () => {
    const response = await new HttpClient(server.baseUrl).post("/api/export", RESULT);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ status: "error", message: M.notSignedIn });
  });

  it("publishes the running detector's measured false-positive rates without sign-in, as the dashboard shows them", async () => {
    const response = await new HttpClient(server.baseUrl).get<{ result: { data: unknown } }>("/trpc/detect.getCard");
    expect(response.status).toBe(200);
    expect(response.body.result.data).toEqual(server.deps.engines.detector.card);
  });

  it("returns base64 over tRPC so the browser can build a Blob", async () => {
    const response = await account.client.post<{ result: { data: { filename: string; pdf_base64: string } } }>(
      "/trpc/detect.exportReport",
      RESULT,
    );
    expect(response.status).toBe(200);
    expect(response.body.result.data.filename).toBe(REPORT_FILENAME);
    expect(Buffer.from(response.body.result.data.pdf_base64, "base64").subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });
});
