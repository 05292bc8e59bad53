import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../src/server/db/schema";
import {
  characterLimitFor,
  DASHBOARD_RATE_LIMIT,
  DEMO_RATE_LIMIT,
  INVALID_CALL_ALLOWANCE_FACTOR,
  WORD_LIMITS,
} from "../../src/shared/limits";
import { VERDICT_TEXT } from "../../src/shared/detection";
import { SERVER_MESSAGES as M } from "../../src/shared/messages";
import { detectOutput } from "../../src/shared/schemas/detect";
import { openAiReplies, openAiServerError, openAiTimesOut } from "../mocks/openai";
import { signedInAccount } from "../support/accounts";
import { expectError } from "../support/expect-error";
import { HttpClient } from "../support/http-client";
import { captureLog, type CapturedLog } from "../support/log-capture";
import { LLM_TIMEOUT_MS, useServerWithMockedLlm } from "../support/llm-test-server";
import { startTestServer, type TestServer } from "../support/test-server";
import { onPostgres } from "../support/postgres";
import { postgresRowsContain } from "../support/raw-sql";

const PARAGRAPH =
  "Last spring our neighbour finally cut down the old pear tree. It had leaned over the fence for years, dropping fruit the wasps loved. " +
  "My daughter cried a little, then asked if we could plant something smaller. We chose a fig, mostly because the man at the market " +
  "swore it would survive our winters. It has not grown much, but it has three leaves and a stubborn look about it.";

const wordsOf = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(" ");

async function creditsOf(server: TestServer, userId: number): Promise<number> {
  return (await server.deps.db.select({ credits: users.credits }).from(users).where(eq(users.id, userId)))[0]!.credits;
}

describe("free demo", () => {
  let server: TestServer;
  let ipCounter = 0;
  /** Each test plays a different visitor: the server trusts the proxy's X-Forwarded-For here. */
  const visitor = () => {
    const client = new HttpClient(server.baseUrl);
    const address = `203.0.113.${++ipCounter}`;
    return { post: (body: unknown) => client.post("/api/freedemo", body, { "x-forwarded-for": address }) };
  };

  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: "loopback" });
  });
  afterAll(async () => server.close());

  it("answers anonymously with the probability as a percent string", async () => {
    const response = await visitor().post({ detect_text: PARAGRAPH });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: "success", message: M.analysisDone });
    expect(response.body.ai_probability).toMatch(/^\d{1,3}%$/);
    expect([VERDICT_TEXT.likely_human, VERDICT_TEXT.mixed, VERDICT_TEXT.likely_ai]).toContain(response.body.verdict);
  });

  it("says whether its verdict is reliable: yes for 60 words of English, no for a short text", async () => {
    const sixtyWords = PARAGRAPH.split(/\s+/).slice(0, 60).join(" ");
    const judged = await visitor().post({ detect_text: sixtyWords });
    expect(judged.status).toBe(200);
    expect(judged.body).toMatchObject({ status: "success", reliable: true });
    expect([VERDICT_TEXT.likely_human, VERDICT_TEXT.mixed, VERDICT_TEXT.likely_ai]).toContain(judged.body.verdict);

    const short = await visitor().post({ detect_text: "The pear tree came down last spring, and the fig we planted has three leaves." });
    expect(short.status).toBe(200);
    expect(short.body).toMatchObject({ status: "success", reliable: false });
    expect(short.body.verdict).toContain(VERDICT_TEXT.insufficient_text);
  });

  it("refuses the third analysis in an hour with 429 and Retry-After", async () => {
    const client = visitor();
    for (let run = 0; run < DEMO_RATE_LIMIT.max; run++) expect((await client.post({ detect_text: PARAGRAPH })).status).toBe(200);
    const third = await client.post({ detect_text: PARAGRAPH });
    expect(third.status).toBe(429);
    expect(third.body).toEqual({ status: "error", message: M.demoRateLimited });
    const retryAfter = Number(third.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(DEMO_RATE_LIMIT.windowMs / 1000);
  });

  it("counts visitors separately", async () => {
    const first = visitor();
    for (let run = 0; run < DEMO_RATE_LIMIT.max; run++) await first.post({ detect_text: PARAGRAPH });
    expect((await first.post({ detect_text: PARAGRAPH })).status).toBe(429);
    expect((await visitor().post({ detect_text: PARAGRAPH })).status).toBe(200);
  });

  it(`rejects more than ${WORD_LIMITS.demo} words without using up a run`, async () => {
    const client = visitor();
    const tooLong = await client.post({ detect_text: wordsOf(WORD_LIMITS.demo + 1) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toEqual({ status: "error", message: M.demoWordLimit });
    for (let run = 0; run < DEMO_RATE_LIMIT.max; run++) expect((await client.post({ detect_text: PARAGRAPH })).status).toBe(200);
  });

  it("accepts exactly the limit and rejects a blank text", async () => {
    expect((await visitor().post({ detect_text: wordsOf(WORD_LIMITS.demo) })).status).toBe(200);
    const blank = await visitor().post({ detect_text: "   " });
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual({ status: "error", message: M.emptyText });
  });
});

describe("demo behind no trusted proxy", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  it("ignores a spoofed X-Forwarded-For, so changing it does not reset the limit", async () => {
    const client = new HttpClient(server.baseUrl);
    const statuses: number[] = [];
    for (let run = 0; run <= DEMO_RATE_LIMIT.max; run++) {
      const response = await client.post("/api/freedemo", { detect_text: PARAGRAPH }, { "x-forwarded-for": `198.51.100.${run}` });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array<number>(DEMO_RATE_LIMIT.max).fill(200), 429]);
  });
});

