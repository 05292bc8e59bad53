import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createPayments } from "../../src/server/billing/payments";
import { loadConfig } from "../../src/server/config";
import { creditLedger, payments, stripeEvents, users } from "../../src/server/db/schema";
import { SERVER_MESSAGES as M } from "../../src/shared/messages";
import { captureLog, type CapturedLog } from "../support/log-capture";
import { signedInAccount, type TestAccount } from "../support/accounts";
import { HttpClient } from "../support/http-client";
import { startTestServer, type TestServer } from "../support/test-server";
import { createStripeApiMock } from "../mocks/stripe";

const WEBHOOK_SECRET = "whsec_test_inkprint";
const STRIPE_ENV = { STRIPE_SECRET_KEY: "sk_test_inkprint", STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET };
const signer = new Stripe("sk_test_signer");

const stripeApi = createStripeApiMock();
let server: TestServer;
let log: CapturedLog;
let sequence = 0;

beforeAll(async () => {
  stripeApi.listen();
  log = captureLog();
  server = await startTestServer({ ...STRIPE_ENV, STRIPE_PRICE_BUSINESS_YEARLY: "price_business_yearly" }, { logger: log });
});
afterEach(() => stripeApi.reset());
afterAll(async () => {
  await server?.close();
  stripeApi.close();
});

const nextId = (prefix: string) => `${prefix}_test_${Date.now()}_${++sequence}`;

function userRow(account: TestAccount) {
  return server.deps.db.select().from(users).where(eq(users.id, account.userId)).get()!;
}

function uuidOf(account: TestAccount): string {
  return userRow(account).uuid;
}

function stripeEvent(type: string, object: Record<string, unknown>, created = Math.floor(Date.now() / 1000)) {
  return { id: nextId("evt"), object: "event", type, created, livemode: false, api_version: "2026-10-28.endive", data: { object } };
}

async function deliver(event: object, options: { secret?: string; signature?: string | null; body?: string } = {}): Promise<Response> {
  const payload = JSON.stringify(event);
  const signature =
    options.signature === undefined ? signer.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? WEBHOOK_SECRET }) : options.signature;
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
  return userRow(account).stripeCustomerId!;
}

function packCompleted(account: TestAccount, credits: number, customer: string | null = null, created?: number) {
  return stripeEvent(
    "checkout.session.completed",
    {
      id: nextId("cs"),
      object: "checkout.session",
      mode: "payment",
      payment_status: "paid",
      client_reference_id: uuidOf(account),
      customer,
      subscription: null,
      amount_total: credits * 40,
      currency: "usd",
      metadata: { kind: "credits", credits: String(credits) },
    },
    created,
  );
}

function planCompleted(account: TestAccount, customer: string, subscription: string, plan: string, billing: string) {
  return stripeEvent("checkout.session.completed", {
    id: nextId("cs"),
    object: "checkout.session",
    mode: "subscription",
    payment_status: "paid",
    client_reference_id: uuidOf(account),
    customer,
    subscription,
    amount_total: 999,
    currency: "usd",
    metadata: { kind: "plan", plan, billing },
  });
}

function invoicePaid(customer: string, subscription: string, options: { plan: string; billing: string; amount: number; reason: string; price?: string; created?: number }) {
  const id = nextId("in");
  return stripeEvent(
    "invoice.paid",
    {
      id,
      object: "invoice",
      customer,
      amount_paid: options.amount,
      currency: "usd",
      billing_reason: options.reason,
      status_transitions: { paid_at: options.created ?? null },
      parent: {
        type: "subscription_details",
        subscription_details: { subscription, metadata: { plan: options.plan, billing: options.billing } },
      },
      lines: { object: "list", data: [{ id: `il_${id}`, pricing: options.price ? { type: "price_details", price_details: { price: options.price } } : null }] },
    },
    options.created,
  );
}

function subscriptionEvent(type: string, customer: string, subscription: string, fields: { status: string; plan: string; billing: string; price?: string; cancelAtPeriodEnd?: boolean }) {
  return stripeEvent(type, {
    id: subscription,
    object: "subscription",
    customer,
    status: fields.status,
    cancel_at_period_end: fields.cancelAtPeriodEnd ?? false,
    metadata: { plan: fields.plan, billing: fields.billing },
    items: { object: "list", data: [{ id: `si_${subscription}`, price: { id: fields.price ?? `price_inline_${subscription}` } }] },
  });
}

function paymentsOf(account: TestAccount) {
  return server.deps.db.select().from(payments).where(eq(payments.userId, account.userId)).all();
}

function ledgerOf(account: TestAccount) {
  return server.deps.db.select().from(creditLedger).where(eq(creditLedger.userId, account.userId)).all();
}

