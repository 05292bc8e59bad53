import { eq } from "drizzle-orm";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiKeys, users } from "../../src/server/db/schema";
import { API_RATE_LIMIT_PER_MINUTE, WORD_LIMITS } from "../../src/shared/limits";
import { SERVER_MESSAGES as M } from "../../src/shared/messages";
import type { PlanId } from "../../src/shared/plans";
import { apiDetectOutput } from "../../src/shared/schemas/detect";
import { apiHumanizeOutput, apiImproveOutput } from "../../src/shared/schemas/rewrite";
import { openAiServerError } from "../mocks/openai";
import { signedInAccount } from "../support/accounts";
import { HttpClient } from "../support/http-client";
import { startTestServer, type TestServer } from "../support/test-server";

const TEXT =
  "Our team moved the weekly meeting to Thursdays because half of us were travelling on Mondays. " +
  "Nobody complained, although Sam still shows up on Monday out of habit and drinks his coffee alone. " +
  "We will try the new slot for a month and then decide whether to keep it.";

/** French, which the Improver refuses before rewriting anything. */
const FRENCH =
  "Nous avons déplacé la réunion hebdomadaire au jeudi parce que la moitié d'entre nous voyageait le lundi. " +
  "Personne ne s'est plaint, même si Sam vient encore le lundi par habitude et boit son café tout seul.";

const wordsOf = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(" ");

interface KeyHolder {
  apiKey: string;
  userId: number;
}

/** A key made through the dashboard call, for an account on a plan that may hold one; then the plan is set as a test needs. */
async function keyHolder(server: TestServer, options: { plan: PlanId; credits: number }): Promise<KeyHolder> {
  const { client, userId } = await signedInAccount(server, { plan: "business", credits: options.credits });
  const created = await client.post<{ ApiKey: string }>("/api/createApiKey", { keyName: "integration" });
  expect(created.status).toBe(200);
  await server.deps.db.update(users).set({ plan: options.plan }).where(eq(users.id, userId));
  return { apiKey: created.body.ApiKey, userId };
}

async function usage(server: TestServer, holder: KeyHolder) {
  const credits = (await server.deps.db.select({ credits: users.credits }).from(users).where(eq(users.id, holder.userId)))[0]!.credits;
  const creditsUsed = (
    await server.deps.db.select({ used: apiKeys.creditsUsed }).from(apiKeys).where(eq(apiKeys.userId, holder.userId))
  )[0]!.used;
  return { credits, creditsUsed };
}

