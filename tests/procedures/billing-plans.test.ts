import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { planAllotments, stripeEvents } from "../../src/server/db/schema";
import { SERVER_MESSAGES as M } from "../../src/shared/messages";
import { signedInAccount, type TestAccount } from "../support/accounts";
import { customerOf, ledgerOf, newCustomer, paymentsOf, userRow, useServerWithMockedStripe } from "../support/billing-accounts";
import { callerFor } from "../support/caller";
import {
  BUSINESS_PRICE_ENV,
  DAY_MS,
  deliverToProcedure,
  invoicePaid,
  monthlyInvoice,
  nextId,
  planCompleted,
  planSwitched,
  RECEIVED,
  seconds,
  subscriptionEvent,
  yearlyInvoice,
} from "../support/stripe-events";

/**
 * What Stripe's webhook deliveries about plans do to an account: the plan set
 * on checkout, the credits each paid invoice grants, yearly plans granted
 * month by month, upgrades, downgrades and switches of the billing interval,
 * cancellations. Delivered signed to the procedure without HTTP; credit
 * packs, failures and replays are in billing-webhook.test.ts.
 */

const { server, log } = useServerWithMockedStripe(BUSINESS_PRICE_ENV);

/** The router as the account, for one call: a caller of its own each time, as each HTTP request reads the user anew. */
const as = (account: TestAccount) => callerFor(server().deps, account.userId);
const deliver = (event: object) => deliverToProcedure(server(), event);

