/**
 * The catalogue: plans, prices and credit packs. Prices are in cents (USD).
 * Server (Stripe checkout, webhooks, entitlements) and client (pricing cards)
 * both read this module; change a price here and nowhere else.
 */

import { SIGNUP_CREDITS } from "./limits";

export const PLAN_IDS = ["basic", "professional", "business", "enterprise"] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** The plans sold through Stripe Checkout; Basic is free and Enterprise is sold by contacting sales. */
export const SELF_SERVE_PLAN_IDS = ["professional", "business"] as const satisfies readonly PlanId[];
export type SelfServePlanId = (typeof SELF_SERVE_PLAN_IDS)[number];

export const BILLING_PERIODS = ["monthly", "yearly"] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

export const MONTHS_PER_PERIOD: Record<BillingPeriod, number> = { monthly: 1, yearly: 12 };

export const CURRENCY = "usd";

export interface Plan {
  id: PlanId;
  name: string;
  /** Price in cents per period; null where the plan is free or sold by contacting sales. */
  priceCents: Record<BillingPeriod, number | null>;
  /** Credits granted each paid month; Basic gets SIGNUP_CREDITS once at sign-up. */
  monthlyCredits: number;
  apiAccess: "none" | "limited" | "full";
  selfServe: boolean;
  badge?: string;
  yearlyNote?: string;
  description: string;
}

export const PLANS: Record<PlanId, Plan> = {
  basic: {
    id: "basic",
    name: "Basic",
    priceCents: { monthly: 0, yearly: 0 },
    monthlyCredits: 0,
    apiAccess: "none",
    selfServe: false,
    description: `Try Inkprint with ${SIGNUP_CREDITS} free scans.`,
  },
  professional: {
    id: "professional",
    name: "Professional",
    priceCents: { monthly: 999, yearly: 11000 },
    monthlyCredits: 100,
    apiAccess: "none",
    selfServe: true,
    badge: "Best Value",
    yearlyNote: "2 months free",
    description: "For students, teachers and writers who check text every week.",
  },
  business: {
    id: "business",
    name: "Business",
    priceCents: { monthly: 1999, yearly: 23000 },
    monthlyCredits: 500,
    apiAccess: "limited",
    selfServe: true,
    yearlyNote: "3 months free",
    description: "For teams, HR and publishers, with rate-limited API access.",
  },
  enterprise: {
    id: "enterprise",
    name: "Enterprise",
    priceCents: { monthly: null, yearly: null },
    monthlyCredits: 0,
    apiAccess: "full",
    selfServe: false,
    description: "Unlimited use, full API access and a custom contract.",
  },
};

export function planName(id: PlanId): string {
  return PLANS[id].name;
}

export function hasApiAccess(plan: PlanId): boolean {
  return PLANS[plan].apiAccess !== "none";
}

/** Enterprise is sold as unlimited: its operations are recorded but never run out. */
export function isUnlimited(plan: PlanId): boolean {
  return plan === "enterprise";
}

export const CREDIT_PRICE_CENTS = 40;
export const CREDIT_PACKS = [5, 10, 15] as const;
export type CreditPack = (typeof CREDIT_PACKS)[number];

export function isCreditPack(n: number): n is CreditPack {
  return (CREDIT_PACKS as readonly number[]).includes(n);
}

export function packPriceCents(credits: CreditPack): number {
  return credits * CREDIT_PRICE_CENTS;
}

export function formatCents(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** Whole-dollar plan prices read "$110", as the marketing copy states them; others keep their cents. */
export function formatPlanPrice(cents: number): string {
  return formatCents(cents).replace(/\.00$/, "");
}

const PERIOD_UNIT: Record<BillingPeriod, string> = { monthly: "month", yearly: "year" };

/** A plan's price as the landing page and Billing both show it: "$9.99" per "month", "Free", or "Custom" with no unit. */
export function planPrice(plan: Plan, period: BillingPeriod): { price: string; unit: string | null } {
  const cents = plan.priceCents[period];
  if (cents === null) return { price: "Custom", unit: null };
  if (cents === 0) return { price: "Free", unit: null };
  return { price: formatPlanPrice(cents), unit: PERIOD_UNIT[period] };
}

export const SALES_EMAIL = "sales@inkprint.example";
export const SUPPORT_EMAIL = "support@inkprint.example";
