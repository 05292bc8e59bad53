import Badge from "react-bootstrap/Badge";
import Button from "react-bootstrap/Button";
import Card from "react-bootstrap/Card";
import Col from "react-bootstrap/Col";
import Row from "react-bootstrap/Row";
import Spinner from "react-bootstrap/Spinner";
import { PLANS, SALES_EMAIL, type BillingPeriod, type PlanId } from "../../../../shared/plans";
import { PlanFeatureList } from "../../../components/plan-feature-list";
import { priceText, visiblePlans } from "./plan-catalogue";

interface PlanCardsProps {
  currentPlan: PlanId;
  period: BillingPeriod;
  /** The plan whose checkout is being created, if any. */
  pendingPlan: PlanId | null;
  /** False on a server without payments: Choose buttons show, disabled, so the plans can still be compared. */
  purchasable?: boolean;
  onChoose(plan: PlanId): void;
}

export function PlanCards({ currentPlan, period, pendingPlan, purchasable = true, onChoose }: PlanCardsProps) {
  const shown = visiblePlans(currentPlan);
  return (
    <Row xs={1} md={2} xl={shown.length} className="g-3">
      {shown.map((id) => {
        const plan = PLANS[id];
        const current = id === currentPlan;
        return (
          <Col key={id}>
            <Card className={`h-100 shadow-sm plan-card ${current ? "current border-primary" : ""}`} data-testid={`plan-card-${id}`}>
              <Card.Body className="d-flex flex-column">
                <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
                  <Card.Title as="h3" className="h5 mb-0">
                    {plan.name}
                  </Card.Title>
                  {plan.badge && <Badge bg="success">{plan.badge}</Badge>}
                </div>
                <div className="fs-4 fw-bold">{priceText(plan, period)}</div>
                <div className="small text-success mb-2" style={{ minHeight: "1.5em" }}>
                  {period === "yearly" ? plan.yearlyNote : ""}
                </div>
                <Card.Text className="text-body-secondary">{plan.description}</Card.Text>
                <PlanFeatureList plan={id} className="mb-3" />
                <div className="mt-auto">
                  <PlanAction
                    id={id}
                    current={current}
                    pending={pendingPlan === id}
                    busy={pendingPlan !== null || !purchasable}
                    onChoose={onChoose}
                  />
                </div>
              </Card.Body>
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}

function PlanAction({
  id,
  current,
  pending,
  busy,
  onChoose,
}: {
  id: PlanId;
  current: boolean;
  pending: boolean;
  busy: boolean;
  onChoose(plan: PlanId): void;
}) {
  if (current) {
    return (
      <Button variant="secondary" className="w-100" disabled>
        Current Plan
      </Button>
    );
  }
  if (id === "enterprise") {
    return (
      <Button as="a" href={`mailto:${SALES_EMAIL}`} variant="outline-primary" className="w-100">
        Contact Sales
      </Button>
    );
  }
  return (
    <Button variant="primary" className="w-100" onClick={() => onChoose(id)} disabled={busy}>
      {pending && <Spinner size="sm" animation="border" className="me-2" aria-hidden="true" />}
      Choose {PLANS[id].name}
    </Button>
  );
}