describe("checkout calls", () => {
  it("creates a subscription Checkout Session carrying the user, the plan and the return URLs", async () => {
    const account = await signedInAccount(server);
    const res = await account.client.post("/stripe/create-checkout-session", { plan: "Professional", billing: "monthly" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "success", url: expect.stringMatching(/^https:\/\/checkout\.stripe\.com\//) });

    const [customer] = stripeApi.customers;
    expect(customer!.form).toMatchObject({ email: account.email, "metadata[user_uuid]": uuidOf(account) });
    expect(userRow(account).stripeCustomerId).toMatch(/^cus_test_/);

    const [session] = stripeApi.checkoutSessions;
    expect(session!.form).toMatchObject({
      mode: "subscription",
      customer: userRow(account).stripeCustomerId,
      client_reference_id: uuidOf(account),
      "metadata[kind]": "plan",
      "metadata[plan]": "professional",
      "metadata[billing]": "monthly",
      "subscription_data[metadata][plan]": "professional",
      "subscription_data[metadata][billing]": "monthly",
      "line_items[0][price_data][unit_amount]": "999",
      "line_items[0][price_data][currency]": "usd",
      "line_items[0][price_data][recurring][interval]": "month",
      success_url: `${server.baseUrl}/stripe-checkout?status=success`,
      cancel_url: `${server.baseUrl}/stripe-checkout?status=cancel`,
    });
  });

  it("uses a configured Stripe price id when the environment names one", async () => {
    const account = await signedInAccount(server);
    const res = await account.client.post("/stripe/create-checkout-session", { plan: "business", billing: "yearly" });
    expect(res.status).toBe(200);
    expect(stripeApi.checkoutSessions[0]!.form).toMatchObject({ "line_items[0][price]": "price_business_yearly", "metadata[plan]": "business" });
    expect(stripeApi.checkoutSessions[0]!.form).not.toHaveProperty("line_items[0][price_data][unit_amount]");
  });

  it("creates a payment Checkout Session for a credit pack at 0.40 dollars a credit, reusing the user's one customer", async () => {
    const account = await signedInAccount(server);
    expect((await account.client.post("/stripe/buy-credits", { credits: 10 })).status).toBe(200);
    expect((await account.client.post("/stripe/buy-credits", { credits: "15" })).status).toBe(200);

    expect(stripeApi.customers).toHaveLength(1);
    expect(stripeApi.customers[0]!.idempotencyKey).toContain(uuidOf(account));
    const [ten, fifteen] = stripeApi.checkoutSessions.map((call) => call.form);
    expect(ten).toMatchObject({
      mode: "payment",
      client_reference_id: uuidOf(account),
      "metadata[kind]": "credits",
      "metadata[credits]": "10",
      "line_items[0][price_data][unit_amount]": "400",
      "line_items[0][quantity]": "1",
      success_url: `${server.baseUrl}/stripe-checkout?status=success`,
      cancel_url: `${server.baseUrl}/stripe-checkout?status=cancel`,
    });
    expect(fifteen).toMatchObject({ "metadata[credits]": "15", "line_items[0][price_data][unit_amount]": "600", customer: ten!.customer });
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

  it("talks to api.stripe.com, or to the host STRIPE_API_BASE names (stripe-mock)", async () => {
    const account = await signedInAccount(server);
    await account.client.post("/stripe/buy-credits", { credits: 5 });
    expect(stripeApi.checkoutSessions[0]!.url).toBe("https://api.stripe.com/v1/checkout/sessions");

    const local = await startTestServer({ ...STRIPE_ENV, STRIPE_API_BASE: "http://stripe-mock.test:12111" });
    try {
      const localAccount = await signedInAccount(local);
      expect((await localAccount.client.post("/stripe/buy-credits", { credits: 5 })).status).toBe(200);
      expect(stripeApi.checkoutSessions[1]!.url).toBe("http://stripe-mock.test:12111/v1/checkout/sessions");
    } finally {
      await local.close();
    }
  });

  it("answers 502 with a plain message when Stripe cannot be reached, and stores no customer", async () => {
    const account = await signedInAccount(server);
    stripeApi.failing = true;
    const res = await account.client.post("/stripe/buy-credits", { credits: 5 });
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ status: "error", message: M.paymentProviderFailed });
    expect(userRow(account).stripeCustomerId).toBeNull();
  });
});

describe("billing portal", () => {
  it("tells a user without a Stripe customer there is nothing to manage", async () => {
    const account = await signedInAccount(server);
    const res = await account.client.get("/stripe/manage");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: "error", message: M.noSubscriptionToManage });
    expect(stripeApi.portalSessions).toHaveLength(0);
  });

  it("opens a portal session for the user's customer", async () => {
    const account = await signedInAccount(server);
    const customer = await customerOf(account);
    const res = await account.client.get("/stripe/manage");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "success", url: expect.stringMatching(/^https:\/\/billing\.stripe\.com\//) });
    expect(stripeApi.portalSessions[0]!.form).toEqual({ customer, return_url: `${server.baseUrl}/inkprint` });
  });
});

describe("webhook: credit packs", () => {
  it("grants a pack's credits exactly once when the event is delivered three times", async () => {
    const account = await signedInAccount(server, { credits: 5 });
    const event = packCompleted(account, 10);
    for (let delivery = 0; delivery < 3; delivery++) expect((await deliver(event)).status).toBe(200);

    expect(userRow(account).credits).toBe(15);
    const sessionId = (event.data.object as { id: string }).id;
    expect(ledgerOf(account).filter((row) => row.reason === sessionId)).toEqual([expect.objectContaining({ delta: 10, balanceAfter: 15 })]);
    expect(paymentsOf(account)).toEqual([
      expect.objectContaining({ productBought: "10 credits", amountCents: 400, currency: "usd", stripeObjectId: sessionId }),
    ]);
  });

  it("grants a pack's credits exactly once when three deliveries arrive at the same time", async () => {
    const account = await signedInAccount(server, { credits: 0 });
    const event = packCompleted(account, 15);
    const answers = await Promise.all([deliver(event), deliver(event), deliver(event)]);
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);
    expect(userRow(account).credits).toBe(15);
    expect(paymentsOf(account)).toHaveLength(1);
  });

  it("waits for the money when a delayed payment method completes the session unpaid", async () => {
    const account = await signedInAccount(server, { credits: 0 });
    const completed = packCompleted(account, 5);
    (completed.data.object as { payment_status: string }).payment_status = "unpaid";
    expect((await deliver(completed)).status).toBe(200);
    expect(userRow(account).credits).toBe(0);

    const succeeded = stripeEvent("checkout.session.async_payment_succeeded", { ...completed.data.object, payment_status: "paid" });
    expect((await deliver(succeeded)).status).toBe(200);
    expect(userRow(account).credits).toBe(5);
  });
});

describe("webhook: subscriptions", () => {
  it("sets the plan on checkout and grants the monthly credits with each paid invoice, once each", async () => {
    const account = await signedInAccount(server, { credits: 5 });
    const customer = await customerOf(account);
    const subscription = nextId("sub");

    expect((await deliver(planCompleted(account, customer, subscription, "professional", "monthly"))).status).toBe(200);
    expect(userRow(account)).toMatchObject({ plan: "professional", billingPeriod: "monthly", stripeSubscriptionId: subscription, credits: 5 });

    const first = invoicePaid(customer, subscription, { plan: "professional", billing: "monthly", amount: 999, reason: "subscription_create" });
    expect((await deliver(first)).status).toBe(200);
    expect((await deliver(first)).status).toBe(200);
    expect(userRow(account).credits).toBe(105);

    const renewal = invoicePaid(customer, subscription, { plan: "professional", billing: "monthly", amount: 999, reason: "subscription_cycle" });
    expect((await deliver(renewal)).status).toBe(200);
    expect(userRow(account).credits).toBe(205);
    expect(paymentsOf(account).map((p) => [p.productBought, p.amountCents])).toEqual([
      ["Professional plan (monthly)", 999],
      ["Professional plan (monthly)", 999],
    ]);
    const invoiceId = (first.data.object as { id: string }).id;
    expect(ledgerOf(account).filter((row) => row.reason === invoiceId)).toHaveLength(1);

    const again = await account.client.post("/stripe/create-checkout-session", { plan: "business", billing: "monthly" });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ status: "error", message: M.alreadySubscribed });
  });

  it("grants a free period's credits once when its zero-amount invoice is replayed, recording no payment", async () => {
    const account = await signedInAccount(server, { credits: 0 });
    const customer = await customerOf(account);
    const subscription = nextId("sub");
    const free = invoicePaid(customer, subscription, { plan: "business", billing: "monthly", amount: 0, reason: "subscription_create" });
    for (let delivery = 0; delivery < 3; delivery++) expect((await deliver(free)).status).toBe(200);
    expect(userRow(account).credits).toBe(500);
    expect(paymentsOf(account)).toHaveLength(0);
    expect(server.deps.db.select().from(stripeEvents).where(eq(stripeEvents.id, free.id)).get()).toMatchObject({ type: "invoice.paid" });
  });

  it("grants a year's credits for a yearly invoice, and follows a plan switch to a configured price", async () => {
    const account = await signedInAccount(server, { credits: 0 });
    const customer = await customerOf(account);
    const subscription = nextId("sub");
    await deliver(planCompleted(account, customer, subscription, "professional", "yearly"));
    await deliver(invoicePaid(customer, subscription, { plan: "professional", billing: "yearly", amount: 11000, reason: "subscription_create" }));
    expect(userRow(account).credits).toBe(1200);

    // Switched to Business yearly in the portal: the price says so, the metadata from checkout still says Professional.
    const switched = subscriptionEvent("customer.subscription.updated", customer, subscription, {
      status: "active",
      plan: "professional",
      billing: "yearly",
      price: "price_business_yearly",
    });
    expect((await deliver(switched)).status).toBe(200);
    expect(userRow(account)).toMatchObject({ plan: "business", billingPeriod: "yearly" });

    const proration = invoicePaid(customer, subscription, { plan: "professional", billing: "yearly", amount: 12000, reason: "subscription_update", price: "price_business_yearly" });
    await deliver(proration);
    expect(userRow(account).credits).toBe(1200);
    const renewal = invoicePaid(customer, subscription, { plan: "professional", billing: "yearly", amount: 23000, reason: "subscription_cycle", price: "price_business_yearly" });
    await deliver(renewal);
    expect(userRow(account).credits).toBe(1200 + 6000);
  });

  it("keeps the plan until the period ends, then downgrades to Basic and keeps the credits", async () => {
    const account = await signedInAccount(server, { credits: 0 });
    const customer = await customerOf(account);
    const subscription = nextId("sub");
    await deliver(planCompleted(account, customer, subscription, "business", "monthly"));
    await deliver(invoicePaid(customer, subscription, { plan: "business", billing: "monthly", amount: 1999, reason: "subscription_create" }));

    const fields = { plan: "business", billing: "monthly", cancelAtPeriodEnd: true };
    expect((await deliver(subscriptionEvent("customer.subscription.updated", customer, subscription, { ...fields, status: "active" }))).status).toBe(200);
    expect(userRow(account).plan).toBe("business");

    expect((await deliver(subscriptionEvent("customer.subscription.deleted", customer, subscription, { ...fields, status: "canceled" }))).status).toBe(200);
    expect(userRow(account)).toMatchObject({ plan: "basic", billingPeriod: null, stripeSubscriptionId: null, credits: 500 });

    const next = await account.client.post("/stripe/create-checkout-session", { plan: "professional", billing: "monthly" });
    expect(next.status).toBe(200);
  });

  it("ignores the end of a subscription that is not the user's current one", async () => {
    const account = await signedInAccount(server);
    const customer = await customerOf(account);
    const current = nextId("sub");
    await deliver(planCompleted(account, customer, current, "professional", "monthly"));
    await deliver(subscriptionEvent("customer.subscription.deleted", customer, nextId("sub"), { status: "canceled", plan: "business", billing: "monthly" }));
    expect(userRow(account)).toMatchObject({ plan: "professional", stripeSubscriptionId: current });
  });
});

