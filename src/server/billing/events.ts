import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import {
  BILLING_PERIODS,
  CURRENCY,
  MONTHS_PER_PERIOD,
  PLANS,
  SELF_SERVE_PLAN_IDS,
  isCreditPack,
  planName,
  type BillingPeriod,
  type SelfServePlanId,
} from "../../shared/plans";
import type { User } from "../db/schema";
import { withTransaction, type DbOrTx } from "../db/client";
import { payments, stripeEvents, users } from "../db/schema";
import type { Logger } from "../logger";
import { grantCredits, topUpAllotments } from "./credits";
import { monthStart } from "./allotment-months";
import { currentAllotment, endAllotments, openAllotment, raiseMonthlyCredits } from "./allotments";
import { planOfConfiguredPrice } from "./line-items";
import type { ConfiguredPrices } from "./payments";
import { ENDED_STATUSES, ENTITLED_STATUSES } from "./subscription-status";

/**
 * What a verified Stripe event does to the database. Each event is applied
 * in one transaction together with the insert of its id into stripe_events,
 * so a redelivered event changes nothing (docs/decisions/021).
 */

export interface EventDeps {
  db: DbOrTx;
  logger: Logger;
  prices: ConfiguredPrices;
}

type PlanChoice = { plan: SelfServePlanId; billing: BillingPeriod };

/** Invoices that start a paid period; proration invoices from a mid-period plan switch grant nothing extra. */
const PERIOD_INVOICE_REASONS: readonly (Stripe.Invoice.BillingReason | null)[] = ["subscription_create", "subscription_cycle"];

type InvoiceLine = Stripe.Invoice["lines"]["data"][number];

/** Applies the event once, durably (Stripe does not send an event it was told arrived); returns false when it had already been processed. */
export function applyStripeEvent(deps: EventDeps, event: Stripe.Event): Promise<boolean> {
  return withTransaction(
    deps.db,
    async (db) => {
      // A delivery racing this one (another instance) waits on the same id here, then finds it taken.
      const fresh = await db
        .insert(stripeEvents)
        .values({ id: event.id, type: event.type })
        .onConflictDoNothing()
        .returning({ id: stripeEvents.id });
      if (fresh.length === 0) return false;
      const scoped = { ...deps, db };
      switch (event.type) {
        case "checkout.session.completed":
        case "checkout.session.async_payment_succeeded":
          await checkoutCompleted(scoped, event, event.data.object);
          break;
        case "invoice.paid":
          await invoicePaid(scoped, event, event.data.object);
          break;
        case "customer.subscription.updated":
          await subscriptionUpdated(scoped, event, event.data.object);
          break;
        case "customer.subscription.deleted":
          await subscriptionEnded(scoped, event, event.data.object);
          break;
        default:
          break;
      }
      return true;
    },
    { durable: true },
  );
}

function idOf(ref: string | { id: string } | null | undefined): string | null {
  if (!ref) return null;
  return typeof ref === "string" ? ref : ref.id;
}

async function userByCustomer(db: DbOrTx, customerId: string | null): Promise<User | null> {
  if (!customerId) return null;
  const [user] = await db.select().from(users).where(eq(users.stripeCustomerId, customerId));
  return user ?? null;
}

async function userByUuid(db: DbOrTx, uuid: string | null): Promise<User | null> {
  if (!uuid) return null;
  const [user] = await db.select().from(users).where(eq(users.uuid, uuid));
  return user ?? null;
}

function logUnknown(logger: Logger, event: Stripe.Event, customerId: string | null): void {
  logger.info(`stripe: ${event.type} ${event.id} is for no known user (customer ${customerId ?? "none"}); acknowledged, nothing changed`);
}

function planChoiceFrom(metadata: Stripe.Metadata | null | undefined): PlanChoice | null {
  const plan = SELF_SERVE_PLAN_IDS.find((id) => id === metadata?.plan);
  const billing = BILLING_PERIODS.find((period) => period === metadata?.billing);
  return plan && billing ? { plan, billing } : null;
}

/** A configured price (set by a plan switch in the billing portal) wins over the metadata written at checkout. */
function planChoice(
  prices: ConfiguredPrices,
  priceIds: (string | null)[],
  metadata: Stripe.Metadata | null | undefined,
): PlanChoice | null {
  for (const priceId of priceIds) {
    const configured = priceId ? planOfConfiguredPrice(prices, priceId) : null;
    if (configured) return configured;
  }
  return planChoiceFrom(metadata);
}

/** Records a payment; false when this Stripe object was already recorded, so its grant must not repeat. */
async function recordPayment(
  db: DbOrTx,
  userId: number,
  productBought: string,
  object: { id: string; amount: number; currency: string },
  at: Date,
): Promise<boolean> {
  const inserted = await db
    .insert(payments)
    .values({ userId, productBought, amountCents: object.amount, currency: object.currency, stripeObjectId: object.id, purchasedAt: at })
    .onConflictDoNothing()
    .returning({ id: payments.id });
  return inserted.length === 1;
}

