import type Stripe from "stripe";

/** Subscription states in which the customer keeps the plan; past_due keeps it while Stripe retries the card. */
export const ENTITLED_STATUSES: readonly Stripe.Subscription.Status[] = ["active", "trialing", "past_due"];

/** States in which the subscription is over for Inkprint: the plan goes back to Basic. */
export const ENDED_STATUSES: readonly Stripe.Subscription.Status[] = ["canceled", "unpaid", "incomplete_expired"];
