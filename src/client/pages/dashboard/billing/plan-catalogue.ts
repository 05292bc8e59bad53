import { monthlyCreditsText } from "../../../content";
import { SIGNUP_CREDITS } from "../../../../shared/limits";
import { PLAN_IDS, planPrice, type BillingPeriod, type Plan, type PlanId } from "../../../../shared/plans";

/** The Basic card is shown only to a Basic user (nobody buys Basic); every paid plan always shows. */
export function visiblePlans(currentPlan: PlanId): PlanId[] {
  return PLAN_IDS.filter((id) => id !== "basic" || currentPlan === "basic");
}

export function priceText(plan: Plan, period: BillingPeriod): string {
  const { price, unit } = planPrice(plan, period);
  return unit ? `${price} / ${unit}` : price;
}

export function creditsText(plan: Plan): string {
  if (plan.id === "basic") return `${SIGNUP_CREDITS} free scans`;
  if (plan.id === "enterprise") return "Unlimited scans";
  return monthlyCreditsText(plan.monthlyCredits);
}

export const API_ACCESS_TEXT: Record<Plan["apiAccess"], string> = {
  none: "Not included",
  limited: "Limited",
  full: "Full access",
};