function eventTime(event: Stripe.Event): Date {
  return new Date(event.created * 1000);
}

async function setPlan(db: DbOrTx, userId: number, choice: PlanChoice, subscriptionId: string | null): Promise<void> {
  await db
    .update(users)
    .set({ plan: choice.plan, billingPeriod: choice.billing, stripeSubscriptionId: subscriptionId })
    .where(eq(users.id, userId));
}

async function checkoutCompleted(deps: EventDeps, event: Stripe.Event, session: Stripe.Checkout.Session): Promise<void> {
  // Delayed payment methods complete the session unpaid; checkout.session.async_payment_succeeded follows when the money arrives.
  if (session.payment_status === "unpaid") return;
  const customerId = idOf(session.customer);
  const user = (await userByUuid(deps.db, session.client_reference_id)) ?? (await userByCustomer(deps.db, customerId));
  if (!user) return logUnknown(deps.logger, event, customerId);
  const metadata = session.metadata ?? {};
  if (metadata.kind === "credits") return await packPaid(deps, event, session, user, Number(metadata.credits));
  if (metadata.kind === "plan") {
    const choice = planChoiceFrom(metadata);
    if (!choice) return deps.logger.error(`stripe: ${event.id} has an unknown plan in its metadata; nothing changed`);
    const subscriptionId = idOf(session.subscription);
    if (user.stripeSubscriptionId && subscriptionId && user.stripeSubscriptionId !== subscriptionId) {
      // Checkout refuses a second subscription, but a page opened elsewhere can still be paid: support must cancel one.
      deps.logger.error(
        `stripe: user ${user.uuid} now pays for two subscriptions (${user.stripeSubscriptionId}, ` +
          `${subscriptionId}); the newer one is current, cancel the other`,
      );
    }
    // The plan starts here; its credits and its payment row come with invoice.paid, so nothing is granted twice.
    return await setPlan(deps.db, user.id, choice, subscriptionId);
  }
  deps.logger.info(`stripe: ${event.id} is a checkout session Inkprint did not create; acknowledged, nothing changed`);
}

async function packPaid(
  deps: EventDeps,
  event: Stripe.Event,
  session: Stripe.Checkout.Session,
  user: User,
  credits: number,
): Promise<void> {
  if (!isCreditPack(credits)) return deps.logger.error(`stripe: ${event.id} names an unknown credit pack; nothing changed`);
  const recorded = await recordPayment(
    deps.db,
    user.id,
    `${credits} credits`,
    { id: session.id, amount: session.amount_total ?? 0, currency: session.currency ?? CURRENCY },
    eventTime(event),
  );
  if (recorded) await grantCredits(deps.db, user.id, credits, session.id);
}

async function invoicePaid(deps: EventDeps, event: Stripe.Event, invoice: Stripe.Invoice): Promise<void> {
  const details = invoice.parent?.subscription_details;
  if (!details) return;
  const customerId = idOf(invoice.customer);
  const user = await userByCustomer(deps.db, customerId);
  if (!user) return logUnknown(deps.logger, event, customerId);
  const priceIds = invoice.lines.data.map((line) => idOf(line.pricing?.price_details?.price));
  const choice = planChoice(deps.prices, priceIds, details.metadata);
  if (!choice) return deps.logger.error(`stripe: invoice ${invoice.id} is for a subscription of no known plan; nothing changed`);
  if (invoice.amount_paid > 0) {
    const product = `${planName(choice.plan)} plan (${choice.billing})`;
    const recorded = await recordPayment(
      deps.db,
      user.id,
      product,
      { id: invoice.id, amount: invoice.amount_paid, currency: invoice.currency },
      invoicePaidAt(invoice, event),
    );
    if (!recorded) return;
  }
  const subscriptionId = idOf(details.subscription);
  const periodLine = periodChargeLine(invoice);
  if (subscriptionId && periodLine !== undefined) {
    await startPeriod(deps, event, {
      userId: user.id,
      subscriptionId,
      invoiceId: invoice.id,
      choice,
      line: periodLine,
      paidAt: invoicePaidAt(invoice, event),
    });
  }
}

/**
 * The line that pays for a new period, or undefined when the invoice starts
 * none: the first invoice and each renewal do (null: a line without period
 * details, still a period), and so does a plan switch that changes the
 * billing interval, because Stripe then bills a new period at once as a line
 * that is not a proration. An upgrade within the period is all prorations.
 */
function periodChargeLine(invoice: Stripe.Invoice): InvoiceLine | null | undefined {
  const fullCharge = invoice.lines.data.find((line) => line.parent?.subscription_item_details?.proration === false);
  if (PERIOD_INVOICE_REASONS.includes(invoice.billing_reason)) return fullCharge ?? null;
  return invoice.billing_reason === "subscription_update" ? fullCharge : undefined;
}

function invoicePaidAt(invoice: Stripe.Invoice, event: Stripe.Event): Date {
  return new Date((invoice.status_transitions.paid_at ?? event.created) * 1000);
}

interface PaidPeriod {
  userId: number;
  subscriptionId: string;
  invoiceId: string;
  choice: PlanChoice;
  line: InvoiceLine | null;
  paidAt: Date;
}

