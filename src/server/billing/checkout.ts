import { and, eq, isNull } from "drizzle-orm";
import type Stripe from "stripe";
import { SERVER_MESSAGES as M } from "../../shared/messages";
import type { BillingPeriod, CreditPack, SelfServePlanId } from "../../shared/plans";
import type { User } from "../db/schema";
import type { Config } from "../config";
import { withInstanceLock, type Db } from "../db/client";
import { users } from "../db/schema";
import { fail } from "../errors";
import type { Logger } from "../logger";
import { packLineItem, planLineItem } from "./line-items";
import type { Payments } from "./payments";
import { ENTITLED_STATUSES } from "./subscription-status";
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
type CheckoutMetadata = { kind: "credits"; credits: string } | { kind: "plan"; plan: SelfServePlanId; billing: BillingPeriod };

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

async function storedCustomerId(db: Db, userId: number): Promise<string | null> {
  const [user] = await db.select({ id: users.stripeCustomerId }).from(users).where(eq(users.id, userId));
  return user?.id ?? null;
}

/** The user's one Stripe customer, created and stored the first time it is needed. */
async function customerFor(deps: BillingDeps, user: User): Promise<string> {
  const existing = await storedCustomerId(deps.db, user.id);
  if (existing) return existing;
  // The idempotency key makes two concurrent first purchases get the same customer from Stripe.
  const customer = await callStripe(deps.logger, "create customer", () =>
    deps.payments.stripe.customers.create(
      { email: user.email, name: user.name, metadata: { user_uuid: user.uuid } },
      { idempotencyKey: `inkprint-customer-${user.uuid}` },
    ),
  );
  await deps.db
    .update(users)
    .set({ stripeCustomerId: customer.id })
    .where(and(eq(users.id, user.id), isNull(users.stripeCustomerId)));
  return (await storedCustomerId(deps.db, user.id)) ?? customer.id;
}

async function createCheckout(
  deps: BillingDeps,
  user: User,
  customer: string,
  params: Pick<Stripe.Checkout.SessionCreateParams, "mode" | "line_items" | "subscription_data">,
  metadata: CheckoutMetadata,
): Promise<string> {
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

/**
 * Runs one plan checkout per customer at a time, so two clicks cannot both
 * pass the checks below before either session exists: queued in this
 * process, and across instances by a lock in the database (decision 127).
 */
const planCheckoutsInFlight = new Map<string, Promise<unknown>>();

async function oneAtATime<T>(db: Db, key: string, work: () => Promise<T>): Promise<T> {
  const previous = planCheckoutsInFlight.get(key) ?? Promise.resolve();
  const current = previous.catch(() => undefined).then(() => withInstanceLock(db, `plan-checkout:${key}`, work));
  planCheckoutsInFlight.set(key, current);
  try {
    return await current;
  } finally {
    if (planCheckoutsInFlight.get(key) === current) planCheckoutsInFlight.delete(key);
  }
}

/**
 * Expires the customer's subscription checkouts still open, so only the page
 * opened last can be paid. One that cannot be expired was completed in the
 * meantime; the subscription check that follows sees its subscription.
 */
async function expireOpenPlanCheckouts(deps: BillingDeps, customer: string): Promise<void> {
  const open = await callStripe(deps.logger, "list open checkout sessions", () =>
    deps.payments.stripe.checkout.sessions.list({ customer, status: "open", limit: 100 }),
  );
  for (const session of open.data.filter((candidate) => candidate.mode === "subscription")) {
    try {
      await deps.payments.stripe.checkout.sessions.expire(session.id);
    } catch (error) {
      deps.logger.info(
        `stripe: checkout session ${session.id} could not be expired (${error instanceof Error ? error.message : String(error)})`,
      );
    }
  }
}

/** Whether Stripe already bills the customer for a subscription that keeps a plan (the webhook may not have told us yet). */
async function hasEntitledSubscription(deps: BillingDeps, customer: string): Promise<boolean> {
  const subscriptions = await callStripe(deps.logger, "list subscriptions", () =>
    deps.payments.stripe.subscriptions.list({ customer, status: "all", limit: 100 }),
  );
  return subscriptions.data.some((subscription) => ENTITLED_STATUSES.includes(subscription.status));
}

export async function planCheckoutUrl(deps: BillingDeps, user: User, plan: SelfServePlanId, billing: BillingPeriod): Promise<string> {
  // A second subscription would bill twice; plan changes and cancellations go through the billing portal.
  if (user.stripeSubscriptionId) throw fail.conflict(M.alreadySubscribed);
  const customer = await customerFor(deps, user);
  return oneAtATime(deps.db, customer, async () => {
    await expireOpenPlanCheckouts(deps, customer);
    if (await hasEntitledSubscription(deps, customer)) throw fail.conflict(M.alreadySubscribed);
    const metadata: CheckoutMetadata = { kind: "plan", plan, billing };
    return createCheckout(
      deps,
      user,
      customer,
      {
        mode: "subscription",
        line_items: [planLineItem(deps.payments.prices, plan, billing)],
        // Copied onto the subscription and each of its invoices, so renewals know their plan without another API call.
        subscription_data: { metadata: { ...metadata, user_uuid: user.uuid } },
      },
      metadata,
    );
  });
}

/** Credit packs stay on sale to subscribers: they add credits, they bill nothing again. */
export async function packCheckoutUrl(deps: BillingDeps, user: User, credits: CreditPack): Promise<string> {
  const customer = await customerFor(deps, user);
  return createCheckout(
    deps,
    user,
    customer,
    { mode: "payment", line_items: [packLineItem(credits)] },
    { kind: "credits", credits: String(credits) },
  );
}

export async function portalUrl(deps: BillingDeps, user: User): Promise<string> {
  const customer = await storedCustomerId(deps.db, user.id);
  if (!customer) throw fail.notFound(M.noSubscriptionToManage);
  const session = await callStripe(deps.logger, "create billing portal session", () =>
    deps.payments.stripe.billingPortal.sessions.create({ customer, return_url: `${deps.config.publicUrl}${PATHS.dashboard}` }),
  );
  return session.url;
}
