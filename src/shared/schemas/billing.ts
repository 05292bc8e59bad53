import { z } from "zod";
import { SERVER_MESSAGES as M } from "../messages";
import { BILLING_PERIODS, SELF_SERVE_PLAN_IDS, isCreditPack } from "../plans";
import { successStatus } from "./common";

export const createCheckoutSessionInput = z.object({
  plan: z
    .string({ error: M.planRequired })
    .trim()
    .toLowerCase()
    .pipe(z.enum(SELF_SERVE_PLAN_IDS, { error: M.planNotSelfServe })),
  billing: z.enum(BILLING_PERIODS, { error: M.billingPeriodInvalid }),
});

export const buyCreditsInput = z.object({
  credits: z.coerce.number({ error: M.creditPackInvalid }).refine(isCreditPack, { error: M.creditPackInvalid }),
});

export const checkoutUrlOutput = z.object({ status: successStatus, url: z.string() });

/** Whether this server can take payments (a Stripe key is configured); the billing screens disable their buttons when it cannot. */
export const billingStatusOutput = z.object({ payments_enabled: z.boolean() });

/** A Stripe webhook delivery: the body exactly as Stripe sent it (its signature covers these bytes) and the Stripe-Signature header. */
export const stripeWebhookInput = z.object({ payload: z.string(), signature: z.string().optional() });

export const stripeWebhookOutput = z.object({ received: z.literal(true) });
