import { describe, expect, it } from "vitest";
import { createPayments } from "../../src/server/billing/payments";
import { loadConfig } from "../../src/server/config";
import { SERVER_MESSAGES as M } from "../../src/shared/messages";
import { signedInAccount, type TestAccount } from "../support/accounts";
import { customerOf, userRow, useServerWithMockedStripe } from "../support/billing-accounts";
import { callerFor } from "../support/caller";
import { nextId, STRIPE_ENV } from "../support/stripe-events";
import { startTestServer } from "../support/test-server";

/**
 * The calls to Stripe behind the billing procedures (Checkout Sessions, the
 * portal, one plan checkout at a time), called without HTTP; Stripe's API is
 * the msw mock. tests/http/billing.test.ts keeps what REST clients see.
 */

const { server, stripeApi } = useServerWithMockedStripe({ STRIPE_PRICE_BUSINESS_YEARLY: "price_business_yearly" });

/** The router as the account, for one call: a caller of its own each time, as each HTTP request reads the user anew. */
const as = (account: TestAccount) => callerFor(server().deps, account.userId);

const checkoutPage = { status: "success", url: expect.stringMatching(/^https:\/\/checkout\.stripe\.com\//) };
const planSessions = () => stripeApi.sessions.filter((session) => session.mode === "subscription");

describe("checkout sessions", () => {
  it("creates a subscription Checkout Session carrying the user, the plan and the return URLs", async () => {
    const account = await signedInAccount(server());
    expect(await (await as(account)).billing.createCheckoutSession({ plan: "Professional", billing: "monthly" })).toEqual(checkoutPage);

    const [customer] = stripeApi.customers;
    expect(customer!.form).toMatchObject({ email: account.email, "metadata[user_uuid]": account.uuid });
    expect((await userRow(server(), account)).stripeCustomerId).toMatch(/^cus_test_/);

    const [session] = stripeApi.checkoutSessions;
    expect(session!.form).toMatchObject({
      mode: "subscription",
      customer: (await userRow(server(), account)).stripeCustomerId,
      client_reference_id: account.uuid,
      "metadata[kind]": "plan",
      "metadata[plan]": "professional",
      "metadata[billing]": "monthly",
      "subscription_data[metadata][plan]": "professional",
      "subscription_data[metadata][billing]": "monthly",
      "line_items[0][price_data][unit_amount]": "999",
      "line_items[0][price_data][currency]": "usd",
      "line_items[0][price_data][recurring][interval]": "month",
      success_url: `${server().config.publicUrl}/stripe-checkout?status=success`,
      cancel_url: `${server().config.publicUrl}/stripe-checkout?status=cancel`,
    });
  });

  it("uses a configured Stripe price id when the environment names one", async () => {
    const account = await signedInAccount(server());
    await (await as(account)).billing.createCheckoutSession({ plan: "business", billing: "yearly" });
    expect(stripeApi.checkoutSessions[0]!.form).toMatchObject({
      "line_items[0][price]": "price_business_yearly",
      "metadata[plan]": "business",
    });
    expect(stripeApi.checkoutSessions[0]!.form).not.toHaveProperty("line_items[0][price_data][unit_amount]");
  });

  it("creates a payment Checkout Session for a credit pack at 0.40 dollars a credit, reusing the user's one customer", async () => {
    const account = await signedInAccount(server());
    expect(await (await as(account)).billing.buyCredits({ credits: 10 })).toEqual(checkoutPage);
    expect(await (await as(account)).billing.buyCredits({ credits: "15" })).toEqual(checkoutPage);

    expect(stripeApi.customers).toHaveLength(1);
    expect(stripeApi.customers[0]!.idempotencyKey).toContain(account.uuid);
    const [ten, fifteen] = stripeApi.checkoutSessions.map((call) => call.form);
    expect(ten).toMatchObject({
      mode: "payment",
      client_reference_id: account.uuid,
      "metadata[kind]": "credits",
      "metadata[credits]": "10",
      "line_items[0][price_data][unit_amount]": "400",
      "line_items[0][quantity]": "1",
      success_url: `${server().config.publicUrl}/stripe-checkout?status=success`,
      cancel_url: `${server().config.publicUrl}/stripe-checkout?status=cancel`,
    });
    expect(fifteen).toMatchObject({ "metadata[credits]": "15", "line_items[0][price_data][unit_amount]": "600", customer: ten!.customer });
  });

  it("talks to api.stripe.com, or to the host STRIPE_API_BASE names (stripe-mock)", async () => {
    const account = await signedInAccount(server());
    await (await as(account)).billing.buyCredits({ credits: 5 });
    expect(stripeApi.checkoutSessions[0]!.url).toBe("https://api.stripe.com/v1/checkout/sessions");

    const local = await startTestServer({ ...STRIPE_ENV, STRIPE_API_BASE: "http://stripe-mock.test:12111" });
    try {
      const localAccount = await signedInAccount(local);
      await (await callerFor(local.deps, localAccount.userId)).billing.buyCredits({ credits: 5 });
      expect(stripeApi.checkoutSessions[1]!.url).toBe("http://stripe-mock.test:12111/v1/checkout/sessions");
    } finally {
      await local.close();
    }
  });

  it("fails with a plain message when Stripe cannot be reached, and stores no customer", async () => {
    const account = await signedInAccount(server());
    stripeApi.failing = true;
    await expect((await as(account)).billing.buyCredits({ credits: 5 })).rejects.toMatchObject({
      code: "BAD_GATEWAY",
      message: M.paymentProviderFailed,
    });
    expect((await userRow(server(), account)).stripeCustomerId).toBeNull();
  });
});

describe("billing portal", () => {
  it("tells a user without a Stripe customer there is nothing to manage, and opens no portal session", async () => {
    const account = await signedInAccount(server());
    await expect((await as(account)).billing.openPortal()).rejects.toMatchObject({ code: "NOT_FOUND", message: M.noSubscriptionToManage });
    expect(stripeApi.portalSessions).toHaveLength(0);
  });

  it("opens a portal session for the user's customer that returns to the dashboard", async () => {
    const account = await signedInAccount(server());
    const customer = await customerOf(server(), account);
    expect(await (await as(account)).billing.openPortal()).toEqual({
      status: "success",
      url: expect.stringMatching(/^https:\/\/billing\.stripe\.com\//),
    });
    expect(stripeApi.portalSessions[0]!.form).toEqual({ customer, return_url: `${server().config.publicUrl}/inkprint` });
  });
});

describe("double checkout", () => {
  it("refuses a plan checkout while Stripe bills a subscription the webhook has not announced yet, and still sells packs", async () => {
    const account = await signedInAccount(server());
    const customer = await customerOf(server(), account);
    stripeApi.subscriptions.push({ id: nextId("sub"), customer, status: "active" });

    await expect((await as(account)).billing.createCheckoutSession({ plan: "business", billing: "yearly" })).rejects.toMatchObject({
      code: "CONFLICT",
      message: M.alreadySubscribed,
    });
    expect(planSessions()).toHaveLength(0);

    expect(await (await as(account)).billing.buyCredits({ credits: 10 })).toEqual(checkoutPage);
  });

  it("lets a customer whose earlier subscriptions ended subscribe again", async () => {
    const account = await signedInAccount(server());
    const customer = await customerOf(server(), account);
    stripeApi.subscriptions.push(
      { id: nextId("sub"), customer, status: "canceled" },
      { id: nextId("sub"), customer, status: "incomplete_expired" },
    );
    expect(await (await as(account)).billing.createCheckoutSession({ plan: "professional", billing: "monthly" })).toEqual(checkoutPage);
  });

  it("expires the earlier open plan checkout, so only the page opened last can be paid; pack checkouts stay open", async () => {
    const account = await signedInAccount(server());
    const customer = await customerOf(server(), account);
    const pack = stripeApi.sessions[0]!;
    await (await as(account)).billing.createCheckoutSession({ plan: "professional", billing: "monthly" });
    await (await as(account)).billing.createCheckoutSession({ plan: "business", billing: "monthly" });

    expect(stripeApi.sessions.map((session) => [session.mode, session.status])).toEqual([
      ["payment", "open"],
      ["subscription", "expired"],
      ["subscription", "open"],
    ]);
    expect(stripeApi.sessions.every((session) => session.customer === customer)).toBe(true);
    expect(pack.status).toBe("open");
  });

  it("leaves one open plan page when two checkouts are requested at the same moment", async () => {
    const account = await signedInAccount(server());
    await customerOf(server(), account);
    // Slow enough that, without serialising, both calls would look for open pages before either page exists.
    stripeApi.checkoutCreateDelayMs = 300;
    const [first, second] = [await as(account), await as(account)];
    const answers = await Promise.all([
      first.billing.createCheckoutSession({ plan: "professional", billing: "monthly" }),
      second.billing.createCheckoutSession({ plan: "professional", billing: "yearly" }),
    ]);
    expect(answers).toEqual([checkoutPage, checkoutPage]);
    expect(
      planSessions()
        .map((session) => session.status)
        .sort(),
    ).toEqual(["expired", "open"]);
  });

  it("opens no page when Stripe cannot say whether the customer already subscribes", async () => {
    const account = await signedInAccount(server());
    await customerOf(server(), account);
    stripeApi.failing = true;
    await expect((await as(account)).billing.createCheckoutSession({ plan: "professional", billing: "monthly" })).rejects.toMatchObject({
      code: "BAD_GATEWAY",
      message: M.paymentProviderFailed,
    });
    expect(planSessions()).toHaveLength(0);
  });

  it("refuses the second page when the first was paid in the meantime", async () => {
    const account = await signedInAccount(server());
    const customer = await customerOf(server(), account);
    await (await as(account)).billing.createCheckoutSession({ plan: "professional", billing: "monthly" });
    // The buyer pays the first page; Stripe creates the subscription before the webhook reaches Inkprint.
    stripeApi.sessions.at(-1)!.status = "complete";
    stripeApi.subscriptions.push({ id: nextId("sub"), customer, status: "active" });

    await expect((await as(account)).billing.createCheckoutSession({ plan: "business", billing: "monthly" })).rejects.toMatchObject({
      code: "CONFLICT",
      message: M.alreadySubscribed,
    });
  });
});

describe("payments configuration", () => {
  it("refuses to start with a secret key but no webhook secret", async () => {
    await expect(createPayments(loadConfig({ STRIPE_SECRET_KEY: "sk_test_half" }))).rejects.toThrow(/STRIPE_WEBHOOK_SECRET/);
  });
});
