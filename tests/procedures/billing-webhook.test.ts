import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { creditLedger, payments, planAllotments, stripeEvents, users } from "../../src/server/db/schema";
import { SERVER_MESSAGES as M } from "../../src/shared/messages";
import { createStripeApiMock } from "../mocks/stripe";
import { signedInAccount, type TestAccount } from "../support/accounts";
import { callerFor } from "../support/caller";
import { captureLog, type CapturedLog } from "../support/log-capture";
import { runRawSql } from "../support/raw-sql";
import { startTestServer, type TestServer } from "../support/test-server";

/**
 * What Stripe's webhook deliveries do to an account (credit packs, plans and
 * their monthly allotments, plan switches, failures and replays), delivered
 * signed to the procedure without HTTP. tests/http/billing.test.ts keeps the
 * REST side: the signature over the raw body and the status codes.
 */

const WEBHOOK_SECRET = "whsec_test_inkprint";
const STRIPE_ENV = { STRIPE_SECRET_KEY: "sk_test_inkprint", STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET };
const signer = new Stripe("sk_test_signer");
/** What the webhook procedure answers once an event is applied (or was already). */
const RECEIVED = { received: true };

const stripeApi = createStripeApiMock();
let server: TestServer;
let log: CapturedLog;
let sequence = 0;

beforeAll(async () => {
  stripeApi.listen();
  log = captureLog();
  server = await startTestServer(
    { ...STRIPE_ENV, STRIPE_PRICE_BUSINESS_YEARLY: "price_business_yearly", STRIPE_PRICE_BUSINESS_MONTHLY: "price_business_monthly" },
    { logger: log },
  );
});
afterEach(async () => {
  stripeApi.reset();
  vi.useRealTimers();
});
afterAll(async () => {
  await server?.close();
  stripeApi.close();
});

/** The router as the account, for one call: a caller of its own each time, as each HTTP request reads the user anew. */
const as = (account: TestAccount) => callerFor(server.deps, account.userId);

/** Delivers the event as Stripe does: signed with the webhook secret, from no session. */
async function deliver(event: object) {
  const payload = JSON.stringify(event);
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return (await callerFor(server.deps)).billing.receiveWebhook({ payload, signature });
}

const nextId = (prefix: string) => `${prefix}_test_${Date.now()}_${++sequence}`;

async function userRow(account: TestAccount) {
  return (await server.deps.db.select().from(users).where(eq(users.id, account.userId)))[0]!;
}

function stripeEvent(type: string, object: Record<string, unknown>, created = Math.floor(Date.now() / 1000)) {
  return { id: nextId("evt"), object: "event", type, created, livemode: false, api_version: "2026-10-28.endive", data: { object } };
}

/** Buys a pack through the procedure so the user gets a Stripe customer; returns it. */
async function customerOf(account: TestAccount): Promise<string> {
  await (await as(account)).billing.buyCredits({ credits: 5 });
  return (await userRow(account)).stripeCustomerId!;
}

/** A signed-in user with no credits, a Stripe customer, and the id its next subscription will have. */
async function newCustomer(): Promise<{ account: TestAccount; customer: string; subscription: string }> {
  const account = await signedInAccount(server, { credits: 0 });
  return { account, customer: await customerOf(account), subscription: nextId("sub") };
}