describe("webhook: subscriptions", () => {
  it("sets the plan on checkout and grants the monthly credits with each paid invoice, once each", async () => {
    const account = await signedInAccount(server(), { credits: 5 });
    const customer = await customerOf(server(), account);
    const subscription = nextId("sub");

    expect(await deliver(planCompleted(account, customer, subscription, "professional", "monthly"))).toEqual(RECEIVED);
    expect(await userRow(server(), account)).toMatchObject({
      plan: "professional",
      billingPeriod: "monthly",
      stripeSubscriptionId: subscription,
      credits: 5,
    });

    const professionalMonthly = { plan: "professional", billing: "monthly", amount: 999 };
    const first = invoicePaid(customer, subscription, { ...professionalMonthly, reason: "subscription_create" });
    expect(await deliver(first)).toEqual(RECEIVED);
    expect(await deliver(first)).toEqual(RECEIVED);
    expect((await userRow(server(), account)).credits).toBe(105);

    const renewal = invoicePaid(customer, subscription, { ...professionalMonthly, reason: "subscription_cycle" });
    expect(await deliver(renewal)).toEqual(RECEIVED);
    expect((await userRow(server(), account)).credits).toBe(205);
    expect((await paymentsOf(server(), account)).map((p) => [p.productBought, p.amountCents])).toEqual([
      ["Professional plan (monthly)", 999],
      ["Professional plan (monthly)", 999],
    ]);
    const invoiceId = (first.data.object as { id: string }).id;
    expect((await ledgerOf(server(), account)).filter((row) => row.reason === invoiceId)).toHaveLength(1);

    await expect((await as(account)).billing.createCheckoutSession({ plan: "business", billing: "monthly" })).rejects.toMatchObject({
      code: "CONFLICT",
      message: M.alreadySubscribed,
    });
  });

  it("grants a free period's credits once when its zero-amount invoice is replayed, recording no payment", async () => {
    const { account, customer, subscription } = await newCustomer(server());
    const free = invoicePaid(customer, subscription, { plan: "business", billing: "monthly", amount: 0, reason: "subscription_create" });
    for (let delivery = 0; delivery < 3; delivery++) expect(await deliver(free)).toEqual(RECEIVED);
    expect((await userRow(server(), account)).credits).toBe(500);
    expect(await paymentsOf(server(), account)).toHaveLength(0);
    expect((await server().deps.db.select().from(stripeEvents).where(eq(stripeEvents.id, free.id)))[0]).toMatchObject({
      type: "invoice.paid",
    });
  });

  it("grants the first month of a yearly invoice at once, and follows a plan switch to a configured price", async () => {
    const { account, customer, subscription } = await newCustomer(server());
    await deliver(planCompleted(account, customer, subscription, "professional", "yearly"));
    await deliver(
      invoicePaid(customer, subscription, { plan: "professional", billing: "yearly", amount: 11000, reason: "subscription_create" }),
    );
    expect((await userRow(server(), account)).credits).toBe(100);

    // Switched to Business yearly in the portal: the price says so, the metadata from checkout still says Professional.
    const atBusinessPrice = { plan: "professional", billing: "yearly", price: "price_business_yearly" };
    const switched = planSwitched(customer, subscription, atBusinessPrice);
    expect(await deliver(switched)).toEqual(RECEIVED);
    expect(await userRow(server(), account)).toMatchObject({ plan: "business", billingPeriod: "yearly", credits: 500 });

    const proration = invoicePaid(customer, subscription, { ...atBusinessPrice, amount: 12000, reason: "subscription_update" });
    await deliver(proration);
    expect((await userRow(server(), account)).credits).toBe(500);
    const renewal = invoicePaid(customer, subscription, { ...atBusinessPrice, amount: 23000, reason: "subscription_cycle" });
    await deliver(renewal);
    expect((await userRow(server(), account)).credits).toBe(500 + 500);
  });

  it("keeps the plan until the period ends, then downgrades to Basic and keeps the credits", async () => {
    const { account, customer, subscription } = await newCustomer(server());
    await deliver(planCompleted(account, customer, subscription, "business", "monthly"));
    await deliver(
      invoicePaid(customer, subscription, { plan: "business", billing: "monthly", amount: 1999, reason: "subscription_create" }),
    );

    const fields = { plan: "business", billing: "monthly", cancelAtPeriodEnd: true };
    expect(
      await deliver(subscriptionEvent("customer.subscription.updated", customer, subscription, { ...fields, status: "active" })),
    ).toEqual(RECEIVED);
    expect((await userRow(server(), account)).plan).toBe("business");

    expect(
      await deliver(subscriptionEvent("customer.subscription.deleted", customer, subscription, { ...fields, status: "canceled" })),
    ).toEqual(RECEIVED);
    expect(await userRow(server(), account)).toMatchObject({
      plan: "basic",
      billingPeriod: null,
      stripeSubscriptionId: null,
      credits: 500,
    });

    await (await as(account)).billing.createCheckoutSession({ plan: "professional", billing: "monthly" });
  });

  it("changes nothing when an already processed plan checkout is delivered again after the subscription ended", async () => {
    const { account, customer, subscription } = await newCustomer(server());
    const checkout = planCompleted(account, customer, subscription, "business", "monthly");
    expect(await deliver(checkout)).toEqual(RECEIVED);
    expect(await userRow(server(), account)).toMatchObject({ plan: "business", stripeSubscriptionId: subscription });
    const ended = subscriptionEvent("customer.subscription.deleted", customer, subscription, {
      status: "canceled",
      plan: "business",
      billing: "monthly",
    });
    expect(await deliver(ended)).toEqual(RECEIVED);
    expect(await userRow(server(), account)).toMatchObject({ plan: "basic", billingPeriod: null, stripeSubscriptionId: null });

    expect(await deliver(checkout)).toEqual(RECEIVED);
    expect(await userRow(server(), account)).toMatchObject({ plan: "basic", billingPeriod: null, stripeSubscriptionId: null });
    expect(log().text()).toContain(`stripe: checkout.session.completed ${checkout.id} was already processed; acknowledged`);
  });

  it("ignores the end of a subscription that is not the user's current one", async () => {
    const account = await signedInAccount(server());
    const customer = await customerOf(server(), account);
    const current = nextId("sub");
    await deliver(planCompleted(account, customer, current, "professional", "monthly"));
    await deliver(
      subscriptionEvent("customer.subscription.deleted", customer, nextId("sub"), {
        status: "canceled",
        plan: "business",
        billing: "monthly",
      }),
    );
    expect(await userRow(server(), account)).toMatchObject({ plan: "professional", stripeSubscriptionId: current });
  });

  it("logs for support when a second subscription is paid anyway", async () => {
    const account = await signedInAccount(server());
    const customer = await customerOf(server(), account);
    const [first, second] = [nextId("sub"), nextId("sub")];
    await deliver(planCompleted(account, customer, first, "professional", "monthly"));
    expect(await deliver(planCompleted(account, customer, second, "business", "monthly"))).toEqual(RECEIVED);
    expect(await userRow(server(), account)).toMatchObject({ plan: "business", stripeSubscriptionId: second });
    expect(log().text()).toContain(`now pays for two subscriptions (${first}, ${second})`);
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
  return (await ledgerOf(server(), account))
    .filter((row) => row.reason === invoiceId || row.reason.startsWith(`${invoiceId} `))
    .map((row) => `${row.reason.slice(invoiceId.length).trim() || "(invoice)"}: ${row.delta}`);
}

/** A new customer on Professional, billed `billing`, whose first period, begun at `periodStartMs`, is paid. */
async function paidProfessional(billing: "monthly" | "yearly", periodStartMs: number) {
  const { account, customer, subscription } = await newCustomer(server());
  await deliver(planCompleted(account, customer, subscription, "professional", billing));
  const invoice = billing === "yearly" ? yearlyInvoice : monthlyInvoice;
  await deliver(invoice(customer, subscription, "professional", periodStartMs));
  return { account, customer, subscription };
}

describe("webhook: yearly plans grant their credits month by month", () => {
  it("grants the first month when paid and each later month once, when credits are next spent", async () => {
    const now = Date.now();
    const { account, customer, subscription } = await newCustomer(server());
    const paid = yearlyInvoice(customer, subscription, "professional", now - 20 * DAY_MS);
    const invoiceId = paid.data.object.id as string;
    for (let delivery = 0; delivery < 2; delivery++) expect(await deliver(paid)).toEqual(RECEIVED);
    expect((await userRow(server(), account)).credits).toBe(100);
    expect(await allotmentReasons(account, invoiceId)).toEqual(["month 1 of 12: 100"]);

    await spendOne(account);
    expect((await userRow(server(), account)).credits).toBe(99);

    // 35 days after the period start the second month has begun.
    clockAt(now + 15 * DAY_MS);
    await spendOne(account);
    expect((await userRow(server(), account)).credits).toBe(99 + 100 - 1);
    await spendOne(account);
    expect((await userRow(server(), account)).credits).toBe(197);
    expect(await allotmentReasons(account, invoiceId)).toEqual(["month 1 of 12: 100", "month 2 of 12: 100"]);
  });

  it("shows a month that has begun on the next page load, before any spend", async () => {
    const now = Date.now();
    const account = await signedInAccount(server(), { credits: 0 });
    const customer = await customerOf(server(), account);
    expect(await deliver(yearlyInvoice(customer, nextId("sub"), "professional", now - 20 * DAY_MS))).toEqual(RECEIVED);
    clockAt(now + 15 * DAY_MS);
    expect(await (await as(account)).auth.checkAuth()).toMatchObject({ Logged: true, credits: 200 });
    expect((await userRow(server(), account)).credits).toBe(200);
  });

  it("grants a late-delivered year the months already begun, and the rest of the year at renewal", async () => {
    const now = Date.now();
    const { account, customer, subscription } = await newCustomer(server());
    const periodStart = now - 70 * DAY_MS;
    const paid = yearlyInvoice(customer, subscription, "business", periodStart);
    await deliver(paid);
    // Months 1 to 3 began 70, about 40 and about 10 days ago; month 4 begins in about 20 days.
    expect((await userRow(server(), account)).credits).toBe(1500);

    // The renewal arrives a year after the start; the months nobody spent credits in are granted before the new year opens.
    clockAt(periodStart + 365 * DAY_MS + DAY_MS);
    const renewal = yearlyInvoice(customer, subscription, "business", periodStart + 365 * DAY_MS, "subscription_cycle");
    expect(await deliver(renewal)).toEqual(RECEIVED);
    expect((await userRow(server(), account)).credits).toBe(12 * 500 + 500);
    expect(await allotmentReasons(account, paid.data.object.id as string)).toHaveLength(12);
    expect(await allotmentReasons(account, renewal.data.object.id as string)).toEqual(["month 1 of 12: 500"]);
  });

  it("keeps the months begun before a cancellation that ends the year early, and grants no later one", async () => {
    const now = Date.now();
    const { account, customer, subscription } = await paidProfessional("yearly", now - 40 * DAY_MS);
    expect((await userRow(server(), account)).credits).toBe(200);

    const ended = subscriptionEvent("customer.subscription.deleted", customer, subscription, {
      status: "canceled",
      plan: "professional",
      billing: "yearly",
      endedAt: seconds(now),
    });
    expect(await deliver(ended)).toEqual(RECEIVED);
    expect(await userRow(server(), account)).toMatchObject({ plan: "basic", credits: 200 });

    // The third month would have begun about 20 days from now.
    clockAt(now + 25 * DAY_MS);
    await spendOne(account);
    expect((await userRow(server(), account)).credits).toBe(199);
  });

  it("grants monthly plans per paid invoice as before, and unused credits carry over", async () => {
    const now = Date.now();
    const { account, customer, subscription } = await newCustomer(server());
    const first = monthlyInvoice(customer, subscription, "professional", now - 40 * DAY_MS);
    await deliver(first);
    expect((await userRow(server(), account)).credits).toBe(100);
    await spendOne(account);
    // No renewal paid yet: a month passing grants nothing on its own for a monthly plan.
    expect((await userRow(server(), account)).credits).toBe(99);
    await deliver(monthlyInvoice(customer, subscription, "professional", now - 10 * DAY_MS, "subscription_cycle"));
    expect((await userRow(server(), account)).credits).toBe(199);
    expect((await ledgerOf(server(), account)).filter((row) => row.reason === first.data.object.id)).toEqual([
      expect.objectContaining({ delta: 100 }),
    ]);
  });
});

describe("webhook: plan switches within a period", () => {
  it("grants the difference of an upgrade at once and once, and takes nothing back on a downgrade", async () => {
    const now = Date.now();
    const { account, customer, subscription } = await paidProfessional("monthly", now - 10 * DAY_MS);
    await spendOne(account);
    expect((await userRow(server(), account)).credits).toBe(99);

    const upgrade = { plan: "professional", billing: "monthly", price: "price_business_monthly" };
    const upgraded = planSwitched(customer, subscription, upgrade);
    for (let delivery = 0; delivery < 3; delivery++) expect(await deliver(upgraded)).toEqual(RECEIVED);
    expect(await userRow(server(), account)).toMatchObject({ plan: "business", credits: 99 + 400 });
    // Another update of the same subscription at the same price (say, a new card) grants nothing more.
    await deliver(planSwitched(customer, subscription, upgrade));
    expect((await userRow(server(), account)).credits).toBe(499);

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
    expect((await userRow(server(), account)).credits).toBe(499);
    expect((await paymentsOf(server(), account)).map((payment) => payment.stripeObjectId)).toContain(proration.data.object.id);

    const downgraded = planSwitched(customer, subscription, { plan: "professional", billing: "monthly" });
    await deliver(downgraded);
    expect(await userRow(server(), account)).toMatchObject({ plan: "professional", credits: 499 });
    // Upgrading again in the same period finds the period already paid out at the Business rate.
    await deliver(planSwitched(customer, subscription, upgrade));
    expect((await userRow(server(), account)).credits).toBe(499);

    const reasons = (await ledgerOf(server(), account)).filter((row) => row.reason.includes("upgrade"));
    expect(reasons).toEqual([expect.objectContaining({ delta: 400, reason: expect.stringMatching(/ upgrade to Business$/) })]);
  });

  it("raises the remaining months of a yearly period after an upgrade", async () => {
    const now = Date.now();
    const { account, customer, subscription } = await paidProfessional("yearly", now - 40 * DAY_MS);
    expect((await userRow(server(), account)).credits).toBe(200);

    await deliver(planSwitched(customer, subscription, { plan: "professional", billing: "yearly", price: "price_business_yearly" }));
    expect((await userRow(server(), account)).credits).toBe(600);

    // A downgrade back to Professional waits for the renewal: the year keeps its Business months.
    await deliver(planSwitched(customer, subscription, { plan: "professional", billing: "yearly" }));
    clockAt(now + 25 * DAY_MS);
    await spendOne(account);
    expect((await userRow(server(), account)).credits).toBe(600 + 500 - 1);
  });

  it("starts a new period when a switch changes the billing interval, without an upgrade grant on top", async () => {
    const now = Date.now();
    const { account, customer, subscription } = await paidProfessional("monthly", now - 10 * DAY_MS);
    expect((await userRow(server(), account)).credits).toBe(100);

    await deliver(planSwitched(customer, subscription, { plan: "professional", billing: "monthly", price: "price_business_yearly" }));
    expect(await userRow(server(), account)).toMatchObject({ plan: "business", billingPeriod: "yearly", credits: 100 });

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
    expect((await userRow(server(), account)).credits).toBe(600);
    const allotments = await server().deps.db.select().from(planAllotments).where(eq(planAllotments.stripeSubscriptionId, subscription));
    expect(allotments.map((row) => [row.months, row.monthlyCredits, row.endedAt === null])).toEqual([
      [1, 100, false],
      [12, 500, true],
    ]);
  });

  it("gives no upgrade grant when the switch restarts the billing period: the new period's invoice grants the plan in full", async () => {
    const now = Date.now();
    const { account, customer, subscription } = await paidProfessional("monthly", now - 10 * DAY_MS);

    const restarted = { plan: "professional", billing: "monthly", price: "price_business_monthly", periodStart: seconds(now) };
    await deliver(planSwitched(customer, subscription, restarted));
    expect(await userRow(server(), account)).toMatchObject({ plan: "business", credits: 100 });
    await deliver(monthlyInvoice(customer, subscription, "business", now, "subscription_update", "price_business_monthly"));
    expect((await userRow(server(), account)).credits).toBe(600);
  });
});
