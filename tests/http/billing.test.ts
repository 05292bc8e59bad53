import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { payments, stripeEvents, users } from "../../src/server/db/schema";
import { SERVER_MESSAGES as M } from "../../src/shared/messages";
import { createStripeApiMock } from "../mocks/stripe";
import { signedInAccount, type TestAccount } from "../support/accounts";
import { HttpClient } from "../support/http-client";
import { runRawSql } from "../support/raw-sql";
import { startTestServer, type TestServer } from "../support/test-server";

/**
 * The billing calls' REST contract: status codes, the spec's bodies, the
 * webhook's signature over the raw body. What the calls do to Stripe and to
 * an account is tested without HTTP in tests/procedures/billing-*.test.ts.
 */

const WEBHOOK_SECRET = "whsec_test_inkprint";
const STRIPE_ENV = { STRIPE_SECRET_KEY: "sk_test_inkprint", STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET };
const signer = new Stripe("sk_test_signer");

const stripeApi = createStripeApiMock();
let server: TestServer;
let sequence = 0;

beforeAll(async () => {
  stripeApi.listen();
  server = await startTestServer(STRIPE_ENV);
});
afterEach(() => stripeApi.reset());
afterAll(async () => {
  await server?.close();
  stripeApi.close();
});

const nextId = (prefix: string) => `${prefix}_test_${Date.now()}_${++sequence}`;

async function userRow(account: TestAccount) {
  return (await server.deps.db.select().from(users).where(eq(users.id, account.userId)))[0]!;
}

function stripeEvent(type: string, object: Record<string, unknown>, created = Math.floor(Date.now() / 1000)) {
  return { id: nextId("evt"), object: "event", type, created, livemode: false, api_version: "2026-10-28.endive", data: { object } };
}

async function deliver(event: object, options: { secret?: string; signature?: string | null; body?: string } = {}): Promise<Response> {
  const payload = JSON.stringify(event);
  const signature =
    options.signature === undefined
      ? signer.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? WEBHOOK_SECRET })
      : options.signature;
  return fetch(`${server.baseUrl}/stripe/webhook`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(signature === null ? {} : { "stripe-signature": signature }) },
    body: options.body ?? payload,
  });
}

/** Buys something through the real call so the user gets a Stripe customer; returns it. */
async function customerOf(account: TestAccount): Promise<string> {
  const bought = await account.client.post("/stripe/buy-credits", { credits: 5 });
  expect(bought.status).toBe(200);
  return (await userRow(account)).stripeCustomerId!;
}

/** A paid credit pack's checkout, as the webhook receives it. */
function packCompleted(account: TestAccount, credits: number) {
  return stripeEvent("checkout.session.completed", {
    id: nextId("cs"),
    object: "checkout.session",
    mode: "payment",
    payment_status: "paid",
    client_reference_id: account.uuid,
    customer: null,
    subscription: null,
    amount_total: credits * 40,
    currency: "usd",
    metadata: { kind: "credits", credits: String(credits) },
  });
}

async function paymentsOf(account: TestAccount) {
  return await server.deps.db.select().from(payments).where(eq(payments.userId, account.userId));
}

const checkoutPage = { status: "success", url: expect.stringMatching(/^https:\/\/checkout\.stripe\.com\//) };

describe("checkout calls", () => {
  it("answers a plan checkout with 200 and the Checkout page's URL", async () => {
    const account = await signedInAccount(server);
    const res = await account.client.post("/stripe/create-checkout-session", { plan: "Professional", billing: "monthly" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(checkoutPage);
  });

  it("answers a credit pack with 200 and the Checkout page's URL, the count sent as a number or as a string", async () => {
    const account = await signedInAccount(server);
    for (const credits of [10, "15"]) {
      const res = await account.client.post("/stripe/buy-credits", { credits });
      expect(res.status).toBe(200);
      expect(res.body).toEqual(checkoutPage);
    }
  });

  it.each([
    [{ plan: "enterprise", billing: "monthly" }, "This plan cannot be bought online. Choose Professional or Business."],
    [{ plan: "basic", billing: "monthly" }, "This plan cannot be bought online. Choose Professional or Business."],
    [{ plan: "gold", billing: "yearly" }, "This plan cannot be bought online. Choose Professional or Business."],
    [{ plan: "professional", billing: "weekly" }, "Billing must be monthly or yearly."],
    [{ plan: "professional" }, "Billing must be monthly or yearly."],
    [{ billing: "monthly" }, "Please choose a plan."],
  ])("refuses the plan request %j with 400", async (body, message) => {
    const account = await signedInAccount(server);
    const res = await account.client.post("/stripe/create-checkout-session", body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: "error", message });
    expect(stripeApi.checkoutSessions).toHaveLength(0);
  });

  it.each([[7], [0], [-5], [100], ["ten"], [null]])("refuses a pack of %j credits with 400", async (credits) => {
    const account = await signedInAccount(server);
    const res = await account.client.post("/stripe/buy-credits", { credits });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: "error", message: "Credit packs come in 5, 10 or 15 credits." });
    expect(stripeApi.checkoutSessions).toHaveLength(0);
  });

  it("asks for a sign-in before talking to Stripe", async () => {
    const anonymous = new HttpClient(server.baseUrl);
    expect((await anonymous.post("/stripe/buy-credits", { credits: 5 })).status).toBe(401);
    expect((await anonymous.get("/stripe/manage")).status).toBe(401);
    expect(stripeApi.customers).toHaveLength(0);
  });

  it("answers 502 with a plain message when Stripe cannot be reached", async () => {
    const account = await signedInAccount(server);
    stripeApi.failing = true;
    const res = await account.client.post("/stripe/buy-credits", { credits: 5 });
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ status: "error", message: M.paymentProviderFailed });
  });
});

