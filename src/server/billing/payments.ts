import Stripe from "stripe";
import type { Config } from "../config";

/** The Stripe client and webhook secret, or null when STRIPE_SECRET_KEY is not set. */
export interface Payments {
  stripe: Stripe;
  webhookSecret: string | undefined;
}

export function createPayments(config: Config): Payments | null {
  if (!config.STRIPE_SECRET_KEY) return null;
  const base = config.STRIPE_API_BASE ? new URL(config.STRIPE_API_BASE) : null;
  const stripe = new Stripe(config.STRIPE_SECRET_KEY, {
    ...(base && {
      host: base.hostname,
      port: base.port ? Number(base.port) : undefined,
      protocol: base.protocol.replace(":", "") as "http" | "https",
    }),
  });
  return { stripe, webhookSecret: config.STRIPE_WEBHOOK_SECRET };
}
