import type Stripe from "stripe";
import {
  BILLING_PERIODS,
  CURRENCY,
  PLANS,
  packPriceCents,
  type BillingPeriod,
  type CreditPack,
  type SelfServePlanId,
} from "../../shared/plans";
import type { ConfiguredPrices } from "./payments";

/**
 * What a Checkout Session sells, from the catalogue in `shared/plans.ts`:
 * a configured Stripe price id when the environment names one, otherwise
 * an inline `price_data` built from the catalogue (docs/decisions/020).
 */

const STRIPE_INTERVAL: Record<BillingPeriod, "month" | "year"> = { monthly: "month", yearly: "year" };

export function planLineItem(
  prices: ConfiguredPrices,
  plan: SelfServePlanId,
  billing: BillingPeriod,
): Stripe.Checkout.SessionCreateParams.LineItem {
  const configured = prices[plan][billing];
  if (configured) return { price: configured, quantity: 1 };
  const { name, priceCents } = PLANS[plan];
  return {
    quantity: 1,
    price_data: {
      currency: CURRENCY,
      unit_amount: priceCents[billing]!,
      recurring: { interval: STRIPE_INTERVAL[billing] },
      product_data: { name: `Inkprint ${name} (${billing})` },
    },
  };
}

export function packLineItem(credits: CreditPack): Stripe.Checkout.SessionCreateParams.LineItem {
  return {
    quantity: 1,
    price_data: {
      currency: CURRENCY,
      unit_amount: packPriceCents(credits),
      product_data: { name: `${credits} Inkprint credits` },
    },
  };
}

/** The plan and period a configured Stripe price id stands for, e.g. after a plan switch in the billing portal. */
export function planOfConfiguredPrice(prices: ConfiguredPrices, priceId: string): { plan: SelfServePlanId; billing: BillingPeriod } | null {
  for (const plan of Object.keys(prices) as SelfServePlanId[]) {
    for (const billing of BILLING_PERIODS) {
      if (prices[plan][billing] === priceId) return { plan, billing };
    }
  }
  return null;
}
