import type Stripe from "stripe";
import { ConfigError, type Config } from "../config";
import type { BillingPeriod, SelfServePlanId } from "../../shared/plans";

/** Stripe price ids set in the environment, by plan and period; a missing one is created from the catalogue at checkout. */
export type ConfiguredPrices = Record<SelfServePlanId, Record<BillingPeriod, string | undefined>>;

/** The Stripe client, the webhook secret and the configured prices, or null when STRIPE_SECRET_KEY is not set. */
export interface Payments {
  stripe: Stripe;
  webhookSecret: string;
  prices: ConfiguredPrices;
}

function stripeHostOptions(apiBase: string | undefined): Stripe.StripeConfig {
  if (!apiBase) return {};
  const base = new URL(apiBase);
  return {
    host: base.hostname,
    port: base.port ? Number(base.port) : undefined,
    protocol: base.protocol.replace(":", "") as "http" | "https",
  };
}

/** Stripe's SDK is loaded only where payments are configured. */
export async function createPayments(config: Config): Promise<Payments | null> {
  if (!config.STRIPE_SECRET_KEY) return null;
  // Without the webhook secret the server could take money but never learn it was paid: refuse to start half-configured.
  if (!config.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError("Invalid configuration:\n  STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set (see docs/billing.md)");
  }
  return {
    stripe: new (await import("stripe")).default(config.STRIPE_SECRET_KEY, stripeHostOptions(config.STRIPE_API_BASE)),
    webhookSecret: config.STRIPE_WEBHOOK_SECRET,
    prices: {
      professional: { monthly: config.STRIPE_PRICE_PROFESSIONAL_MONTHLY, yearly: config.STRIPE_PRICE_PROFESSIONAL_YEARLY },
      business: { monthly: config.STRIPE_PRICE_BUSINESS_MONTHLY, yearly: config.STRIPE_PRICE_BUSINESS_YEARLY },
    },
  };
}