describe("/apiv1", () => {
  let server: TestServer;
  /** The public API is called from scripts: no cookie, no Origin header. */
  let anonymous: HttpClient;

  beforeAll(async () => {
    server = await startTestServer();
    anonymous = new HttpClient(server.baseUrl, null);
  });
  afterAll(async () => server.close());

  it("detects with a valid key: percent string, per-sentence scores, one credit counted on the key", async () => {
    const holder = await keyHolder(server, { plan: "business", credits: 5 });
    const response = await anonymous.post("/apiv1/inkprint/detect", { apiKey: holder.apiKey, text: TEXT });
    expect(response.status).toBe(200);
    const body = apiDetectOutput.parse(response.body);
    expect(body.ai_probability).toMatch(/^\d{1,3}%$/);
    expect(body.sentences.map((sentence) => sentence.text)).toEqual([
      "Our team moved the weekly meeting to Thursdays because half of us were travelling on Mondays.",
      "Nobody complained, although Sam still shows up on Monday out of habit and drinks his coffee alone.",
      "We will try the new slot for a month and then decide whether to keep it.",
    ]);
    for (const sentence of body.sentences) {
      expect(TEXT.slice(sentence.start, sentence.end)).toBe(sentence.text);
      expect(sentence.score).toBeGreaterThanOrEqual(1);
      expect(sentence.score).toBeLessThanOrEqual(99);
    }
    expect(await usage(server, holder)).toEqual({ credits: 4, creditsUsed: 1 });
  });

  it("humanizes and emproves (spelled so) for a credit each", async () => {
    const holder = await keyHolder(server, { plan: "enterprise", credits: 5 });
    const humanized = await anonymous.post("/apiv1/inkprint/humanize", { apiKey: holder.apiKey, text: TEXT });
    expect(humanized.status).toBe(200);
    const humanizedBody = apiHumanizeOutput.parse(humanized.body);
    expect(humanizedBody.humanized_text.length).toBeGreaterThan(0);
    expect(humanizedBody.detector_check?.ai_probability_after).toBe(
      (await server.deps.engines.detector.detect(humanizedBody.humanized_text)).ai_probability,
    );
    const improved = await anonymous.post("/apiv1/inkprint/emprove", { apiKey: holder.apiKey, text: TEXT });
    expect(improved.status).toBe(200);
    expect(apiImproveOutput.parse(improved.body).emproved_text.length).toBeGreaterThan(0);
    expect((await usage(server, holder)).creditsUsed).toBe(2);
  });

  it("refuses an unknown key with 401", async () => {
    const response = await anonymous.post("/apiv1/inkprint/detect", {
      apiKey: "ink_aaaaaaaaaaaaaaaa_bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb",
      text: TEXT,
    });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ status: "error", message: M.invalidApiKey });
  });

  it("refuses a missing key with 401", async () => {
    const response = await anonymous.post("/apiv1/inkprint/humanize", { text: TEXT });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ status: "error", message: M.invalidApiKey });
  });

  it("refuses the key of a Basic account with 403 and the premium message", async () => {
    const holder = await keyHolder(server, { plan: "basic", credits: 5 });
    const response = await anonymous.post("/apiv1/inkprint/detect", { apiKey: holder.apiKey, text: TEXT });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ status: "error", message: M.premiumFeature });
    expect(await usage(server, holder)).toEqual({ credits: 5, creditsUsed: 0 });
  });

  it("answers 402 when the account has no credits, and counts nothing on the key", async () => {
    const holder = await keyHolder(server, { plan: "business", credits: 0 });
    const response = await anonymous.post("/apiv1/inkprint/emprove", { apiKey: holder.apiKey, text: TEXT });
    expect(response.status).toBe(402);
    expect(response.body).toEqual({ status: "error", message: M.insufficientCredits });
    expect(await usage(server, holder)).toEqual({ credits: 0, creditsUsed: 0 });
  });

  it("applies the same word limits as the dashboard, charging nothing", async () => {
    const holder = await keyHolder(server, { plan: "business", credits: 5 });
    const detect = await anonymous.post("/apiv1/inkprint/detect", { apiKey: holder.apiKey, text: wordsOf(WORD_LIMITS.detect + 1) });
    expect(detect.status).toBe(400);
    expect(detect.body).toEqual({ status: "error", message: M.detectWordLimit });
    const humanize = await anonymous.post("/apiv1/inkprint/humanize", { apiKey: holder.apiKey, text: wordsOf(WORD_LIMITS.rewrite + 1) });
    expect(humanize.status).toBe(400);
    expect(humanize.body).toEqual({ status: "error", message: M.rewriteWordLimit });
    expect(await usage(server, holder)).toEqual({ credits: 5, creditsUsed: 0 });
  });

  it.each([
    ["business", API_RATE_LIMIT_PER_MINUTE.business],
    ["enterprise", API_RATE_LIMIT_PER_MINUTE.enterprise],
  ] as const)("rate-limits %s keys to %i requests a minute with 429 and Retry-After", async (plan, perMinute) => {
    const holder = await keyHolder(server, { plan, credits: 0 });
    // A text in a language the Improver cannot read gets as far as the engine, which refuses it at once (422, no credit):
    // each call counts against the limit without the cost of a real run.
    const call = () => anonymous.post("/apiv1/inkprint/emprove", { apiKey: holder.apiKey, text: FRENCH });
    const batch = 50;
    for (let sent = 0; sent < perMinute; sent += batch) {
      const statuses = await Promise.all(Array.from({ length: Math.min(batch, perMinute - sent) }, call));
      expect(new Set(statuses.map((response) => response.status))).toEqual(new Set([plan === "enterprise" ? 422 : 402]));
    }
    const limited = await call();
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ status: "error", message: M.apiRateLimited });
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });
});

describe("/apiv1 calls refused for their input", () => {
  let server: TestServer;
  const anonymous = () => new HttpClient(server.baseUrl, null);
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  it("do not use up the key's per-minute limit: a full minute of blank texts, then a valid call is answered", async () => {
    const holder = await keyHolder(server, { plan: "business", credits: 5 });
    const blank = () => anonymous().post("/apiv1/inkprint/detect", { apiKey: holder.apiKey, text: " " });
    for (let sent = 0; sent < API_RATE_LIMIT_PER_MINUTE.business; sent += 30) {
      const statuses = await Promise.all(Array.from({ length: 30 }, blank));
      expect(new Set(statuses.map((response) => response.status))).toEqual(new Set([400]));
    }
    expect((await anonymous().post("/apiv1/inkprint/detect", { apiKey: holder.apiKey, text: TEXT })).status).toBe(200);
    expect(await usage(server, holder)).toEqual({ credits: 4, creditsUsed: 1 });
  });
});

describe("/apiv1 when the engine fails (OpenAI API mocked)", () => {
  const openAi = setupServer(openAiServerError());
  let server: TestServer;

  beforeAll(async () => {
    openAi.listen({ onUnhandledRequest: "bypass" });
    server = await startTestServer({ REWRITE_ENGINE: "llm", OPENAI_API_KEY: "sk-test", OPENAI_BASE_URL: "https://llm.test/v1" });
  });
  afterAll(async () => {
    await server.close();
    openAi.close();
  });

  it("answers 502 and takes the credit off neither the balance nor the key's count", async () => {
    const holder = await keyHolder(server, { plan: "business", credits: 3 });
    const response = await new HttpClient(server.baseUrl, null).post("/apiv1/inkprint/emprove", { apiKey: holder.apiKey, text: TEXT });
    expect(response.status).toBe(502);
    expect(response.body).toEqual({ status: "error", message: M.engineFailed });
    expect(await usage(server, holder)).toEqual({ credits: 3, creditsUsed: 0 });
  });
});
