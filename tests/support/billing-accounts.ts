import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, vi } from "vitest";
import { creditLedger, payments, users } from "../../src/server/db/schema";
import { createStripeApiMock } from "../mocks/stripe";
import { signedInAccount, type TestAccount } from "./accounts";
import { callerFor } from "./caller";
import { type CapturedLog, captureLog } from "./log-capture";
import { nextId, STRIPE_ENV } from "./stripe-events";
import { startTestServer, type TestServer } from "./test-server";

/** For the billing tests: their server, with payments on, and what the database holds of an account's billing. */

/**
 * For a test file or a describe block: a test server with payments on (STRIPE_ENV and `env`) whose log is
 * kept, and Stripe's API answered by the msw mock, which forgets its calls after each test (and the clock is
 * real again). Call `server()` and `log()` in tests, after the hooks have run.
 */
export function useServerWithMockedStripe(env: Record<string, string> = {}) {
  const stripeApi = createStripeApiMock();
  let server: TestServer;
  let log: CapturedLog;
  beforeAll(async () => {
    stripeApi.listen();
    log = captureLog();
    server = await startTestServer({ ...STRIPE_ENV, ...env }, { logger: log });
  });
  afterEach(() => {
    stripeApi.reset();
    vi.useRealTimers();
  });
  afterAll(async () => {
    await server?.close();
    stripeApi.close();
  });
  return { stripeApi, server: () => server, log: () => log };
}

export async function userRow(server: TestServer, account: TestAccount) {
  return (await server.deps.db.select().from(users).where(eq(users.id, account.userId)))[0]!;
}

export async function paymentsOf(server: TestServer, account: TestAccount) {
  return await server.deps.db.select().from(payments).where(eq(payments.userId, account.userId));
}

export async function ledgerOf(server: TestServer, account: TestAccount) {
  return await server.deps.db.select().from(creditLedger).where(eq(creditLedger.userId, account.userId));
}

/** Buys a pack through the procedure so the user gets a Stripe customer; returns it. */
export async function customerOf(server: TestServer, account: TestAccount): Promise<string> {
  await (await callerFor(server.deps, account.userId)).billing.buyCredits({ credits: 5 });
  return (await userRow(server, account)).stripeCustomerId!;
}

/** A signed-in user with no credits, a Stripe customer, and the id its next subscription will have. */
export async function newCustomer(server: TestServer): Promise<{ account: TestAccount; customer: string; subscription: string }> {
  const account = await signedInAccount(server, { credits: 0 });
  return { account, customer: await customerOf(server, account), subscription: nextId("sub") };
}
