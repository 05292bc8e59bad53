import type Stripe from "stripe";
import type { z } from "zod";
import { SERVER_MESSAGES as M } from "../../shared/messages";
import type { stripeWebhookInput } from "../../shared/schemas/billing";
import { fail } from "../errors";
import type { Db } from "../db/client";
import type { Logger } from "../logger";
import { applyStripeEvent } from "./events";
import type { Payments } from "./payments";

type WebhookDelivery = z.infer<typeof stripeWebhookInput>;

/** The event, if the payload carries a valid Stripe signature for our webhook secret; null otherwise. */
function verifiedEvent(payments: Payments, { payload, signature }: WebhookDelivery): Stripe.Event | null {
  if (signature === undefined) return null;
  try {
    return payments.stripe.webhooks.constructEvent(payload, signature, payments.webhookSecret);
  } catch {
    return null;
  }
}

/**
 * Applies one signed webhook delivery. It succeeds once the event is applied
 * (or was already), and fails with an internal error otherwise, so Stripe
 * delivers it again.
 */
export async function receiveStripeWebhook(
  deps: { db: Db; logger: Logger; payments: Payments | null },
  delivery: WebhookDelivery,
): Promise<{ received: true }> {
  const { payments } = deps;
  if (!payments) throw fail.unavailable(M.paymentsDisabled);
  const event = verifiedEvent(payments, delivery);
  if (!event) throw fail.badRequest(M.webhookSignatureInvalid);
  try {
    const applied = await applyStripeEvent({ db: deps.db, logger: deps.logger, prices: payments.prices }, event);
    if (!applied) deps.logger.info(`stripe: ${event.type} ${event.id} was already processed; acknowledged`);
  } catch (error) {
    throw fail.internal(`stripe: ${event.type} ${event.id} could not be applied; Stripe will retry`, error);
  }
  return { received: true };
}
