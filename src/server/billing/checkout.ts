import { and, eq, isNull } from "drizzle-orm";
import type Stripe from "stripe";
import { SERVER_MESSAGES as M } from "../../shared/messages";
import type { BillingPeriod, CreditPack, SelfServePlanId } from "../../shared/plans";
import type { User } from "../auth/session";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { fail } from "../errors";
import type { Logger } from "../logger";
import { packLineItem, planLineItem } from "./line-items";
import type { Payments } from "./payments";
import { PATHS } from "../../shared/paths";

/**
 * The calls to Stripe behind the three billing procedures. Nothing here
 * grants anything: only a signed webhook does (webhook.ts).
 */

export interface BillingDeps {
  db: Db;
  config: Config;
  logger: Logger;
  payments: Payments;
}

/** What a Checkout Session carries so the webhook knows who paid for what. */
export type CheckoutMetadata = { kind: "credits"; credits: string } | { kind: "plan"; plan: SelfServePlanId; billing: BillingPeriod };

/** The dashboard route, named after the product: where the billing portal sends the user back. */

async function callStripe<T>(logger: Logger, what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    logger.error(`stripe: ${what} failed`, error);
    throw fail.badGateway(M.paymentProviderFailed, error);
  }
}

function checkoutReturnUrl(config: Config, status: "success" | "cancel"): string {
  return `${config.publicUrl}${PATHS.stripeCheckout}?status=${status}`;
}

function storedCustomerId(db: Db, userId: number): string | null {
  return db.select({ id: users.stripeCustomerId }).from(users).where(eq(users.id, userId)).get()?.id ?? null;
}

/** The user's one Stripe customer, created and stored the first time it is needed. */
async function customerFor(deps: BillingDeps, user: User): Promise<string> {
  const existing = storedCustomerId(deps.db, user.id);
  if (existing) return existing;
  // The idempotency key makes two concurrent first purchases get the same customer from Stripe.
  const customer = await callStripe(deps.logger, "create customer", () =>
    deps.payments.stripe.customers.create(
      { email: user.email, name: user.name, metadata: { user_uuid: user.uuid } },
      { idempotencyKey: `inkprint-customer-${user.uuid}` },
    ),
  );
  deps.db
    .update(users)
    .set({ stripeCustomerId: customer.id })
    .where(and(eq(users.id, user.id), isNull(users.stripeCustomerId)))
    .run();
  return storedCustomerId(deps.db, user.id) ?? customer.id;
}

async function createCheckout(
  deps: BillingDeps,
  user: User,
  params: Pick<Stripe.Checkout.SessionCreateParams, "mode" | "line_items" | "subscription_data">,
  metadata: CheckoutMetadata,
): Promise<string> {
  const customer = await customerFor(deps, user);
  const session = await callStripe(deps.logger, "create checkout session", () =>
    deps.payments.stripe.checkout.sessions.create({
      ...params,
      customer,
      client_reference_id: user.uuid,
      metadata,
      success_url: checkoutReturnUrl(deps.config, "success"),
      cancel_url: checkoutReturnUrl(deps.config, "cancel"),
    }),
  );
  if (!session.url) throw fail.badGateway(M.paymentProviderFailed);
  return session.url;
}

export async function planCheckoutUrl(deps: BillingDeps, user: User, plan: SelfServePlanId, billing: BillingPeriod): Promise<string> {
  // A second subscription would bill twice; plan changes and cancellations go through the billing portal.
  if (user.stripeSubscriptionId) throw fail.conflict(M.alreadySubscribed);
  const metadata: CheckoutMetadata = { kind: "plan", plan, billing };
  return createCheckout(
    deps,
    user,
    {
      mode: "subscription",
      line_items: [planLineItem(deps.payments.prices, plan, billing)],
      // Copied onto the subscription and each of its invoices, so renewals know their plan without another API call.
      subscription_data: { metadata: { ...metadata, user_uuid: user.uuid } },
    },
    metadata,
  );
}

export function packCheckoutUrl(deps: BillingDeps, user: User, credits: CreditPack): Promise<string> {
  return createCheckout(deps, user, { mode: "payment", line_items: [packLineItem(credits)] }, { kind: "credits", credits: String(credits) });
}

export async function portalUrl(deps: BillingDeps, user: User): Promise<string> {
  const customer = storedCustomerId(deps.db, user.id);
  if (!customer) throw fail.notFound(M.noSubscriptionToManage);
  const session = await callStripe(deps.logger, "create billing portal session", () =>
    deps.payments.stripe.billingPortal.sessions.create({ customer, return_url: `${deps.config.publicUrl}${PATHS.dashboard}` }),
  );
  return session.url;
}