describe("webhook: refusals and unknowns", () => {
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
    expect(userRow(account).credits).toBe(0);
    expect(paymentsOf(account)).toHaveLength(0);
    expect(server.deps.db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id)).get()).toBeUndefined();
  });

  it("acknowledges an event for an unknown customer, logs it and grants nothing", async () => {
    const before = server.deps.db.select().from(payments).all().length;
    const event = invoicePaid("cus_nobody_knows", nextId("sub"), { plan: "professional", billing: "monthly", amount: 999, reason: "subscription_create" });
    const res = await deliver(event);
    expect(res.status).toBe(200);
    expect(log.text()).toContain(`invoice.paid ${event.id} is for no known user (customer cus_nobody_knows)`);
    expect(server.deps.db.select().from(payments).all()).toHaveLength(before);
  });
});

describe("payment history", () => {
  it("shows packs and subscription invoices in /api/userinfo, newest first", async () => {
    const account = await signedInAccount(server);
    const customer = await customerOf(account);
    const now = Math.floor(Date.now() / 1000);
    await deliver(packCompleted(account, 5, customer, now - 3600));
    await deliver(invoicePaid(customer, nextId("sub"), { plan: "business", billing: "monthly", amount: 1999, reason: "subscription_create", created: now }));
    await deliver(packCompleted(account, 15, customer, now - 7200));

    const info = await account.client.get<{ payment_history: { product_bought: string; amount_paid: number; purchase_date: string }[] }>("/api/userinfo");
    expect(info.status).toBe(200);
    expect(info.body.payment_history.map((entry) => [entry.product_bought, entry.amount_paid])).toEqual([
      ["Business plan (monthly)", 19.99],
      ["5 credits", 2],
      ["15 credits", 6],
    ]);
    expect(info.body.payment_history[0]!.purchase_date).toBe(new Date(now * 1000).toISOString());
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
    expect(plain.deps.db.select().from(stripeEvents).all()).toHaveLength(0);
  });

  it("refuses to start with a secret key but no webhook secret", () => {
    expect(() => createPayments(loadConfig({ STRIPE_SECRET_KEY: "sk_test_half" }))).toThrow(/STRIPE_WEBHOOK_SECRET/);
  });
});
