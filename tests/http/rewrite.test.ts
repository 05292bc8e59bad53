import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../src/server/db/schema";
import { WORD_LIMITS } from "../../src/shared/limits";
import { CLIENT_MESSAGES, SERVER_MESSAGES as M } from "../../src/shared/messages";
import { humanizeOutput, improveOutput } from "../../src/shared/schemas/rewrite";
import { signedInAccount } from "../support/accounts";
import { HttpClient } from "../support/http-client";
import { startTestServer, type TestServer } from "../support/test-server";

const AI_TEXT =
  "Furthermore, it is important to note that effective communication plays a crucial role in today's fast-paced world. " +
  "Moreover, teams that leverage clear communication are able to navigate challenges and foster collaboration. " +
  "In conclusion, communication is a key factor that can significantly enhance overall productivity.";

const ROUGH_TEXT = "Their going to the libary tomorow, and they has forgot there books at home allready.";

/** Plain words, so a limit test measures the limit rather than the engine's work on nonsense tokens. */
const PLAIN_WORDS = "the small dog ran across the quiet park and then slept under a tree".split(" ");
const wordsOf = (count: number) => Array.from({ length: count }, (_, i) => PLAIN_WORDS[i % PLAIN_WORDS.length]).join(" ");

function creditsOf(server: TestServer, userId: number): number {
  return server.deps.db.select({ credits: users.credits }).from(users).where(eq(users.id, userId)).get()!.credits;
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
  afterAll(() => server.close());

  it("humanizes a text for one credit", async () => {
    const { client, userId } = await signedInAccount(server, { credits: 2 });
    const response = await client.post("/api/humanizer", { humanize_text: AI_TEXT });
    expect(response.status).toBe(200);
    const body = humanizeOutput.parse(response.body);
    expect(body.message).toBe(M.humanizeDone);
    expect(body.humanized_text.trim()).not.toBe("");
    expect(creditsOf(server, userId)).toBe(1);
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
    expect(creditsOf(server, userId)).toBe(1);
  });

  it.each(TOOLS)(`$path rejects more than ${WORD_LIMITS.rewrite} words with the screen's message, charging nothing`, async ({ path, field }) => {
    const { client, userId } = await signedInAccount(server, { credits: 2 });
    const response = await client.post(path, { [field]: wordsOf(WORD_LIMITS.rewrite + 1) });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ status: "error", message: CLIENT_MESSAGES.rewriteOverLimit });
    expect(creditsOf(server, userId)).toBe(2);
  });

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
