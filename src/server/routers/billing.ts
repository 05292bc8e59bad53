import { SERVER_MESSAGES as M } from "../../shared/messages";
import {
  billingStatusOutput,
  buyCreditsInput,
  checkoutUrlOutput,
  createCheckoutSessionInput,
  stripeWebhookInput,
  stripeWebhookOutput,
} from "../../shared/schemas/billing";
import { packCheckoutUrl, planCheckoutUrl, portalUrl } from "../billing/checkout";
import { receiveStripeWebhook } from "../billing/webhook";
import { fail } from "../errors";
import { protectedProcedure, publicProcedure, router } from "../trpc/init";

/** Signed-in calls that need Stripe; on a server without it they answer 503 before looking at the input. */
const paymentsProcedure = protectedProcedure.use(({ ctx, next }) => {
  const { payments } = ctx;
  if (!payments) throw fail.unavailable(M.paymentsDisabled);
  return next({ ctx: { ...ctx, billing: { db: ctx.db, config: ctx.config, logger: ctx.logger, payments } } });
});

export const billingRouter = router({
  /** Public, so every screen that offers a purchase can tell before the click whether one can be made here. */
  status: publicProcedure.output(billingStatusOutput).query(({ ctx }) => ({ payments_enabled: ctx.payments !== null })),
  createCheckoutSession: paymentsProcedure
    .input(createCheckoutSessionInput)
    .output(checkoutUrlOutput)
    .mutation(async ({ ctx, input }) => ({
      status: "success" as const,
      url: await planCheckoutUrl(ctx.billing, ctx.user, input.plan, input.billing),
    })),
  buyCredits: paymentsProcedure
    .input(buyCreditsInput)
    .output(checkoutUrlOutput)
    .mutation(async ({ ctx, input }) => ({ status: "success" as const, url: await packCheckoutUrl(ctx.billing, ctx.user, input.credits) })),
  openPortal: paymentsProcedure
    .output(checkoutUrlOutput)
    .mutation(async ({ ctx }) => ({ status: "success" as const, url: await portalUrl(ctx.billing, ctx.user) })),
  /** Stripe's deliveries; authenticated by their signature, not by a session. */
  receiveWebhook: publicProcedure
    .input(stripeWebhookInput)
    .output(stripeWebhookOutput)
    .mutation(({ ctx, input }) => receiveStripeWebhook(ctx, input)),
});