describe("detect (signed in)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  it("scores a text for one credit with every documented field", async () => {
    const { client, userId } = await signedInAccount(server, { credits: 3 });
    const response = await client.post("/api/detect-ai", { detect_text: PARAGRAPH });
    expect(response.status).toBe(200);
    const body = detectOutput.parse(response.body);
    expect(body).toMatchObject({ status: "success", message: M.analysisDone, word_count: PARAGRAPH.split(/\s+/).length });
    expect(body.ai_probability).toBeGreaterThanOrEqual(1);
    expect(body.ai_probability).toBeLessThanOrEqual(99);
    expect(body.sentences.length).toBeGreaterThan(1);
    expect(body.model_version).toBe(server.deps.engines.detector.card.model_version);
    expect(await creditsOf(server, userId)).toBe(2);
  });

  it("needs a signed-in user", async () => {
    const response = await new HttpClient(server.baseUrl).post("/api/detect-ai", { detect_text: PARAGRAPH });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ status: "error", message: M.notSignedIn });
  });

  it(`rejects more than ${WORD_LIMITS.detect} words and charges nothing`, async () => {
    const { client, userId } = await signedInAccount(server, { credits: 3 });
    const response = await client.post("/api/detect-ai", { detect_text: wordsOf(WORD_LIMITS.detect + 1) });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ status: "error", message: M.detectWordLimit });
    expect(await creditsOf(server, userId)).toBe(3);
    expect((await client.post("/api/detect-ai", { detect_text: wordsOf(WORD_LIMITS.detect) })).status).toBe(200);
  });

  it("rejects a text within the word limit but over its characters, and charges nothing", async () => {
    const { client, userId } = await signedInAccount(server, { credits: 3 });
    const maxCharacters = characterLimitFor(WORD_LIMITS.detect);
    const giantWords = Array.from({ length: 10 }, () => "x".repeat(maxCharacters / 10)).join(" ");
    const response = await client.post("/api/detect-ai", { detect_text: giantWords });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ status: "error", message: M.textTooManyCharacters(maxCharacters) });
    expect(await creditsOf(server, userId)).toBe(3);
  });

  it("answers 402 when no credits are left", async () => {
    const { client, userId } = await signedInAccount(server, { credits: 0 });
    const response = await client.post("/api/detect-ai", { detect_text: PARAGRAPH });
    expect(response.status).toBe(402);
    expect(response.body).toEqual({ status: "error", message: M.insufficientCredits });
    expect(await creditsOf(server, userId)).toBe(0);
  });

  it("limits one user's tool calls per minute across every tool, with 429, Retry-After and no credit taken", async () => {
    const { client, userId } = await signedInAccount(server, { credits: 100 });
    const toolCalls = [
      () => client.post("/api/humanizer", { humanize_text: PARAGRAPH }),
      () => client.post("/api/improver-ai", { improver_text: PARAGRAPH }),
      ...Array.from({ length: DASHBOARD_RATE_LIMIT.max - 2 }, () => () => client.post("/api/detect-ai", { detect_text: PARAGRAPH })),
    ];
    for (const call of toolCalls) expect((await call()).status).toBe(200);
    const refused = await client.post("/api/detect-ai", { detect_text: PARAGRAPH });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ status: "error", message: M.dashboardRateLimited });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(DASHBOARD_RATE_LIMIT.windowMs / 1000);
    expect(await creditsOf(server, userId)).toBe(100 - DASHBOARD_RATE_LIMIT.max);
    const someoneElse = await signedInAccount(server, { credits: 1 });
    expect((await someoneElse.client.post("/api/detect-ai", { detect_text: PARAGRAPH })).status).toBe(200);
  });

  it("does not let calls refused for their input use up the per-minute limit; they have a larger allowance of their own", async () => {
    const { client, userId } = await signedInAccount(server, { credits: 10 });
    for (let i = 0; i < DASHBOARD_RATE_LIMIT.max; i++) expect((await client.post("/api/detect-ai", { detect_text: "" })).status).toBe(400);
    expect((await client.post("/api/detect-ai", { detect_text: PARAGRAPH })).status).toBe(200);
    expect(await creditsOf(server, userId)).toBe(9);
    const allowance = DASHBOARD_RATE_LIMIT.max * INVALID_CALL_ALLOWANCE_FACTOR;
    // In batches smaller than the limit, so the test also holds for a tool that counts a call before reading its input.
    const batchSize = DASHBOARD_RATE_LIMIT.max / 3;
    for (let sent = DASHBOARD_RATE_LIMIT.max; sent < allowance; sent += batchSize) {
      const batch = Array.from({ length: Math.min(batchSize, allowance - sent) }, () => client.post("/api/humanizer", {}));
      expect(new Set((await Promise.all(batch)).map((response) => response.status))).toEqual(new Set([400]));
    }
    const refused = await client.post("/api/detect-ai", { detect_text: PARAGRAPH });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ status: "error", message: M.tooManyInvalidCalls });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await creditsOf(server, userId)).toBe(9);
  });

  it("works over tRPC for the browser client too", async () => {
    const { client } = await signedInAccount(server, { credits: 1 });
    const response = await client.post<{ result: { data: { ai_probability: number } } }>("/trpc/detect.analyze", {
      detect_text: PARAGRAPH,
    });
    expect(response.status).toBe(200);
    expect(typeof response.body.result.data.ai_probability).toBe("number");
  });
});