describe("billing portal", () => {
  it("answers 404 with the spec's message to a user without a Stripe customer", async () => {
    const account = await signedInAccount(server);
    const res = await account.client.get("/stripe/manage");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: "error", message: M.noSubscriptionToManage });
  });

  it("answers 200 and the portal's URL to a user with a Stripe customer", async () => {
    const account = await signedInAccount(server);
    await customerOf(account);
    const res = await account.client.get("/stripe/manage");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "success", url: expect.stringMatching(/^https:\/\/billing\.stripe\.com\//) });
  });
});

describe("double checkout", () => {
  it("answers 409 with the spec's message to a plan checkout while Stripe already bills a subscription", async () => {
    const account = await signedInAccount(server);
    const customer = await customerOf(account);
    stripeApi.subscriptions.push({ id: nextId("sub"), customer, status: "active" });

    const res = await account.client.post("/stripe/create-checkout-session", { plan: "business", billing: "yearly" });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ status: "error", message: M.alreadySubscribed });
  });

  it("answers 502 when Stripe cannot say whether the customer already subscribes", async () => {
    const account = await signedInAccount(server);
    await customerOf(account);
    stripeApi.failing = true;
    const res = await account.client.post("/stripe/create-checkout-session", { plan: "professional", billing: "monthly" });
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ status: "error", message: M.paymentProviderFailed });
  });
});

describe("webhook", () => {
  it("answers each delivery of an event signed over its raw body with 200, a repeated one too", async () => {
    const account = await signedInAccount(server, { credits: 0 });
    const event = packCompleted(account, 10);
    for (let delivery = 0; delivery < 3; delivery++) {
      const res = await deliver(event);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ received: true });
    }
    expect((await userRow(account)).credits).toBe(10);
  });

  it("refuses a bad, a missing or a forged signature with 400 and changes nothing", async () => {
    const account = await signedInAccount(server, { credits: 0 });
    const event = packCompleted(account, 15);
    const forged = JSON.stringify(event).replace('"amount_total":600', '"amount_total":6');

    const answers = [
      await deliver(event, { secret: "whsec_someone_else" }),
      await deliver(event, { signature: null }),
      await deliver(event, { signature: "t=1,v1=deadbeef" }),
      await deliver(event, { body: forged }),
    ];
    for (const res of answers) {
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ status: "error", message: M.webhookSignatureInvalid });
    }
    expect((await userRow(account)).credits).toBe(0);
    expect(await paymentsOf(account)).toHaveLength(0);
    expect((await server.deps.db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id)))[0]).toBeUndefined();
  });

  it("answers 500 with a plain message to an event it could not apply, so Stripe retries, and 200 to the retry", async () => {
    const account = await signedInAccount(server, { credits: 2 });
    const event = packCompleted(account, 10);
    // The grant's ledger write fails after the payment row and the balance were written in the same transaction.
    await runRawSql(server.deps.db, "ALTER TABLE credit_ledger RENAME TO credit_ledger_away");
    let failed: Response;
    try {
      failed = await deliver(event);
    } finally {
      await runRawSql(server.deps.db, "ALTER TABLE credit_ledger_away RENAME TO credit_ledger");
    }
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ status: "error", message: M.internalError });
    expect((await deliver(event)).status).toBe(200);
  });
});

describe("without Stripe", () => {
  let plain: TestServer;
  beforeAll(async () => {
    plain = await startTestServer();
  });
  afterAll(async () => plain?.close());

  it.each([
    ["POST", "/stripe/create-checkout-session", { plan: "professional", billing: "monthly" }],
    ["POST", "/stripe/buy-credits", { credits: 5 }],
    ["POST", "/stripe/buy-credits", { credits: 7 }],
    ["GET", "/stripe/manage", undefined],
  ])("%s %s answers 503", async (method, path, body) => {
    const account = await signedInAccount(plain);
    const res = await account.client.request(method, path, body);
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ status: "error", message: M.paymentsDisabled });
  });

  it("answers the webhook with 503 and records nothing", async () => {
    const res = await fetch(`${plain.baseUrl}/stripe/webhook`, { method: "POST", headers: { "stripe-signature": "t=1,v1=x" }, body: "{}" });
    expect(res.status).toBe(503);
    expect(await plain.deps.db.select().from(stripeEvents)).toHaveLength(0);
  });
});
