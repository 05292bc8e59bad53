import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stripeEvents } from "../../src/server/db/schema";
import { SERVER_MESSAGES as M } from "../../src/shared/messages";
import { signedInAccount } from "../support/accounts";
import { customerOf, paymentsOf, userRow, useServerWithMockedStripe } from "../support/billing-accounts";
import { HttpClient } from "../support/http-client";
import { runRawSql } from "../support/raw-sql";
import { nextId, packCompleted, stripeSignature } from "../support/stripe-events";
import { startTestServer, type TestServer } from "../support/test-server";

/**
 * The billing calls' REST contract: status codes, the spec's bodies, the
 * webhook's signature over the raw body. What the calls do to Stripe and to
 * an account is tested without HTTP in tests/procedures/billing-*.test.ts.
 */

const { server, stripeApi } = useServerWithMockedStripe();

async function deliver(event: object, options: { secret?: string; signature?: string | null; body?: string } = {}): Promise<Response> {
  const payload = JSON.stringify(event);
  const signature = options.signature === undefined ? stripeSignature(payload, options.secret) : options.signature;
  return fetch(`${server().baseUrl}/stripe/webhook`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(signature === null ? {} : { "stripe-signature": signature }) },
    body: options.body ?? payload,
  });
}

const checkoutPage = { status: "success", url: expect.stringMatching(/^https:\/\/checkout\.stripe\.com\//) };

describe("checkout calls", () => {
  it("answers a plan checkout with 200 and the Checkout page's URL", async () => {
    const account = await signedInAccount(server());
    const res = await account.client.post("/stripe/create-checkout-session", { plan: "Professional", billing: "monthly" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(checkoutPage);
  });

  it("answers a credit pack with 200 and the Checkout page's URL, the count sent as a number or as a string", async () => {
    const account = await signedInAccount(server());
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
    const account = await signedInAccount(server());
    const res = await account.client.post("/stripe/create-checkout-session", body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: "error", message });
    expect(stripeApi.checkoutSessions).toHaveLength(0);
  });

  it.each([[7], [0], [-5], [100], ["ten"], [null]])("refuses a pack of %j credits with 400", async (credits) => {
    const account = await signedInAccount(server());
    const res = await account.client.post("/stripe/buy-credits", { credits });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: "error", message: "Credit packs come in 5, 10 or 15 credits." });
    expect(stripeApi.checkoutSessions).toHaveLength(0);
  });

  it("asks for a sign-in before talking to Stripe", async () => {
    const anonymous = new HttpClient(server().baseUrl);
    expect((await anonymous.post("/stripe/buy-credits", { credits: 5 })).status).toBe(401);
    expect((await anonymous.get("/stripe/manage")).status).toBe(401);
    expect(stripeApi.customers).toHaveLength(0);
  });

  it("answers 502 with a plain message when Stripe cannot be reached", async () => {
    const account = await signedInAccount(server());
    stripeApi.failing = true;
    const res = await account.client.post("/stripe/buy-credits", { credits: 5 });
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ status: "error", message: M.paymentProviderFailed });
  });
});

describe("billing portal", () => {
  it("answers 404 with the spec's message to a user without a Stripe customer", async () => {
    const account = await signedInAccount(server());
    const res = await account.client.get("/stripe/manage");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: "error", message: M.noSubscriptionToManage });
  });

  it("answers 200 and the portal's URL to a user with a Stripe customer", async () => {
    const account = await signedInAccount(server());
    await customerOf(server(), account);
    const res = await account.client.get("/stripe/manage");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "success", url: expect.stringMatching(/^https:\/\/billing\.stripe\.com\//) });
  });
});

describe("double checkout", () => {
  it("answers 409 with the spec's message to a plan checkout while Stripe already bills a subscription", async () => {
    const account = await signedInAccount(server());
    const customer = await customerOf(server(), account);
    stripeApi.subscriptions.push({ id: nextId("sub"), customer, status: "active" });

    const res = await account.client.post("/stripe/create-checkout-session", { plan: "business", billing: "yearly" });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ status: "error", message: M.alreadySubscribed });
  });

  it("answers 502 when Stripe cannot say whether the customer already subscribes", async () => {
    const account = await signedInAccount(server());
    await customerOf(server(), account);
    stripeApi.failing = true;
    const res = await account.client.post("/stripe/create-checkout-session", { plan: "professional", billing: "monthly" });
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ status: "error", message: M.paymentProviderFailed });
  });
});

describe("webhook", () => {
  it("answers each delivery of an event signed over its raw body with 200, a repeated one too", async () => {
    const account = await signedInAccount(server(), { credits: 0 });
    const event = packCompleted(account, 10);
    for (let delivery = 0; delivery < 3; delivery++) {
      const res = await deliver(event);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ received: true });
    }
    expect((await userRow(server(), account)).credits).toBe(10);
  });

  it("refuses a bad, a missing or a forged signature with 400 and changes nothing", async () => {
    const account = await signedInAccount(server(), { credits: 0 });
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
    expect((await userRow(server(), account)).credits).toBe(0);
    expect(await paymentsOf(server(), account)).toHaveLength(0);
    expect((await server().deps.db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id)))[0]).toBeUndefined();
  });

  it("answers 500 with a plain message to an event it could not apply, so Stripe retries, and 200 to the retry", async () => {
    const account = await signedInAccount(server(), { credits: 2 });
    const event = packCompleted(account, 10);
    // The grant's ledger write fails after the payment row and the balance were written in the same transaction.
    await runRawSql(server().deps.db, "ALTER TABLE credit_ledger RENAME TO credit_ledger_away");
    let failed: Response;
    try {
      failed = await deliver(event);
    } finally {
      await runRawSql(server().deps.db, "ALTER TABLE credit_ledger_away RENAME TO credit_ledger");
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
