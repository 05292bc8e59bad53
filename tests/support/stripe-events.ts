import Stripe from "stripe";
import type { TestAccount } from "./accounts";
import { callerFor } from "./caller";
import type { TestServer } from "./test-server";

/**
 * What Stripe sends Inkprint's webhook, built the way Stripe writes it: events
 * around Checkout Sessions, invoices and subscriptions, and their signature.
 * Shared by the billing tests over HTTP and without it.
 */

const WEBHOOK_SECRET = "whsec_test_inkprint";
/** The environment that turns payments on; Stripe's API is then tests/mocks/stripe.ts. */
export const STRIPE_ENV = { STRIPE_SECRET_KEY: "sk_test_inkprint", STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET };
/** Stripe price ids for Business, so the webhook can tell a switch to Business by the price. */
export const BUSINESS_PRICE_ENV = {
  STRIPE_PRICE_BUSINESS_YEARLY: "price_business_yearly",
  STRIPE_PRICE_BUSINESS_MONTHLY: "price_business_monthly",
};
const signer = new Stripe("sk_test_signer");

export const DAY_MS = 24 * 60 * 60 * 1000;
/** Stripe's timestamps are whole seconds. */
export const seconds = (ms: number) => Math.floor(ms / 1000);

let sequence = 0;
/** An id of Stripe's shape (`evt_…`, `cs_…`, `sub_…`) that no other test uses. */
export const nextId = (prefix: string) => `${prefix}_test_${Date.now()}_${++sequence}`;

/** The stripe-signature header Stripe sends with the payload, signed with the webhook secret unless told otherwise. */
export function stripeSignature(payload: string, secret = WEBHOOK_SECRET): string {
  return signer.webhooks.generateTestHeaderString({ payload, secret });
}

/** What the webhook procedure answers once an event is applied (or was already). */
export const RECEIVED = { received: true };

/** Delivers the event as Stripe does: signed with the webhook secret, from no session, to the procedure (no HTTP). */
export async function deliverToProcedure(server: TestServer, event: object) {
  const payload = JSON.stringify(event);
  return (await callerFor(server.deps)).billing.receiveWebhook({ payload, signature: stripeSignature(payload) });
}

interface StripeTestEvent {
  id: string;
  object: "event";
  type: string;
  created: number;
  livemode: boolean;
  api_version: string;
  data: { object: Record<string, unknown> };
}

/** An event of `type` about `object`, created now unless told when (seconds). */
export function stripeEvent(type: string, object: Record<string, unknown>, created = seconds(Date.now())): StripeTestEvent {
  return { id: nextId("evt"), object: "event", type, created, livemode: false, api_version: "2026-10-28.endive", data: { object } };
}

/** A paid credit pack's checkout, as the webhook receives it; a test that needs them sets its customer and time. */
export function packCompleted(account: TestAccount, credits: number, customer: string | null = null, created?: number): StripeTestEvent {
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

/** A paid plan checkout, which starts the subscription. */
export function planCompleted(
  account: TestAccount,
  customer: string,
  subscription: string,
  plan: string,
  billing: string,
): StripeTestEvent {
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

interface InvoiceFields {
  plan: string;
  billing: string;
  amount: number;
  /** Stripe's billing_reason: subscription_create, subscription_cycle, subscription_update. */
  reason: string;
  /** The price of the one line, when `lines` is not given. */
  price?: string;
  created?: number;
  lines?: InvoiceLineFields[];
}

/** A paid subscription invoice; the plan and billing are the subscription's metadata from checkout. */
export function invoicePaid(customer: string, subscription: string, options: InvoiceFields): StripeTestEvent {
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

/** A plan invoice's one line: the period of `days` from `periodStartMs`, billed in full. */
function periodLine(periodStartMs: number, days: number, price?: string): InvoiceLineFields {
  return { price, period: { start: seconds(periodStartMs), end: seconds(periodStartMs + days * DAY_MS) }, proration: false };
}

/** A yearly plan's invoice for the year that starts at `periodStartMs`. */
export function yearlyInvoice(customer: string, subscription: string, plan: string, periodStartMs: number, reason = "subscription_create") {
  const amount = plan === "business" ? 23000 : 11000;
  return invoicePaid(customer, subscription, { plan, billing: "yearly", amount, reason, lines: [periodLine(periodStartMs, 365)] });
}

/** A monthly plan's invoice for the month that starts at `periodStartMs`. */
export function monthlyInvoice(
  customer: string,
  subscription: string,
  plan: string,
  periodStartMs: number,
  reason = "subscription_create",
  price?: string,
) {
  const amount = plan === "business" ? 1999 : 999;
  return invoicePaid(customer, subscription, { plan, billing: "monthly", amount, reason, lines: [periodLine(periodStartMs, 30, price)] });
}

interface SubscriptionFields {
  status: string;
  /** The plan and billing from checkout, kept in the subscription's metadata; after a switch `price` says what it is now. */
  plan: string;
  billing: string;
  price?: string;
  cancelAtPeriodEnd?: boolean;
  endedAt?: number;
  periodStart?: number;
}

/** A switch in the customer portal: the subscription stays active, its metadata keeps checkout's plan, `price` is what it bills now. */
export function planSwitched(customer: string, subscription: string, fields: Omit<SubscriptionFields, "status">): StripeTestEvent {
  return subscriptionEvent("customer.subscription.updated", customer, subscription, { status: "active", ...fields });
}

/** A customer.subscription.* event (updated, deleted) about the subscription as it stands. */
export function subscriptionEvent(type: string, customer: string, subscription: string, fields: SubscriptionFields): StripeTestEvent {
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
