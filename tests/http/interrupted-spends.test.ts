import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pendingSpends } from "../../src/server/db/schema";
import { SIGNUP_CREDITS } from "../../src/shared/limits";
import { startFakeLlm, type FakeLlm } from "../cli/fake-llm";
import { signedInAccount } from "../support/accounts";
import { HttpClient } from "../support/http-client";
import { tokenFromMail, waitForMailTo } from "../support/mailbox";
import { createTestDatabase, onPostgres, withAdminClient, type TestDatabase } from "../support/postgres";
import { startServerProcess } from "../support/server-process";
import { startTestServer, type TestServer } from "../support/test-server";

const TEXT =
  "The committee met on Tuesday to review the budget. Several members raised concerns about the cost of the new library wing, " +
  "and the chair asked for a revised estimate before the next meeting. Nobody expected the discussion to last three hours.";
const PASSWORD = "correct horse battery";

describe("a paid call that answers", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  it("leaves no pending spend, on the dashboard and on /apiv1", async () => {
    const account = await signedInAccount(server, { plan: "business", credits: 10 });
    expect((await account.client.post("/api/detect-ai", { detect_text: TEXT })).status).toBe(200);
    expect((await account.client.post("/api/improver-ai", { improver_text: TEXT })).status).toBe(200);
    const { ApiKey } = (await account.client.post<{ ApiKey: string }>("/api/createApiKey", { keyName: "ci" })).body;
    expect((await new HttpClient(server.baseUrl, null).post("/apiv1/inkprint/detect", { apiKey: ApiKey, text: TEXT })).status).toBe(200);
    expect(await server.deps.db.select().from(pendingSpends)).toEqual([]);
  });
});

/**
 * The real server, in its own process, killed with SIGKILL while the engine
 * (an OpenAI-compatible endpoint that never answers) holds a paid call.
 */
describe("a server killed during a paid call", () => {
  let llm: FakeLlm;
  let dataDir: string;
  /** In the http-pg project, the database the three starts share; otherwise they share the SQLite file in dataDir. */
  let database: TestDatabase | null = null;
  beforeAll(async () => {
    llm = await startFakeLlm(() => "hang");
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "inkprint-crash-"));
    if (onPostgres) database = await createTestDatabase();
  });
  afterAll(async () => {
    await llm.close();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const databaseEnv = (): Record<string, string> => (database ? { DATABASE_URL: database.url } : {});

  const startServer = () =>
    startServerProcess({
      DATA_DIR: dataDir,
      DETECT_ENGINE: "llm",
      REWRITE_ENGINE: "embedded",
      OPENAI_API_KEY: "sk-test",
      OPENAI_BASE_URL: llm.baseUrl,
      LLM_TIMEOUT_MS: "600000",
      ...databaseEnv(),
    });

  /** Read (or written) straight in the server's database, as the next start will find it. */
  async function stored<T>(query: string): Promise<T[]> {
    if (database) return withAdminClient(database.url, async (client) => (await client.query(query)).rows as T[]);
    const db = new Database(path.join(dataDir, "inkprint.sqlite"));
    try {
      const statement = db.prepare(query);
      if (statement.reader) return statement.all() as T[];
      statement.run();
      return [];
    } finally {
      db.close();
    }
  }
  const creditsNow = async () => (await stored<{ credits: number }>("select credits from users"))[0]!.credits;

  it("refunds the credit at the next start, once, and a later start refunds nothing more", async () => {
    const first = await startServer();
    const client = new HttpClient(first.baseUrl);
    const email = `crash-${Date.now()}@example.com`;
    expect((await client.post("/auth/register", { name: "Crash Test", email, password: PASSWORD, password_check: PASSWORD })).status).toBe(
      200,
    );
    expect((await client.get(`/auth/verify-account?token=${tokenFromMail(await waitForMailTo(dataDir, email))}`)).status).toBe(200);
    expect((await client.post("/auth/login", { email, password: PASSWORD })).status).toBe(200);

    const inFlight = client.post("/api/detect-ai", { detect_text: TEXT }).catch(() => "connection lost");
    while (llm.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await creditsNow()).toBe(SIGNUP_CREDITS - 1);
    expect(await stored("select * from pending_spends")).toHaveLength(1);

    await first.kill();
    expect(await inFlight).toBe("connection lost");
    // The crash was more than a minute before the next start.
    await stored(`update pending_spends set started_at = started_at - ${database ? "interval '2 minutes'" : "120000"}`);

    const second = await startServer();
    expect(await creditsNow()).toBe(SIGNUP_CREDITS);
    expect(await stored("select * from pending_spends")).toEqual([]);
    await second.kill();

    // A third start, in this process over the same database (quicker than a third process), refunds nothing more.
    const third = await startTestServer({ DATA_DIR: dataDir, ...databaseEnv() });
    await third.close();
    expect(await creditsNow()).toBe(SIGNUP_CREDITS);
    const ledger = await stored<{ delta: number; reason: string }>("select delta, reason from credit_ledger order by id");
    expect(ledger).toEqual([
      { delta: SIGNUP_CREDITS, reason: "signup: Basic plan" },
      { delta: -1, reason: "detect" },
      { delta: 1, reason: "refund: detect (interrupted)" },
    ]);
  }, 90_000);
});
