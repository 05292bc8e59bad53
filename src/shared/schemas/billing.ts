import { z } from "zod";
import { BILLING_PERIODS, SELF_SERVE_PLAN_IDS, isCreditPack } from "../plans";
import { successStatus } from "./common";

export const createCheckoutSessionInput = z.object({
  plan: z
    .string({ error: "Please choose a plan." })
    .trim()
    .toLowerCase()
    .pipe(z.enum(SELF_SERVE_PLAN_IDS, { error: "This plan cannot be bought online. Choose Professional or Business." })),
  billing: z.enum(BILLING_PERIODS, { error: "Billing must be monthly or yearly." }),
});

const packSizeMessage = "Credit packs come in 5, 10 or 15 credits.";

export const buyCreditsInput = z.object({
  credits: z.coerce.number({ error: packSizeMessage }).refine(isCreditPack, { error: packSizeMessage }),
});

export const checkoutUrlOutput = z.object({ status: successStatus, url: z.string() });
