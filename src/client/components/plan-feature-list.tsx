import { PLAN_FEATURES } from "../content";
import type { PlanId } from "../../shared/plans";

/**
 * A plan's features, ticked or struck through, on the landing page's
 * pricing and the dashboard's billing alike, so both read the same to a
 * screen reader: the marks are hidden, and a word says what they mean.
 */
export function PlanFeatureList({ plan, className }: { plan: PlanId; className: string }) {
  return (
    <ul className={`list-unstyled small ${className}`}>
      {PLAN_FEATURES[plan].map((feature) => (
        <li key={feature.text} className={feature.included ? "" : "text-body-secondary text-decoration-line-through"}>
          <span aria-hidden="true" className={`me-2 ${feature.included ? "text-success" : "text-danger"}`}>
            {feature.included ? "✓" : "✗"}
          </span>
          <span className="visually-hidden">{feature.included ? "Included: " : "Not included: "}</span>
          {feature.text}
        </li>
      ))}
    </ul>
  );
}