function packCompleted(account: TestAccount, credits: number, customer: string | null = null, created?: number) {
  return stripeEvent(
    "checkout.session.completed",
    {
      id: nextId("cs"),
      object: "checkout.session",
      mode: "payment",
      payment_status: "paid",
      client_reference_id: account.uuid,
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
    client_reference_id: account.uuid,
    customer,
    subscription,
    amount_total: 999,
    currency: "usd",
    metadata: { kind: "plan", plan, billing },
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;
const seconds = (ms: number) => Math.floor(ms / 1000);

/** A subscription line as Stripe writes it: the period it pays for, and whether it is a proration. */
interface InvoiceLineFields {
  price?: string;
  period?: { start: number; end: number };
  proration?: boolean;
}

function invoiceLine(invoiceId: string, subscription: string, line: InvoiceLineFields, index: number) {
  return {
    id: `il_${invoiceId}_${index}`,
    pricing: line.price ? { type: "price_details", price_details: { price: line.price } } : null,
    ...(line.period ? { period: line.period } : {}),
    ...(line.proration === undefined
      ? {}
      : { parent: { type: "subscription_item_details", subscription_item_details: { subscription, proration: line.proration } } }),
  };
}

function invoicePaid(
  customer: string,
  subscription: string,
  options: { plan: string; billing: string; amount: number; reason: string; price?: string; created?: number; lines?: InvoiceLineFields[] },
) {
  const id = nextId("in");
  const lines = options.lines ?? [{ price: options.price }];
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
      lines: { object: "list", data: lines.map((line, index) => invoiceLine(id, subscription, line, index)) },
    },
    options.created,
  );
}

function subscriptionEvent(
  type: string,
  customer: string,
  subscription: string,
  fields: {
    status: string;
    plan: string;
    billing: string;
    price?: string;
    cancelAtPeriodEnd?: boolean;
    endedAt?: number;
    periodStart?: number;
  },
) {
  return stripeEvent(type, {
    id: subscription,
    object: "subscription",
    customer,
    status: fields.status,
    cancel_at_period_end: fields.cancelAtPeriodEnd ?? false,
    ended_at: fields.endedAt ?? null,
    metadata: { plan: fields.plan, billing: fields.billing },
    items: {
      object: "list",
      data: [
        {
          id: `si_${subscription}`,
          price: { id: fields.price ?? `price_inline_${subscription}` },
          ...(fields.periodStart === undefined ? {} : { current_period_start: fields.periodStart }),
        },
      ],
    },
  });
}

async function paymentsOf(account: TestAccount) {
  return await server.deps.db.select().from(payments).where(eq(payments.userId, account.userId));
}

async function ledgerOf(account: TestAccount) {
  return await server.deps.db.select().from(creditLedger).where(eq(creditLedger.userId, account.userId));
}
describe("webhook: credit packs", () => {
  it("grants a pack's credits exactly once when the event is delivered three times", async () => {
    const account = await signedInAccount(server, { credits: 5 });
    const event = packCompleted(account, 10);
    for (let delivery = 0; delivery < 3; delivery++) expect(await deliver(event)).toEqual(RECEIVED);

    expect((await userRow(account)).credits).toBe(15);
    const sessionId = (event.data.object as { id: string }).id;
    expect((await ledgerOf(account)).filter((row) => row.reason === sessionId)).toEqual([
      expect.objectContaining({ delta: 10, balanceAfter: 15 }),
    ]);
    expect(await paymentsOf(account)).toEqual([
      expect.objectContaining({ productBought: "10 credits", amountCents: 400, currency: "usd", stripeObjectId: sessionId }),
    ]);
  });

  it("grants a pack's credits exactly once when three deliveries arrive at the same time", async () => {
    const account = await signedInAccount(server, { credits: 0 });
    const event = packCompleted(account, 15);
    const answers = await Promise.all([deliver(event), deliver(event), deliver(event)]);
    expect(answers).toEqual([RECEIVED, RECEIVED, RECEIVED]);
    expect((await userRow(account)).credits).toBe(15);
    expect(await paymentsOf(account)).toHaveLength(1);
  });

  it("waits for the money when a delayed payment method completes the session unpaid", async () => {
    const account = await signedInAccount(server, { credits: 0 });
    const completed = packCompleted(account, 5);
    (completed.data.object as { payment_status: string }).payment_status = "unpaid";
    expect(await deliver(completed)).toEqual(RECEIVED);
    expect((await userRow(account)).credits).toBe(0);

    const succeeded = stripeEvent("checkout.session.async_payment_succeeded", { ...completed.data.object, payment_status: "paid" });
    expect(await deliver(succeeded)).toEqual(RECEIVED);
    expect((await userRow(account)).credits).toBe(5);
  });
});

describe("webhook: subscriptions", () => {
  it("sets the plan on checkout and grants the monthly credits with each paid invoice, once each", async () => {
    const account = await signedInAccount(server, { credits: 5 });
    const customer = await customerOf(account);
    const subscription = nextId("sub");

    expect(await deliver(planCompleted(account, customer, subscription, "professional", "monthly"))).toEqual(RECEIVED);
    expect(await userRow(account)).toMatchObject({
      plan: "professional",
      billingPeriod: "monthly",
      stripeSubscriptionId: subscription,
      credits: 5,
    });

    const first = invoicePaid(customer, subscription, {
      plan: "professional",
      billing: "monthly",
      amount: 999,
      reason: "subscription_create",
    });
    expect(await deliver(first)).toEqual(RECEIVED);
    expect(await deliver(first)).toEqual(RECEIVED);
    expect((await userRow(account)).credits).toBe(105);

    const renewal = invoicePaid(customer, subscription, {
      plan: "professional",
      billing: "monthly",
      amount: 999,
      reason: "subscription_cycle",
    });
    expect(await deliver(renewal)).toEqual(RECEIVED);
    expect((await userRow(account)).credits).toBe(205);
    expect((await paymentsOf(account)).map((p) => [p.productBought, p.amountCents])).toEqual([
      ["Professional plan (monthly)", 999],
      ["Professional plan (monthly)", 999],
    ]);
    const invoiceId = (first.data.object as { id: string }).id;
    expect((await ledgerOf(account)).filter((row) => row.reason === invoiceId)).toHaveLength(1);

    await expect((await as(account)).billing.createCheckoutSession({ plan: "business", billing: "monthly" })).rejects.toMatchObject({
      code: "CONFLICT",
      message: M.alreadySubscribed,
    });
  });

  it("grants a free period's credits once when its zero-amount invoice is replayed, recording no payment", async () => {
    const { account, customer, subscription } = await newCustomer();
    const free = invoicePaid(customer, subscription, { plan: "business", billing: "monthly", amount: 0, reason: "subscription_create" });
    for (let delivery = 0; delivery < 3; delivery++) expect(await deliver(free)).toEqual(RECEIVED);
    expect((await userRow(account)).credits).toBe(500);
    expect(await paymentsOf(account)).toHaveLength(0);
    expect((await server.deps.db.select().from(stripeEvents).where(eq(stripeEvents.id, free.id)))[0]).toMatchObject({
      type: "invoice.paid",
    });
  });

  it("grants the first month of a yearly invoice at once, and follows a plan switch to a configured price", async () => {
    const { account, customer, subscription } = await newCustomer();
    await deliver(planCompleted(account, customer, subscription, "professional", "yearly"));
    await deliver(
      invoicePaid(customer, subscription, { plan: "professional", billing: "yearly", amount: 11000, reason: "subscription_create" }),
    );
    expect((await userRow(account)).credits).toBe(100);

    // Switched to Business yearly in the portal: the price says so, the metadata from checkout still says Professional.
    const switched = subscriptionEvent("customer.subscription.updated", customer, subscription, {
      status: "active",
      plan: "professional",
      billing: "yearly",
      price: "price_business_yearly",
    });
    expect(await deliver(switched)).toEqual(RECEIVED);
    expect(await userRow(account)).toMatchObject({ plan: "business", billingPeriod: "yearly", credits: 500 });

    const proration = invoicePaid(customer, subscription, {
      plan: "professional",
      billing: "yearly",
      amount: 12000,
      reason: "subscription_update",
      price: "price_business_yearly",
    });
    await deliver(proration);
    expect((await userRow(account)).credits).toBe(500);
    const renewal = invoicePaid(customer, subscription, {
      plan: "professional",
      billing: "yearly",
      amount: 23000,
      reason: "subscription_cycle",
      price: "price_business_yearly",
    });
    await deliver(renewal);
    expect((await userRow(account)).credits).toBe(500 + 500);
  });

  it("keeps the plan until the period ends, then downgrades to Basic and keeps the credits", async () => {
    const { account, customer, subscription } = await newCustomer();
    await deliver(planCompleted(account, customer, subscription, "business", "monthly"));
    await deliver(
      invoicePaid(customer, subscription, { plan: "business", billing: "monthly", amount: 1999, reason: "subscription_create" }),
    );

    const fields = { plan: "business", billing: "monthly", cancelAtPeriodEnd: true };
    expect(
      await deliver(subscriptionEvent("customer.subscription.updated", customer, subscription, { ...fields, status: "active" })),
    ).toEqual(RECEIVED);
    expect((await userRow(account)).plan).toBe("business");

    expect(
      await deliver(subscriptionEvent("customer.subscription.deleted", customer, subscription, { ...fields, status: "canceled" })),
    ).toEqual(RECEIVED);
    expect(await userRow(account)).toMatchObject({ plan: "basic", billingPeriod: null, stripeSubscriptionId: null, credits: 500 });

    await (await as(account)).billing.createCheckoutSession({ plan: "professional", billing: "monthly" });
  });

  it("changes nothing when an already processed plan checkout is delivered again after the subscription ended", async () => {
    const { account, customer, subscription } = await newCustomer();
    const checkout = planCompleted(account, customer, subscription, "business", "monthly");
    expect(await deliver(checkout)).toEqual(RECEIVED);
    expect(await userRow(account)).toMatchObject({ plan: "business", stripeSubscriptionId: subscription });
    const ended = subscriptionEvent("customer.subscription.deleted", customer, subscription, {
      status: "canceled",
      plan: "business",
      billing: "monthly",
    });
    expect(await deliver(ended)).toEqual(RECEIVED);
    expect(await userRow(account)).toMatchObject({ plan: "basic", billingPeriod: null, stripeSubscriptionId: null });

    expect(await deliver(checkout)).toEqual(RECEIVED);
    expect(await userRow(account)).toMatchObject({ plan: "basic", billingPeriod: null, stripeSubscriptionId: null });
    expect(log.text()).toContain(`stripe: checkout.session.completed ${checkout.id} was already processed; acknowledged`);
  });

  it("ignores the end of a subscription that is not the user's current one", async () => {
    const account = await signedInAccount(server);
    const customer = await customerOf(account);
    const current = nextId("sub");
    await deliver(planCompleted(account, customer, current, "professional", "monthly"));
    await deliver(
      subscriptionEvent("customer.subscription.deleted", customer, nextId("sub"), {
        status: "canceled",
        plan: "business",
        billing: "monthly",
      }),
    );
    expect(await userRow(account)).toMatchObject({ plan: "professional", stripeSubscriptionId: current });
  });

  it("logs for support when a second subscription is paid anyway", async () => {
    const account = await signedInAccount(server);
    const customer = await customerOf(account);
    const [first, second] = [nextId("sub"), nextId("sub")];
    await deliver(planCompleted(account, customer, first, "professional", "monthly"));
    expect(await deliver(planCompleted(account, customer, second, "business", "monthly"))).toEqual(RECEIVED);
    expect(await userRow(account)).toMatchObject({ plan: "business", stripeSubscriptionId: second });
    expect(log.text()).toContain(`now pays for two subscriptions (${first}, ${second})`);
  });
});

const DETECT_TEXT =
  "The committee met on Tuesday to review the budget for the coming year. " +
  "Several members raised concerns about the cost of repairs to the old library, " +
  "and the treasurer promised a detailed estimate before the next meeting. " +
  "After a short break they agreed to postpone the vote until spring.";

/** Spends one credit the way a user does: a detection. */
async function spendOne(account: TestAccount): Promise<void> {
  expect(await (await as(account)).detect.analyze({ detect_text: DETECT_TEXT })).toMatchObject({ status: "success" });
}

/** Moves the clock the procedures read (Date only; timers and sockets keep running). */
function clockAt(ms: number): void {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(ms);
}

async function allotmentReasons(account: TestAccount, invoiceId: string): Promise<string[]> {
  return (await ledgerOf(account))
    .filter((row) => row.reason === invoiceId || row.reason.startsWith(`${invoiceId} `))
    .map((row) => `${row.reason.slice(invoiceId.length).trim() || "(invoice)"}: ${row.delta}`);
}

function yearlyInvoice(customer: string, subscription: string, plan: string, periodStartMs: number, reason = "subscription_create") {
  const period = { start: seconds(periodStartMs), end: seconds(periodStartMs + 365 * DAY_MS) };
  return invoicePaid(customer, subscription, {
    plan,
    billing: "yearly",
    amount: plan === "business" ? 23000 : 11000,
    reason,
    lines: [{ period, proration: false }],
  });
}

function monthlyInvoice(
  customer: string,
  subscription: string,
  plan: string,
  periodStartMs: number,
  reason = "subscription_create",
  price?: string,
) {
  const period = { start: seconds(periodStartMs), end: seconds(periodStartMs + 30 * DAY_MS) };
  return invoicePaid(customer, subscription, {
    plan,
    billing: "monthly",
    amount: plan === "business" ? 1999 : 999,
    reason,
    lines: [{ price, period, proration: false }],
  });
}

describe("webhook: yearly plans grant their credits month by month", () => {
  it("grants the first month when paid and each later month once, when credits are next spent", async () => {
    const now = Date.now();
    const { account, customer, subscription } = await newCustomer();
    const paid = yearlyInvoice(customer, subscription, "professional", now - 20 * DAY_MS);
    const invoiceId = paid.data.object.id as string;
    for (let delivery = 0; delivery < 2; delivery++) expect(await deliver(paid)).toEqual(RECEIVED);
    expect((await userRow(account)).credits).toBe(100);
    expect(await allotmentReasons(account, invoiceId)).toEqual(["month 1 of 12: 100"]);

    await spendOne(account);
    expect((await userRow(account)).credits).toBe(99);

    // 35 days after the period start the second month has begun.
    clockAt(now + 15 * DAY_MS);
    await spendOne(account);
    expect((await userRow(account)).credits).toBe(99 + 100 - 1);
    await spendOne(account);
    expect((await userRow(account)).credits).toBe(197);
    expect(await allotmentReasons(account, invoiceId)).toEqual(["month 1 of 12: 100", "month 2 of 12: 100"]);
  });

  it("shows a month that has begun on the next page load, before any spend", async () => {
    const now = Date.now();
    const account = await signedInAccount(server, { credits: 0 });
    const customer = await customerOf(account);
    expect(await deliver(yearlyInvoice(customer, nextId("sub"), "professional", now - 20 * DAY_MS))).toEqual(RECEIVED);
    clockAt(now + 15 * DAY_MS);
    expect(await (await as(account)).auth.checkAuth()).toMatchObject({ Logged: true, credits: 200 });
    expect((await userRow(account)).credits).toBe(200);
  });

  it("grants a late-delivered year the months already begun, and the rest of the year at renewal", async () => {
    const now = Date.now();
    const { account, customer, subscription } = await newCustomer();
    const periodStart = now - 70 * DAY_MS;
    const paid = yearlyInvoice(customer, subscription, "business", periodStart);
    await deliver(paid);
    // Months 1 to 3 began 70, about 40 and about 10 days ago; month 4 begins in about 20 days.
    expect((await userRow(account)).credits).toBe(1500);

    // The renewal arrives a year after the start; the months nobody spent credits in are granted before the new year opens.
    clockAt(periodStart + 365 * DAY_MS + DAY_MS);
    const renewal = yearlyInvoice(customer, subscription, "business", periodStart + 365 * DAY_MS, "subscription_cycle");
    expect(await deliver(renewal)).toEqual(RECEIVED);
    expect((await userRow(account)).credits).toBe(12 * 500 + 500);
    expect(await allotmentReasons(account, paid.data.object.id as string)).toHaveLength(12);
    expect(await allotmentReasons(account, renewal.data.object.id as string)).toEqual(["month 1 of 12: 500"]);
  });

  it("keeps the months begun before a cancellation that ends the year early, and grants no later one", async () => {
    const now = Date.now();
    const { account, customer, subscription } = await newCustomer();
    await deliver(planCompleted(account, customer, subscription, "professional", "yearly"));
    await deliver(yearlyInvoice(customer, subscription, "professional", now - 40 * DAY_MS));
    expect((await userRow(account)).credits).toBe(200);

    const ended = subscriptionEvent("customer.subscription.deleted", customer, subscription, {
      status: "canceled",
      plan: "professional",
      billing: "yearly",
      endedAt: seconds(now),
    });
    expect(await deliver(ended)).toEqual(RECEIVED);
    expect(await userRow(account)).toMatchObject({ plan: "basic", credits: 200 });

    // The third month would have begun about 20 days from now.
    clockAt(now + 25 * DAY_MS);
    await spendOne(account);
    expect((await userRow(account)).credits).toBe(199);
  });

  it("grants monthly plans per paid invoice as before, and unused credits carry over", async () => {
    const now = Date.now();
    const { account, customer, subscription } = await newCustomer();
    const first = monthlyInvoice(customer, subscription, "professional", now - 40 * DAY_MS);
    await deliver(first);
    expect((await userRow(account)).credits).toBe(100);
    await spendOne(account);
    // No renewal paid yet: a month passing grants nothing on its own for a monthly plan.
    expect((await userRow(account)).credits).toBe(99);
    await deliver(monthlyInvoice(customer, subscription, "professional", now - 10 * DAY_MS, "subscription_cycle"));
    expect((await userRow(account)).credits).toBe(199);
    expect((await ledgerOf(account)).filter((row) => row.reason === first.data.object.id)).toEqual([
      expect.objectContaining({ delta: 100 }),
    ]);
  });
});

describe("webhook: plan switches within a period", () => {
  it("grants the difference of an upgrade at once and once, and takes nothing back on a downgrade", async () => {
    const now = Date.now();
    const { account, customer, subscription } = await newCustomer();
    await deliver(planCompleted(account, customer, subscription, "professional", "monthly"));
    await deliver(monthlyInvoice(customer, subscription, "professional", now - 10 * DAY_MS));
    await spendOne(account);
    expect((await userRow(account)).credits).toBe(99);

    const upgrade = { status: "active", plan: "professional", billing: "monthly", price: "price_business_monthly" };
    const upgraded = subscriptionEvent("customer.subscription.updated", customer, subscription, upgrade);
    for (let delivery = 0; delivery < 3; delivery++) expect(await deliver(upgraded)).toEqual(RECEIVED);
    expect(await userRow(account)).toMatchObject({ plan: "business", credits: 99 + 400 });
    // Another update of the same subscription at the same price (say, a new card) grants nothing more.
    await deliver(subscriptionEvent("customer.subscription.updated", customer, subscription, upgrade));
    expect((await userRow(account)).credits).toBe(499);

    const proration = invoicePaid(customer, subscription, {
      plan: "professional",
      billing: "monthly",
      amount: 1000,
      reason: "subscription_update",
      lines: [
        { price: "price_business_monthly", proration: true },
        { price: "price_inline_professional", proration: true },
      ],
    });
    await deliver(proration);
    expect((await userRow(account)).credits).toBe(499);
    expect((await paymentsOf(account)).map((payment) => payment.stripeObjectId)).toContain(proration.data.object.id);

    const downgraded = subscriptionEvent("customer.subscription.updated", customer, subscription, {
      status: "active",
      plan: "professional",
      billing: "monthly",
    });
    await deliver(downgraded);
    expect(await userRow(account)).toMatchObject({ plan: "professional", credits: 499 });
    // Upgrading again in the same period finds the period already paid out at the Business rate.
    await deliver(subscriptionEvent("customer.subscription.updated", customer, subscription, upgrade));
    expect((await userRow(account)).credits).toBe(499);

    const reasons = (await ledgerOf(account)).filter((row) => row.reason.includes("upgrade"));
    expect(reasons).toEqual([expect.objectContaining({ delta: 400, reason: expect.stringMatching(/ upgrade to Business$/) })]);
  });

  it("raises the remaining months of a yearly period after an upgrade", async () => {
    const now = Date.now();
    const { account, customer, subscription } = await newCustomer();
    await deliver(planCompleted(account, customer, subscription, "professional", "yearly"));
    await deliver(yearlyInvoice(customer, subscription, "professional", now - 40 * DAY_MS));
    expect((await userRow(account)).credits).toBe(200);

    await deliver(
      subscriptionEvent("customer.subscription.updated", customer, subscription, {
        status: "active",
        plan: "professional",
        billing: "yearly",
        price: "price_business_yearly",
      }),
    );
    expect((await userRow(account)).credits).toBe(600);

    // A downgrade back to Professional waits for the renewal: the year keeps its Business months.
    await deliver(
      subscriptionEvent("customer.subscription.updated", customer, subscription, {
        status: "active",
        plan: "professional",
        billing: "yearly",
      }),
    );
    clockAt(now + 25 * DAY_MS);
    await spendOne(account);
    expect((await userRow(account)).credits).toBe(600 + 500 - 1);
  });

  it("starts a new period when a switch changes the billing interval, without an upgrade grant on top", async () => {
    const now = Date.now();
    const { account, customer, subscription } = await newCustomer();
    await deliver(planCompleted(account, customer, subscription, "professional", "monthly"));
    await deliver(monthlyInvoice(customer, subscription, "professional", now - 10 * DAY_MS));
    expect((await userRow(account)).credits).toBe(100);

    await deliver(
      subscriptionEvent("customer.subscription.updated", customer, subscription, {
        status: "active",
        plan: "professional",
        billing: "monthly",
        price: "price_business_yearly",
      }),
    );
    expect(await userRow(account)).toMatchObject({ plan: "business", billingPeriod: "yearly", credits: 100 });

    // Stripe bills the new yearly period at once: one full charge and a proration credit for the unused month.
    const switchInvoice = invoicePaid(customer, subscription, {
      plan: "professional",
      billing: "monthly",
      amount: 22333,
      reason: "subscription_update",
      lines: [
        { price: "price_business_yearly", period: { start: seconds(now), end: seconds(now + 365 * DAY_MS) }, proration: false },
        { period: { start: seconds(now), end: seconds(now + 20 * DAY_MS) }, proration: true },
      ],
    });
    await deliver(switchInvoice);
    expect((await userRow(account)).credits).toBe(600);
    const allotments = await server.deps.db.select().from(planAllotments).where(eq(planAllotments.stripeSubscriptionId, subscription));
    expect(allotments.map((row) => [row.months, row.monthlyCredits, row.endedAt === null])).toEqual([
      [1, 100, false],
      [12, 500, true],
    ]);
  });
  it("gives no upgrade grant when the switch restarts the billing period: the new period's invoice grants the plan in full", async () => {
    const now = Date.now();
    const { account, customer, subscription } = await newCustomer();
    await deliver(planCompleted(account, customer, subscription, "professional", "monthly"));
    await deliver(monthlyInvoice(customer, subscription, "professional", now - 10 * DAY_MS));

    const restarted = {
      status: "active",
      plan: "professional",
      billing: "monthly",
      price: "price_business_monthly",
      periodStart: seconds(now),
    };
    await deliver(subscriptionEvent("customer.subscription.updated", customer, subscription, restarted));
    expect(await userRow(account)).toMatchObject({ plan: "business", credits: 100 });
    await deliver(monthlyInvoice(customer, subscription, "business", now, "subscription_update", "price_business_monthly"));
    expect((await userRow(account)).credits).toBe(600);
  });
});

describe("webhook: refusals and unknowns", () => {
  it("fails an event it could not apply, so Stripe retries, keeps none of it, and applies the retry in full", async () => {
    const account = await signedInAccount(server, { credits: 2 });
    const event = packCompleted(account, 10);
    // The grant's ledger write fails after the payment row and the balance were written in the same transaction.
    await runRawSql(server.deps.db, "ALTER TABLE credit_ledger RENAME TO credit_ledger_away");
    const failed = deliver(event);
    try {
      await expect(failed).rejects.toMatchObject({ code: "INTERNAL_SERVER_ERROR" });
    } finally {
      await runRawSql(server.deps.db, "ALTER TABLE credit_ledger_away RENAME TO credit_ledger");
    }
    expect((await userRow(account)).credits).toBe(2);
    expect(await paymentsOf(account)).toHaveLength(0);
    expect((await server.deps.db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id)))[0]).toBeUndefined();

    expect(await deliver(event)).toEqual(RECEIVED);
    expect((await userRow(account)).credits).toBe(12);
    expect(await paymentsOf(account)).toEqual([expect.objectContaining({ productBought: "10 credits" })]);
    expect((await server.deps.db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id)))[0]).toMatchObject({
      type: "checkout.session.completed",
    });
  });

  it("acknowledges an event for an unknown customer, logs it and grants nothing", async () => {
    const before = (await server.deps.db.select().from(payments)).length;
    const event = invoicePaid("cus_nobody_knows", nextId("sub"), {
      plan: "professional",
      billing: "monthly",
      amount: 999,
      reason: "subscription_create",
    });
    expect(await deliver(event)).toEqual(RECEIVED);
    expect(log.text()).toContain(`invoice.paid ${event.id} is for no known user (customer cus_nobody_knows)`);
    expect(await server.deps.db.select().from(payments)).toHaveLength(before);
  });
});

describe("payment history", () => {
  it("shows packs and subscription invoices in the account's payment history, newest first", async () => {
    const account = await signedInAccount(server);
    const customer = await customerOf(account);
    const now = Math.floor(Date.now() / 1000);
    await deliver(packCompleted(account, 5, customer, now - 3600));
    await deliver(
      invoicePaid(customer, nextId("sub"), {
        plan: "business",
        billing: "monthly",
        amount: 1999,
        reason: "subscription_create",
        created: now,
      }),
    );
    await deliver(packCompleted(account, 15, customer, now - 7200));

    const info = await (await as(account)).account.getInfo();
    expect(info.payment_history.map((entry) => [entry.product_bought, entry.amount_paid])).toEqual([
      ["Business plan (monthly)", 19.99],
      ["5 credits", 2],
      ["15 credits", 6],
    ]);
    expect(info.payment_history[0]!.purchase_date).toBe(new Date(now * 1000).toISOString());
  });
});