/**
 * Opens the period's allotment (once per invoice), ends the subscription's
 * previous one where the new period starts, and grants what is due: the
 * first month now, the others of a yearly period as each month starts.
 */
async function startPeriod(deps: EventDeps, event: Stripe.Event, paid: PaidPeriod): Promise<void> {
  const months = MONTHS_PER_PERIOD[paid.choice.billing];
  const periodStart = paid.line?.period ? new Date(paid.line.period.start * 1000) : paid.paidAt;
  const periodEnd = paid.line?.period ? new Date(paid.line.period.end * 1000) : monthStart(periodStart, months);
  const opened = await openAllotment(deps.db, {
    userId: paid.userId,
    stripeSubscriptionId: paid.subscriptionId,
    stripeInvoiceId: paid.invoiceId,
    monthlyCredits: PLANS[paid.choice.plan].monthlyCredits,
    months,
    periodStart,
    periodEnd,
  });
  if (!opened)
    return deps.logger.info(`stripe: ${event.id} pays for a period already opened by invoice ${paid.invoiceId}; nothing granted again`);
  await endAllotments(deps.db, paid.subscriptionId, periodStart, paid.invoiceId);
  await topUpAllotments(deps.db, paid.userId);
}

async function subscriptionUpdated(deps: EventDeps, event: Stripe.Event, subscription: Stripe.Subscription): Promise<void> {
  if (ENDED_STATUSES.includes(subscription.status)) return await subscriptionEnded(deps, event, subscription);
  if (!ENTITLED_STATUSES.includes(subscription.status)) return;
  const customerId = idOf(subscription.customer);
  const user = await userByCustomer(deps.db, customerId);
  if (!user) return logUnknown(deps.logger, event, customerId);
  if (user.stripeSubscriptionId && user.stripeSubscriptionId !== subscription.id) {
    return deps.logger.info(`stripe: ${event.id} updates subscription ${subscription.id}, not the user's current one; nothing changed`);
  }
  const choice = planChoice(
    deps.prices,
    subscription.items.data.map((item) => item.price.id),
    subscription.metadata,
  );
  if (!choice) return deps.logger.error(`stripe: subscription ${subscription.id} is for no known plan; nothing changed`);
  await setPlan(deps.db, user.id, choice, subscription.id);
  await grantUpgrade(deps, user.id, subscription, choice);
}

/** When Stripe says the subscription's current period began (on its items since API 2025-03-31), if it says. */
function currentPeriodStart(subscription: Stripe.Subscription): Date | null {
  const starts = subscription.items.data.map((item) => item.current_period_start).filter((start) => typeof start === "number");
  return starts.length ? new Date(Math.max(...starts) * 1000) : null;
}

/**
 * A switch to a plan with more monthly credits, within the paid period and
 * the same billing interval, grants the difference for the current month at
 * once and raises the remaining months of a yearly period. The raise is the
 * idempotency guard: a replay or a later event with the same price finds the
 * allotment already at the new plan. A switch to fewer credits changes
 * nothing here: the lower allotment starts with the next paid period.
 */
async function grantUpgrade(deps: EventDeps, userId: number, subscription: Stripe.Subscription, choice: PlanChoice): Promise<void> {
  const now = new Date();
  await topUpAllotments(deps.db, userId, now);
  const allotment = await currentAllotment(deps.db, subscription.id);
  if (!allotment || allotment.periodEnd <= now || allotment.months !== MONTHS_PER_PERIOD[choice.billing]) return;
  // A switch that restarts the period (another interval, or the billing date reset to now) is billed as a new period: its invoice grants the new plan in full.
  const periodStart = currentPeriodStart(subscription);
  if (periodStart && periodStart > allotment.periodStart) return;
  const monthlyCredits = PLANS[choice.plan].monthlyCredits;
  if (monthlyCredits <= allotment.monthlyCredits || !(await raiseMonthlyCredits(deps.db, allotment, monthlyCredits))) return;
  await grantCredits(
    deps.db,
    userId,
    monthlyCredits - allotment.monthlyCredits,
    `${allotment.stripeInvoiceId} upgrade to ${planName(choice.plan)}`,
  );
}

/** Back to Basic when the user's current subscription ends; credits already granted stay (they never expire). */
async function subscriptionEnded(deps: EventDeps, event: Stripe.Event, subscription: Stripe.Subscription): Promise<void> {
  const customerId = idOf(subscription.customer);
  const user = await userByCustomer(deps.db, customerId);
  if (!user) return logUnknown(deps.logger, event, customerId);
  // Months that started before the end are still granted; later months of a yearly period are not.
  await endAllotments(deps.db, subscription.id, new Date((subscription.ended_at ?? event.created) * 1000));
  await topUpAllotments(deps.db, user.id);
  if (user.stripeSubscriptionId !== subscription.id) return;
  await deps.db.update(users).set({ plan: "basic", billingPeriod: null, stripeSubscriptionId: null }).where(eq(users.id, user.id));
}
