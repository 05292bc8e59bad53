import { buyCreditsInput, checkoutUrlOutput, createCheckoutSessionInput } from "../../shared/schemas/billing";
import { fail } from "../errors";
import { protectedProcedure, router } from "../trpc/init";

export const billingRouter = router({
  createCheckoutSession: protectedProcedure.input(createCheckoutSessionInput).output(checkoutUrlOutput).mutation(() => {
    throw fail.internal("not built yet");
  }),
  buyCredits: protectedProcedure.input(buyCreditsInput).output(checkoutUrlOutput).mutation(() => {
    throw fail.internal("not built yet");
  }),
  openPortal: protectedProcedure.output(checkoutUrlOutput).mutation(() => {
    throw fail.internal("not built yet");
  }),
});