describe("detect over the LLM engine (OpenAI API mocked)", () => {
  const { openAi, server: llmServer } = useServerWithMockedLlm({ DETECT_ENGINE: "llm" });

  it("answers the model's score for one credit", async () => {
    openAi.use(
      openAiReplies(JSON.stringify({ ai_probability: 91, sentences: [{ index: 1, suspicion: 95 }], explanation: "Stock phrasing." })),
    );
    const { client, userId } = await signedInAccount(llmServer(), { credits: 2 });
    const response = await client.post("/api/detect-ai", { detect_text: PARAGRAPH });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: "success", ai_probability: 91, explanation_parts: { evidence: ["Stock phrasing."] } });
    expect(await creditsOf(llmServer(), userId)).toBe(1);
  });

  it.each([
    { name: "a provider error (500)", handler: () => openAiServerError(), status: 502, message: M.engineFailed },
    { name: "a timeout", handler: () => openAiTimesOut(LLM_TIMEOUT_MS * 5), status: 504, message: M.engineTimeout },
  ])("$name answers $status with a clear message and gives the credit back", async ({ handler, status, message }) => {
    openAi.use(handler());
    const { client, userId } = await signedInAccount(llmServer(), { credits: 1 });
    const response = await client.post("/api/detect-ai", { detect_text: PARAGRAPH });
    expect(response.status).toBe(status);
    expect(response.body).toEqual({ status: "error", message });
    expect(await creditsOf(llmServer(), userId)).toBe(1);
  });

  it("does not count a demo run the engine failed against the visitor's hourly runs", async () => {
    const visitor = new HttpClient(llmServer().baseUrl);
    openAi.use(openAiServerError());
    for (let failed = 0; failed < DEMO_RATE_LIMIT.max + 1; failed++) {
      expectError(await visitor.post("/api/freedemo", { detect_text: PARAGRAPH }), 502, M.demoEngineFailed);
    }
    openAi.resetHandlers();
    openAi.use(openAiReplies(JSON.stringify({ ai_probability: 12, sentences: [], explanation: "Varied." })));
    for (let run = 0; run < DEMO_RATE_LIMIT.max; run++)
      expect((await visitor.post("/api/freedemo", { detect_text: PARAGRAPH })).status).toBe(200);
    expectError(await visitor.post("/api/freedemo", { detect_text: PARAGRAPH }), 429, M.demoRateLimited);
  });
});

