import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditLedger, users } from "../../src/server/db/schema";
import { WORD_LIMITS } from "../../src/shared/limits";
import { CLIENT_MESSAGES, SERVER_MESSAGES as M } from "../../src/shared/messages";
import { humanizeOutput, improveOutput } from "../../src/shared/schemas/rewrite";
import { ENGLISH_WITH_SPANISH, FRENCH } from "../fixtures/language-samples";
import { openAiMalformedContent, openAiRateLimited, openAiReplies, openAiServerError, openAiTimesOut } from "../mocks/openai";
import { signedInAccount } from "../support/accounts";
import { HttpClient } from "../support/http-client";
import { LLM_TIMEOUT_MS, useServerWithMockedLlm } from "../support/llm-test-server";
import { startTestServer, type TestServer } from "../support/test-server";

const AI_TEXT =
  "Furthermore, it is important to note that effective communication plays a crucial role in today's fast-paced world. " +
  "Moreover, teams that leverage clear communication are able to navigate challenges and foster collaboration. " +
  "In conclusion, communication is a key factor that can significantly enhance overall productivity.";

const ROUGH_TEXT = "Their going to the libary tomorow, and they has forgot there books at home allready.";

/** Plain words, so a limit test measures the limit rather than the engine's work on nonsense tokens. */
const PLAIN_WORDS = "the small dog ran across the quiet park and then slept under a tree".split(" ");
const wordsOf = (count: number) => Array.from({ length: count }, (_, i) => PLAIN_WORDS[i % PLAIN_WORDS.length]).join(" ");

async function creditsOf(server: TestServer, userId: number): Promise<number> {
  return (await server.deps.db.select({ credits: users.credits }).from(users).where(eq(users.id, userId)))[0]!.credits;
}

const TOOLS = [
  { path: "/api/humanizer", field: "humanize_text" },
  { path: "/api/improver-ai", field: "improver_text" },
] as const;

describe("humanizer and improver (embedded engines)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ REWRITE_ENGINE: "embedded" });
  });
  afterAll(async () => server.close());

  it("humanizes a text for one credit", async () => {
    const { client, userId } = await signedInAccount(server, { credits: 2 });
    const response = await client.post("/api/humanizer", { humanize_text: AI_TEXT });
    expect(response.status).toBe(200);
    const body = humanizeOutput.parse(response.body);
    expect(body.message).toBe(M.humanizeDone);
    expect(body.humanized_text.trim()).not.toBe("");
    expect(await creditsOf(server, userId)).toBe(1);
  });

  it("reports the detector's score of the text before and after, flagged as rough under 50 words", async () => {
    const { client } = await signedInAccount(server, { credits: 1 });
    const body = humanizeOutput.parse((await client.post("/api/humanizer", { humanize_text: AI_TEXT })).body);
    const { detector } = server.deps.engines;
    expect(body.detector_check).toEqual({
      ai_probability_before: (await detector.detect(AI_TEXT)).ai_probability,
      ai_probability_after: (await detector.detect(body.humanized_text)).ai_probability,
      reliable: false,
      model_version: detector.card.model_version,
    });
  });

  it("improves a text for one credit, listing each change against the submitted text", async () => {
    const { client, userId } = await signedInAccount(server, { credits: 2 });
    const response = await client.post("/api/improver-ai", { improver_text: ROUGH_TEXT });
    expect(response.status).toBe(200);
    const body = improveOutput.parse(response.body);
    expect(body.message).toBe(M.improveDone);
    expect(body.improved_text).not.toBe(ROUGH_TEXT);
    expect(body.changes.length).toBeGreaterThan(0);
    for (const change of body.changes) expect(ROUGH_TEXT.slice(change.start, change.end)).toBe(change.original);
    expect(await creditsOf(server, userId)).toBe(1);
  });

  it.each(TOOLS)("$path answers 422 for a text in another language, naming it and charging nothing", async ({ path, field }) => {
    const { client, userId } = await signedInAccount(server, { credits: 2 });
    const response = await client.post(path, { [field]: FRENCH });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ status: "error", message: M.rewriteOtherLanguage("French") });
    expect(await creditsOf(server, userId)).toBe(2);
  });

  it.each(TOOLS)("$path keeps the sentences in another language as written and says so", async ({ path, field }) => {
    const { client } = await signedInAccount(server, { credits: 1 });
    const response = await client.post(path, { [field]: ENGLISH_WITH_SPANISH });
    expect(response.status).toBe(200);
    expect(response.body.note).toBe(M.rewritePartOtherLanguage("Spanish"));
    expect(response.body.humanized_text ?? response.body.improved_text).toContain("Luego volvimos a casa muy cansados pero felices.");
  });

  it.each(TOOLS)(
    `$path rejects more than ${WORD_LIMITS.rewrite} words with the screen's message, charging nothing`,
    async ({ path, field }) => {
      const { client, userId } = await signedInAccount(server, { credits: 2 });
      const response = await client.post(path, { [field]: wordsOf(WORD_LIMITS.rewrite + 1) });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ status: "error", message: CLIENT_MESSAGES.rewriteOverLimit });
      expect(await creditsOf(server, userId)).toBe(2);
    },
  );

  it.each(TOOLS)(`$path accepts exactly ${WORD_LIMITS.rewrite} words`, async ({ path, field }) => {
    const { client } = await signedInAccount(server, { credits: 1 });
    expect((await client.post(path, { [field]: wordsOf(WORD_LIMITS.rewrite) })).status).toBe(200);
  });

  it.each(TOOLS)("$path answers 402 without credits", async ({ path, field }) => {
    const { client } = await signedInAccount(server, { credits: 0 });
    const response = await client.post(path, { [field]: AI_TEXT });
    expect(response.status).toBe(402);
    expect(response.body).toEqual({ status: "error", message: M.insufficientCredits });
  });

  it.each(TOOLS)("$path needs a signed-in user", async ({ path, field }) => {
    const response = await new HttpClient(server.baseUrl).post(path, { [field]: AI_TEXT });
    expect(response.status).toBe(401);
  });

  it.each(TOOLS)("$path rejects a blank text", async ({ path, field }) => {
    const { client } = await signedInAccount(server, { credits: 1 });
    const response = await client.post(path, { [field]: "  \n " });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ status: "error", message: M.emptyText });
  });
});

