import Badge from "react-bootstrap/Badge";
import Button from "react-bootstrap/Button";
import Card from "react-bootstrap/Card";
import { PAY_AS_YOU_GO } from "../../content";
import { planPrice, PLANS, type BillingPeriod, type PlanId } from "../../../shared/plans";
import { PlanFeatureList } from "../../components/plan-feature-list";

interface PlanCardProps {
  id: PlanId;
  period: BillingPeriod;
  onGetStarted(): void;
  onContact(): void;
}

/** One plan at the chosen billing period; the plan with a badge is the highlighted one. Enterprise is sold by contact, not sign-up. */
export function PlanCard({ id, period, onGetStarted, onContact }: PlanCardProps) {
  const plan = PLANS[id];
  const { price, unit } = planPrice(plan, period);
  const popular = plan.badge !== undefined;
  return (
    <Card className={`h-100 shadow-sm pricing-card ${popular ? "popular border-primary" : ""}`} data-testid={`plan-${id}`}>
      <Card.Body className="d-flex flex-column">
        {plan.badge && (
          <Badge bg="primary" pill className="plan-badge">
            {plan.badge}
          </Badge>
        )}
        <Card.Title as="h3" className="h5 mb-2">
          {plan.name}
        </Card.Title>
        <PriceLine amount={price} unit={unit ? `/ ${unit}` : undefined} />
        <p className="small text-success mb-2" style={{ minHeight: "1.5em" }}>
          {period === "yearly" ? plan.yearlyNote : ""}
        </p>
        <Card.Text className="small text-body-secondary">{plan.description}</Card.Text>
        <PlanFeatureList plan={id} className="flex-grow-1" />
        {id === "enterprise" ? (
          <Button variant="outline-primary" onClick={onContact}>
            Contact Sales
          </Button>
        ) : (
          <Button variant={popular ? "primary" : "outline-primary"} onClick={onGetStarted}>
            Get Started
          </Button>
        )}
      </Card.Body>
    </Card>
  );
}

/**
 * A price and its unit ("$29.99 / month", "$0.40 per scan") on one line:
 * a unit alone on the next line reads as a separate fact. The amount's size
 * follows the card's width (.plan-price-amount in styles.css), so five
 * narrow columns still fit it.
 */
function PriceLine({ amount, unit }: { amount: string; unit?: string }) {
  return (
    <p className="mb-1 text-nowrap">
      <span className="plan-price-amount fw-bold">{amount}</span>
      {unit && <span className="plan-price-unit text-body-secondary"> {unit}</span>}
    </p>
  );
}

/** Credit packs beside the plans, for users who would rather not subscribe. */
export function PayAsYouGoCard({ onGetStarted }: { onGetStarted(): void }) {
  return (
    <Card className="h-100 shadow-sm pricing-card" data-testid="plan-pay-as-you-go">
      <Card.Body className="d-flex flex-column">
        <Card.Title as="h3" className="h5">
          {PAY_AS_YOU_GO.title}
        </Card.Title>
        <PriceLine amount={PAY_AS_YOU_GO.price} unit={PAY_AS_YOU_GO.unit} />
        <Card.Text className="small text-body-secondary">{PAY_AS_YOU_GO.description}</Card.Text>
        <ul className="list-unstyled small flex-grow-1">
          {PAY_AS_YOU_GO.features.map((f) => (
            <li key={f}>
              <span aria-hidden="true">✓ </span>
              {f}
            </li>
          ))}
        </ul>
        <Button variant="outline-primary" onClick={onGetStarted}>
          Get Started
        </Button>
      </Card.Body>
    </Card>
  );
}