describe("submitted texts", () => {
  let server: TestServer;
  let log: CapturedLog;
  const marker = `zebra${Date.now().toString(36)}quokka`;
  const textWithMarker = `${PARAGRAPH} The secret word is ${marker} and nobody should keep it.`;

  beforeAll(async () => {
    log = captureLog();
    server = await startTestServer({ TRUST_PROXY: "loopback" }, { logger: log });
  });
  afterAll(async () => server.close());

  it("are never stored in the database nor written to the log", async () => {
    const { client } = await signedInAccount(server, { credits: 10, plan: "business" });
    const created = await client.post<{ ApiKey: string }>("/api/createApiKey", { keyName: "privacy" });
    const apiKey = created.body.ApiKey;
    const calls = [
      await new HttpClient(server.baseUrl).post("/api/freedemo", { detect_text: textWithMarker }),
      await client.post("/api/detect-ai", { detect_text: textWithMarker }),
      await client.post("/api/humanizer", { humanize_text: textWithMarker }),
      await client.post("/api/improver-ai", { improver_text: textWithMarker }),
      await client.post("/api/export", { score: 50, verdict: marker, explanation: textWithMarker, senteces: [textWithMarker] }),
      await client.post("/apiv1/inkprint/detect", { apiKey, text: textWithMarker }),
      await client.post("/apiv1/inkprint/humanize", { apiKey, text: textWithMarker }),
      await client.post("/apiv1/inkprint/emprove", { apiKey, text: textWithMarker }),
      // A rejected text takes the error path, which must not echo it either.
      await client.post("/api/detect-ai", { detect_text: `${marker} ${wordsOf(WORD_LIMITS.detect)}` }),
    ];
    expect(calls.map((call) => call.status)).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 400]);

    if (onPostgres) expect(await postgresRowsContain(server.deps.db, marker)).toBe(false);
    else {
      const databaseFiles = fs.readdirSync(server.dataDir).filter((name) => name.startsWith(path.basename(server.config.databaseFile)));
      expect(databaseFiles).toContain(path.basename(server.config.databaseFile));
      for (const name of databaseFiles) {
        expect(fs.readFileSync(path.join(server.dataDir, name)).includes(marker), name).toBe(false);
      }
    }
    expect(log.lines.length).toBeGreaterThan(calls.length - 1);
    expect(log.text()).not.toContain(marker);
  });

  it("stay out of the log when an engine fails with the text in its error, and the credit comes back", async () => {
    const { detector } = server.deps.engines;
    const { client, userId } = await signedInAccount(server, { credits: 1 });
    const detect = detector.detect;
    detector.detect = async (text) => {
      throw new RangeError(`no score for ${text}`);
    };
    try {
      expectError(await client.post("/api/detect-ai", { detect_text: textWithMarker }), 500, M.internalError);
    } finally {
      detector.detect = detect;
    }
    expect(await creditsOf(server, userId)).toBe(1);
    expect(log.text()).not.toContain(marker);
    expect(log.text()).toMatch(/EngineBug: RangeError inside an engine[^\n]*\n\s+at /);
  });
});