describe("humanizer and improver over the LLM engine (OpenAI API mocked)", () => {
  const { openAi, server: llmServer } = useServerWithMockedLlm({ REWRITE_ENGINE: "llm" });

  async function refundsOf(userId: number): Promise<number> {
    return (
      await llmServer()
        .deps.db.select()
        .from(creditLedger)
        .where(and(eq(creditLedger.userId, userId), eq(creditLedger.delta, 1)))
    ).length;
  }

  it("humanizes with the model's rewrite for one credit", async () => {
    const rewrite = AI_TEXT.replace("Furthermore, it is important to note that effective", "Effective").replace("Moreover, teams", "Teams");
    openAi.use(openAiReplies(rewrite));
    const { client, userId } = await signedInAccount(llmServer(), { credits: 2 });
    const response = await client.post("/api/humanizer", { humanize_text: AI_TEXT });
    expect(response.status).toBe(200);
    const body = humanizeOutput.parse(response.body);
    expect(body.humanized_text).toBe(rewrite);
    // The embedded detector (the default) checks the model's rewrite too.
    expect(body.detector_check?.ai_probability_after).toBe((await llmServer().deps.engines.detector.detect(rewrite)).ai_probability);
    expect(await creditsOf(llmServer(), userId)).toBe(1);
  });

  it("improves with the model's changes, located in the submitted text", async () => {
    openAi.use(openAiReplies(JSON.stringify({ changes: [{ original: "libary", replacement: "library", reason: "Spelling" }] })));
    const { client } = await signedInAccount(llmServer(), { credits: 1 });
    const response = await client.post("/api/improver-ai", { improver_text: ROUGH_TEXT });
    expect(response.status).toBe(200);
    const body = improveOutput.parse(response.body);
    expect(body.improved_text).toBe(ROUGH_TEXT.replace("libary", "library"));
    expect(body.changes).toEqual([
      {
        start: ROUGH_TEXT.indexOf("libary"),
        end: ROUGH_TEXT.indexOf("libary") + 6,
        original: "libary",
        replacement: "library",
        reason: "Spelling",
      },
    ]);
  });

  /** Failures of the provider itself: both tools surface them, with the credit back. */
  const providerFailures = [
    { name: "a provider error (500)", handler: () => openAiServerError(), status: 502, message: M.engineFailed },
    { name: "a timeout", handler: () => openAiTimesOut(LLM_TIMEOUT_MS * 5), status: 504, message: M.engineTimeout },
    // 503, not 429: the screens read 429 as the user's own limit (the demo sends visitors to /register).
    { name: "the provider's rate limit (429)", handler: () => openAiRateLimited(), status: 503, message: M.engineBusy },
  ];
  /** The improver cannot use such an answer; the humanizer falls back to its embedded engine instead (its own design). */
  const unusableAnswer = {
    name: "an answer that is not the JSON asked for",
    handler: () => openAiMalformedContent(),
    status: 502,
    message: M.engineFailed,
  };

  async function expectFailureRefunded(path: string, body: Record<string, string>, status: number, message: string): Promise<void> {
    const { client, userId } = await signedInAccount(llmServer(), { credits: 1 });
    const response = await client.post(path, body);
    expect(response.status).toBe(status);
    expect(response.body).toEqual({ status: "error", message });
    if (status === 503) expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await creditsOf(llmServer(), userId)).toBe(1);
    expect(await refundsOf(userId)).toBe(1);
  }

  it.each([...providerFailures, unusableAnswer])(
    "improve: $name answers $status with a clear message and gives the credit back",
    async ({ handler, status, message }) => {
      openAi.use(handler());
      await expectFailureRefunded("/api/improver-ai", { improver_text: ROUGH_TEXT }, status, message);
    },
  );

  it.each(providerFailures)(
    "humanize: $name answers $status with a clear message and gives the credit back",
    async ({ handler, status, message }) => {
      openAi.use(handler());
      await expectFailureRefunded("/api/humanizer", { humanize_text: AI_TEXT }, status, message);
    },
  );
});
