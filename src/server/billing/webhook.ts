import type { Request, RequestHandler } from "express";
import type Stripe from "stripe";
import { SERVER_MESSAGES as M } from "../../shared/messages";
import type { AppDeps } from "../trpc/context";
import { applyStripeEvent } from "./events";
import type { Payments } from "./payments";

/** The event, if the body carries a valid Stripe signature for our webhook secret; null otherwise. */
function verifiedEvent(payments: Payments, req: Request): Stripe.Event | null {
  const signature = req.headers["stripe-signature"];
  if (typeof signature !== "string" || !Buffer.isBuffer(req.body)) return null;
  try {
    return payments.stripe.webhooks.constructEvent(req.body, signature, payments.webhookSecret);
  } catch {
    return null;
  }
}

/**
 * POST /stripe/webhook, mounted with a raw body. Answers 2xx once the event
 * is applied (or was already), and 500 on a failure so Stripe delivers it again.
 */
export function stripeWebhookHandler(deps: AppDeps): RequestHandler {
  return (req, res) => {
    const { payments } = deps;
    if (!payments) return void res.status(503).json({ status: "error", message: M.paymentsDisabled });
    const event = verifiedEvent(payments, req);
    if (!event) return void res.status(400).json({ status: "error", message: M.webhookSignatureInvalid });
    try {
      const applied = applyStripeEvent({ db: deps.db, logger: deps.logger, prices: payments.prices }, event);
      if (!applied) deps.logger.info(`stripe: ${event.type} ${event.id} was already processed; acknowledged`);
      res.json({ received: true });
    } catch (error) {
      deps.logger.error(`stripe: ${event.type} ${event.id} could not be applied; Stripe will retry`, error);
      res.status(500).json({ status: "error", message: M.internalError });
    }
  };
}
