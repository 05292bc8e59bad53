import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../src/server/db/schema";
import { FRENCH } from "../fixtures/language-samples";
import { createEngines } from "../../src/server/engines";
import { createWorkerPool, type WorkerPool } from "../../src/server/workers/worker-pool";
import { buildAnalysisReport } from "../../src/server/reports/analysis-report";
import type { AnalysisReport } from "../../src/server/reports/analysis-report";
import { extractText, getDocumentProxy } from "unpdf";
import { loadConfig } from "../../src/server/config";
import { SERVER_MESSAGES as M } from "../../src/shared/messages";
import { signedInAccount } from "../support/accounts";
import { CRASHING_TEXT_MARK } from "../support/crashing-engine-mark";
import { startTestServer, type TestServer } from "../support/test-server";

const TEXT =
  "Last spring our neighbour finally cut down the old pear tree. It had leaned over the fence for years, dropping fruit the wasps loved. " +
  "My daughter cried a little, then asked if we could plant something smaller. We chose a fig, mostly because the man at the market " +
  "swore it would survive our winters.";

/** Assistant prose inside a chat reply: the self-check scores several candidates and drops the framing. */
const ASSISTANT_REPLY =
  "Sure! Here's a quick overview:\n\nIt is important to note that remote work has changed how teams operate. Moreover, companies utilize " +
  "numerous tools to stay connected. Furthermore, managers delve into data every week. In conclusion, it is clear that flexibility " +
  "plays a crucial role in retention.\n\nLet me know if you'd like more details.";

const CONFIG = loadConfig({ LOG_LEVEL: "silent", REWRITE_ENGINE: "embedded", DETECT_ENGINE: "embedded" });

describe("the engines and reports in pools of worker threads", () => {
  let server: TestServer;
  let pool: WorkerPool;
  let engines: WorkerPool["engines"];
  const creditsOf = async (userId: number) =>
    (await server.deps.db.select({ credits: users.credits }).from(users).where(eq(users.id, userId)))[0]!.credits;

  beforeAll(async () => {
    pool = await createWorkerPool(CONFIG, {
      workers: 2,
      workerFile: new URL("../support/crashing-engine-worker.ts", import.meta.url),
    });
    engines = pool.engines;
    server = await startTestServer({}, { engines, reports: pool.reports });
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await pool.close();
  });

  it("answers exactly as the engines in the server's own thread do", async () => {
    const inThread = await createEngines(CONFIG);
    expect(engines.detector.card).toEqual(inThread.detector.card);
    expect(engines.detector.name).toBe(inThread.detector.name);
    expect(await engines.detector.detect(TEXT)).toEqual(await inThread.detector.detect(TEXT));
    expect(await engines.humanizer.humanize(TEXT)).toEqual(await inThread.humanizer.humanize(TEXT));
    const rewrite = await engines.humanizer.humanize(ASSISTANT_REPLY);
    expect(rewrite.note).not.toBeNull();
    expect(rewrite).toEqual(await inThread.humanizer.humanize(ASSISTANT_REPLY));
    expect(await engines.improver.improve(TEXT)).toEqual(await inThread.improver.improve(TEXT));
  });

  it("draws the PDF report in a worker, the same document as in the server's thread", async () => {
    const report: AnalysisReport = {
      score: 81,
      verdict: "Likely AI-generated",
      explanation: "Several sentences read like assistant prose.",
      suspiciousSentences: ["It had leaned over the fence for years."],
      wordCount: 61,
      fileName: "pear-tree.docx",
      detectorCard: engines.detector.card,
      generatedAt: new Date("2026-11-27T10:00:00Z"),
    };
    const textOf = async (pdf: Uint8Array) => (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text;
    const pooled = await textOf(await pool.reports.analysisPdf(report));
    expect(pooled).toContain("pear-tree.docx");
    expect(pooled).toContain("It had leaned over the fence for years.");
    expect(pooled).toBe(await textOf(buildAnalysisReport(report)));
  });

  it("scores texts sent at once on several workers, each answer for its own text", async () => {
    const texts = Array.from({ length: 6 }, (_, i) => `${TEXT} We counted ${i + 2} figs this year.`);
    const results = await Promise.all(texts.map((text) => engines.detector.detect(text)));
    results.forEach((result, i) => expect(result.sentences.at(-1)?.text).toBe(`We counted ${i + 2} figs this year.`));
  });

  it("carries a text in another language across as the 422 that names it, charging nothing", async () => {
    const { client, userId } = await signedInAccount(server, { credits: 2 });
    const response = await client.post("/api/humanizer", { humanize_text: FRENCH });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ status: "error", message: M.rewriteOtherLanguage("French") });
    expect(await creditsOf(userId)).toBe(2);
  });

  it("answers the spec's error and gives the credit back when a worker dies, then runs the next text on a new worker", async () => {
    const { client, userId } = await signedInAccount(server, { credits: 2 });
    const crashed = await client.post("/api/detect-ai", { detect_text: `${TEXT} ${CRASHING_TEXT_MARK}` });
    expect(crashed.status).toBe(500);
    expect(crashed.body).toEqual({ status: "error", message: M.internalError });
    expect(await creditsOf(userId)).toBe(2);

    const next = await client.post("/api/detect-ai", { detect_text: TEXT });
    expect(next.status).toBe(200);
    expect(await creditsOf(userId)).toBe(1);
  });

  it("answers the spec's error and gives the credit back when a worker dies during a rewrite's steps", async () => {
    const { client, userId } = await signedInAccount(server, { credits: 1 });
    const crashed = await client.post("/api/humanizer", { humanize_text: `${ASSISTANT_REPLY} ${CRASHING_TEXT_MARK}` });
    expect(crashed.status).toBe(500);
    expect(crashed.body).toEqual({ status: "error", message: M.internalError });
    expect(await creditsOf(userId)).toBe(1);
  });
});

describe("a rewrite in a pool of one worker", () => {
  let pool: WorkerPool;
  beforeAll(async () => {
    pool = await createWorkerPool(CONFIG, { workers: 1 });
  }, 60_000);
  afterAll(async () => {
    await pool.close();
  });

  it("runs in steps, so a detection sent after it starts is answered before it ends", async () => {
    const finished: string[] = [];
    const rewrite = pool.engines.humanizer.humanize(ASSISTANT_REPLY).then(() => finished.push("humanize"));
    const detection = pool.engines.detector.detect(TEXT).then(() => finished.push("detect"));
    await Promise.all([rewrite, detection]);
    expect(finished).toEqual(["detect", "humanize"]);
  });
});

describe("a pool of one worker that dies", () => {
  let pool: WorkerPool;
  beforeAll(async () => {
    pool = await createWorkerPool(CONFIG, { workers: 1, workerFile: new URL("../support/crashing-engine-worker.ts", import.meta.url) });
  }, 60_000);
  afterAll(async () => {
    await pool.close();
  });

  it("fails only the detection it ran: the one waiting in its port runs on the worker that replaces it", async () => {
    const [crashed, waiting] = await Promise.allSettled([
      pool.engines.detector.detect(`${TEXT} ${CRASHING_TEXT_MARK}`),
      pool.engines.detector.detect(`${TEXT} We counted two figs.`),
    ]);
    expect(crashed.status).toBe("rejected");
    expect(waiting.status === "fulfilled" && waiting.value.sentences.at(-1)?.text).toBe("We counted two figs.");
  });
});
