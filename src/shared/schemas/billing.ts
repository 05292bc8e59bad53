import { z } from "zod";
import { BILLING_PERIODS, CREDIT_PACKS } from "../plans";
import { successStatus } from "./common";

const sellablePlans = ["professional", "business"] as const;

export const createCheckoutSessionInput = z.object({
  plan: z
    .string({ error: "Please choose a plan." })
    .trim()
    .toLowerCase()
    .pipe(z.enum(sellablePlans, { error: "This plan cannot be bought online. Choose Professional or Business." })),
  billing: z.enum(BILLING_PERIODS, { error: "Billing must be monthly or yearly." }),
});

export const buyCreditsInput = z.object({
  credits: z.coerce
    .number({ error: "Credit packs come in 5, 10 or 15 credits." })
    .refine((n): n is (typeof CREDIT_PACKS)[number] => (CREDIT_PACKS as readonly number[]).includes(n), {
      error: "Credit packs come in 5, 10 or 15 credits.",
    }),
});

export const checkoutUrlOutput = z.object({ status: successStatus, url: z.string() });
