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

/** A Stripe webhook delivery: the body exactly as Stripe sent it (its signature covers these bytes) and the Stripe-Signature header. */
export const stripeWebhookInput = z.object({ payload: z.string(), signature: z.string().optional() });

export const stripeWebhookOutput = z.object({ received: z.literal(true) });
