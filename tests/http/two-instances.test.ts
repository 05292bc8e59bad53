import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, openDatabase, type Db } from "../../src/server/db/client";
import { creditLedger, users } from "../../src/server/db/schema";
import { API_RATE_LIMIT_PER_MINUTE, DEMO_RATE_LIMIT } from "../../src/shared/limits";
import { SERVER_MESSAGES as M } from "../../src/shared/messages";
import { grantCredits } from "../../src/server/billing/credits";
import { consumeLimit } from "../../src/server/services/rate-limit";
import { signedInAccount } from "../support/accounts";
import { expectError } from "../support/expect-error";
import { HttpClient } from "../support/http-client";
import { createTestDatabase, onPostgres, type TestDatabase } from "../support/postgres";
import { startServerProcess, type ServerProcess } from "../support/server-process";
import { startTestServer, type TestServer } from "../support/test-server";

const WEBHOOK_SECRET = "whsec_test_two_instances";
const STRIPE_ENV = { STRIPE_SECRET_KEY: "sk_test_two_instances", STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET };
const TEXT =
  "The committee met on Tuesday to review the budget. Several members raised concerns about the cost of the new library wing, " +
  "and the chair asked for a revised estimate before the next meeting. Nobody expected the discussion to last three hours.";

/**
 * Two server processes on one PostgreSQL database, A in this process and B in
 * its own: what several instances behind a load balancer must agree on is
 * agreed in the database (docs/decisions/120).
 */
describe.runIf(onPostgres)("two instances on one PostgreSQL", () => {
  let database: TestDatabase;
  let a: TestServer;
  let b: ServerProcess;
  let bDataDir: string;
  /** A second pool on the database, as another instance holds, for bursts sent straight to the services. */
  let otherPool: Db;
  beforeAll(async () => {
    database = await createTestDatabase();
    a = await startTestServer({ DATABASE_URL: database.url, ...STRIPE_ENV });
    bDataDir = fs.mkdtempSync(path.join(os.tmpdir(), "inkprint-instance-b-"));
    b = await startServerProcess({
      DATA_DIR: bDataDir,
      DATABASE_URL: database.url,
      ENGINE_WORKERS: "0",
      REWRITE_ENGINE: "embedded",
      ...STRIPE_ENV,
    });
    otherPool = await openDatabase({ file: "", url: database.url, poolSize: 10 });
  });
  afterAll(async () => {
    await closeDatabase(otherPool);
    await b.kill();
    await a.close();
    await database.drop();
    fs.rmSync(bDataDir, { recursive: true, force: true });
  });

  const creditsOf = async (userId: number) =>
    (await a.deps.db.select({ credits: users.credits }).from(users).where(eq(users.id, userId)))[0]!.credits;

  it("accepts on B a session signed in on A, and signing out on B ends it on A", async () => {
    const account = await signedInAccount(a);
    const onB = new HttpClient(b.baseUrl);
    onB.cookie = account.client.cookie;
    expect((await onB.get("/api/userinfo")).body).toMatchObject({ status: "success", email: account.email });
    expect((await onB.get("/auth/logout")).status).toBe(200);
    expect((await account.client.get("/api/userinfo")).status).toBe(401);
  });

  it("lets exactly 5 of 50 simultaneous paid calls split across A and B through for 5 credits, and leaves 0", async () => {
    const account = await signedInAccount(a, { plan: "business", credits: 5 });
    const { ApiKey } = (await account.client.post<{ ApiKey: string }>("/api/createApiKey", { keyName: "two instances" })).body;
    const calls = Array.from({ length: 50 }, (_, i) =>
      new HttpClient(i % 2 ? b.baseUrl : a.baseUrl, null).post("/apiv1/inkprint/detect", { apiKey: ApiKey, text: TEXT }),
    );
    const statuses = (await Promise.all(calls)).map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 402)).toHaveLength(45);
    expect(await creditsOf(account.userId)).toBe(0);
  });

  it("refuses the demo's third call in an hour whichever instance answers it", async () => {
    const runs = [a, b, a].map((server) => () => new HttpClient(server.baseUrl).post("/api/freedemo", { detect_text: TEXT }));
    for (const run of runs.slice(0, DEMO_RATE_LIMIT.max)) expect((await run()).status).toBe(200);
    const third = await runs[DEMO_RATE_LIMIT.max]!();
    expectError(third, 429, M.demoRateLimited);
  });

  it("grants a webhook delivered to A and B at the same moment once", async () => {
    const account = await signedInAccount(a, { credits: 0 });
    const [user] = await a.deps.db.select({ uuid: users.uuid }).from(users).where(eq(users.id, account.userId));
    const event = {
      id: `evt_two_${Date.now()}`,
      object: "event",
      type: "checkout.session.completed",
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: {
        object: {
          id: `cs_two_${Date.now()}`,
          object: "checkout.session",
          mode: "payment",
          payment_status: "paid",
          client_reference_id: user!.uuid,
          customer: null,
          subscription: null,
          amount_total: 400,
          currency: "usd",
          metadata: { kind: "credits", credits: "10" },
        },
      },
    };
    const payload = JSON.stringify(event);
    const deliver = (server: { baseUrl: string }) =>
      fetch(`${server.baseUrl}/stripe/webhook`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "stripe-signature": new Stripe("sk_test_signer").webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
        },
        body: payload,
      });
    const answers = await Promise.all([deliver(a), deliver(b), deliver(a), deliver(b)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(await creditsOf(account.userId)).toBe(10);
    const grants = await a.deps.db.select().from(creditLedger).where(eq(creditLedger.userId, account.userId));
    expect(grants.filter((row) => row.delta === 10)).toHaveLength(1);
  });

  it("holds a key's per-minute limit across both instances", async () => {
    const account = await signedInAccount(a, { plan: "business", credits: 100 });
    const { ApiKey } = (await account.client.post<{ ApiKey: string }>("/api/createApiKey", { keyName: "limit" })).body;
    const limit = API_RATE_LIMIT_PER_MINUTE.business;
    const calls = Array.from({ length: limit + 6 }, (_, i) =>
      new HttpClient(i % 2 ? b.baseUrl : a.baseUrl, null).post("/apiv1/inkprint/detect", { apiKey: ApiKey, text: TEXT }),
    );
    const statuses = (await Promise.all(calls)).map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(6);
    expect(await creditsOf(account.userId)).toBe(100 - limit);
  });

  it("counts a window exactly under a burst from two pools at once", async () => {
    const limit = { max: 50, windowMs: 60_000 };
    const burst = Array.from({ length: 200 }, (_, i) => consumeLimit(i % 2 ? otherPool : a.deps.db, "burst", limit));
    const allowed = (await Promise.all(burst)).filter((state) => state.allowed);
    expect(allowed).toHaveLength(limit.max);
  });

  it("loses no grant when two pools change one balance at once", async () => {
    const account = await signedInAccount(a, { credits: 0 });
    const grants = Array.from({ length: 60 }, (_, i) => grantCredits(i % 2 ? otherPool : a.deps.db, account.userId, 1, "admin: burst"));
    await Promise.all(grants);
    expect(await creditsOf(account.userId)).toBe(60);
    const ledger = await a.deps.db.select().from(creditLedger).where(eq(creditLedger.userId, account.userId));
    expect(
      ledger
        .filter((row) => row.reason === "admin: burst")
        .map((row) => row.balanceAfter)
        .sort((x, y) => x - y),
    ).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
  });
});
