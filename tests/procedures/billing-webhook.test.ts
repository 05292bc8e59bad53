import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { payments, stripeEvents } from "../../src/server/db/schema";
import { signedInAccount, type TestAccount } from "../support/accounts";
import { customerOf, ledgerOf, paymentsOf, userRow, useServerWithMockedStripe } from "../support/billing-accounts";
import { callerFor } from "../support/caller";
import { runRawSql } from "../support/raw-sql";
import { deliverToProcedure, invoicePaid, nextId, packCompleted, RECEIVED, stripeEvent } from "../support/stripe-events";

/**
 * What Stripe's webhook deliveries of credit packs do to an account: each
 * pack granted once however often or at once it is delivered, a failed event
 * rolled back and applied in full on Stripe's retry, an unknown customer's
 * event acknowledged, and the payment history. Plans and their allotments
 * are in billing-plans.test.ts; tests/http/billing.test.ts keeps the REST
 * side: the signature over the raw body and the status codes.
 */

const { server, log } = useServerWithMockedStripe();

/** The router as the account, for one call: a caller of its own each time, as each HTTP request reads the user anew. */
const as = (account: TestAccount) => callerFor(server().deps, account.userId);
const deliver = (event: object) => deliverToProcedure(server(), event);

describe("webhook: credit packs", () => {
  it("grants a pack's credits exactly once when the event is delivered three times", async () => {
    const account = await signedInAccount(server(), { credits: 5 });
    const event = packCompleted(account, 10);
    for (let delivery = 0; delivery < 3; delivery++) expect(await deliver(event)).toEqual(RECEIVED);

    expect((await userRow(server(), account)).credits).toBe(15);
    const sessionId = (event.data.object as { id: string }).id;
    expect((await ledgerOf(server(), account)).filter((row) => row.reason === sessionId)).toEqual([
      expect.objectContaining({ delta: 10, balanceAfter: 15 }),
    ]);
    expect(await paymentsOf(server(), account)).toEqual([
      expect.objectContaining({ productBought: "10 credits", amountCents: 400, currency: "usd", stripeObjectId: sessionId }),
    ]);
  });

  it("grants a pack's credits exactly once when three deliveries arrive at the same time", async () => {
    const account = await signedInAccount(server(), { credits: 0 });
    const event = packCompleted(account, 15);
    const answers = await Promise.all([deliver(event), deliver(event), deliver(event)]);
    expect(answers).toEqual([RECEIVED, RECEIVED, RECEIVED]);
    expect((await userRow(server(), account)).credits).toBe(15);
    expect(await paymentsOf(server(), account)).toHaveLength(1);
  });

  it("waits for the money when a delayed payment method completes the session unpaid", async () => {
    const account = await signedInAccount(server(), { credits: 0 });
    const completed = packCompleted(account, 5);
    (completed.data.object as { payment_status: string }).payment_status = "unpaid";
    expect(await deliver(completed)).toEqual(RECEIVED);
    expect((await userRow(server(), account)).credits).toBe(0);

    const succeeded = stripeEvent("checkout.session.async_payment_succeeded", { ...completed.data.object, payment_status: "paid" });
    expect(await deliver(succeeded)).toEqual(RECEIVED);
    expect((await userRow(server(), account)).credits).toBe(5);
  });
});

describe("webhook: refusals and unknowns", () => {
  it("fails an event it could not apply, so Stripe retries, keeps none of it, and applies the retry in full", async () => {
    const account = await signedInAccount(server(), { credits: 2 });
    const event = packCompleted(account, 10);
    // The grant's ledger write fails after the payment row and the balance were written in the same transaction.
    await runRawSql(server().deps.db, "ALTER TABLE credit_ledger RENAME TO credit_ledger_away");
    const failed = deliver(event);
    try {
      await expect(failed).rejects.toMatchObject({ code: "INTERNAL_SERVER_ERROR" });
    } finally {
      await runRawSql(server().deps.db, "ALTER TABLE credit_ledger_away RENAME TO credit_ledger");
    }
    expect((await userRow(server(), account)).credits).toBe(2);
    expect(await paymentsOf(server(), account)).toHaveLength(0);
    expect((await server().deps.db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id)))[0]).toBeUndefined();

    expect(await deliver(event)).toEqual(RECEIVED);
    expect((await userRow(server(), account)).credits).toBe(12);
    expect(await paymentsOf(server(), account)).toEqual([expect.objectContaining({ productBought: "10 credits" })]);
    expect((await server().deps.db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id)))[0]).toMatchObject({
      type: "checkout.session.completed",
    });
  });

  it("acknowledges an event for an unknown customer, logs it and grants nothing", async () => {
    const before = (await server().deps.db.select().from(payments)).length;
    const event = invoicePaid("cus_nobody_knows", nextId("sub"), {
      plan: "professional",
      billing: "monthly",
      amount: 999,
      reason: "subscription_create",
    });
    expect(await deliver(event)).toEqual(RECEIVED);
    expect(log().text()).toContain(`invoice.paid ${event.id} is for no known user (customer cus_nobody_knows)`);
    expect(await server().deps.db.select().from(payments)).toHaveLength(before);
  });
});

describe("payment history", () => {
  it("shows packs and subscription invoices in the account's payment history, newest first", async () => {
    const account = await signedInAccount(server());
    const customer = await customerOf(server(), account);
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
