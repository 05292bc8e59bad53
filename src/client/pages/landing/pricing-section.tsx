import { useState } from "react";
import Badge from "react-bootstrap/Badge";
import Button from "react-bootstrap/Button";
import ButtonGroup from "react-bootstrap/ButtonGroup";
import Card from "react-bootstrap/Card";
import Col from "react-bootstrap/Col";
import Container from "react-bootstrap/Container";
import Row from "react-bootstrap/Row";
import { useNavigate } from "react-router";
import { BILLING_PERIOD_LABELS, PAY_AS_YOU_GO, PLAN_FEATURES } from "../../../shared/content";
import { PATHS } from "../../../shared/paths";
import { BILLING_PERIODS, PLAN_IDS, planPrice, PLANS, type BillingPeriod } from "../../../shared/plans";

export function PricingSection({ onContact }: { onContact(): void }) {
  const [period, setPeriod] = useState<BillingPeriod>("monthly");
  const navigate = useNavigate();
  return (
    <section id="pricing" className="landing-section bg-body-tertiary" aria-labelledby="pricing-title">
      <Container>
        <h2 id="pricing-title" className="text-center fw-bold mb-3">
          Pricing
        </h2>
        <div className="d-flex justify-content-center mb-4">
          <ButtonGroup aria-label="Billing period">
            {BILLING_PERIODS.map((p) => (
              <Button key={p} variant={period === p ? "primary" : "outline-primary"} aria-pressed={period === p} onClick={() => setPeriod(p)}>
                {BILLING_PERIOD_LABELS[p]}
              </Button>
            ))}
          </ButtonGroup>
        </div>
        <Row xs={1} md={2} xl={5} className="g-4 justify-content-center">
          {PLAN_IDS.map((id) => {
            const plan = PLANS[id];
            const { price, unit } = planPrice(plan, period);
            const popular = plan.badge !== undefined;
            return (
              <Col key={id}>
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
                    {/* In five narrow columns the unit may go under the price, but never splits from its slash. */}
                    <p className="mb-1">
                      <span className="fs-3 fw-bold">{price}</span>
                      {unit && <span className="text-body-secondary text-nowrap"> / {unit}</span>}
                    </p>
                    <p className="small text-success mb-2" style={{ minHeight: "1.5em" }}>
                      {period === "yearly" ? plan.yearlyNote : ""}
                    </p>
                    <Card.Text className="small text-body-secondary">{plan.description}</Card.Text>
                    <ul className="list-unstyled small flex-grow-1">
                      {PLAN_FEATURES[id].map((feature) => (
                        <li key={feature.text} className={feature.included ? "" : "text-body-secondary text-decoration-line-through"}>
                          <span aria-hidden="true">{feature.included ? "✓ " : "✗ "}</span>
                          <span className="visually-hidden">{feature.included ? "Included: " : "Not included: "}</span>
                          {feature.text}
                        </li>
                      ))}
                    </ul>
                    {id === "enterprise" ? (
                      <Button variant="outline-primary" onClick={onContact}>
                        Contact Sales
                      </Button>
                    ) : (
                      <Button variant={popular ? "primary" : "outline-primary"} onClick={() => navigate(PATHS.register)}>
                        Get Started
                      </Button>
                    )}
                  </Card.Body>
                </Card>
              </Col>
            );
          })}
          <Col>
            <Card className="h-100 shadow-sm pricing-card" data-testid="plan-pay-as-you-go">
              <Card.Body className="d-flex flex-column">
                <Card.Title as="h3" className="h5">
                  {PAY_AS_YOU_GO.title}
                </Card.Title>
                <p className="fs-4 fw-bold mb-2">{PAY_AS_YOU_GO.price}</p>
                <Card.Text className="small text-body-secondary">{PAY_AS_YOU_GO.description}</Card.Text>
                <ul className="list-unstyled small flex-grow-1">
                  {PAY_AS_YOU_GO.features.map((f) => (
                    <li key={f}>
                      <span aria-hidden="true">✓ </span>
                      {f}
                    </li>
                  ))}
                </ul>
                <Button variant="outline-primary" onClick={() => navigate(PATHS.register)}>
                  Get Started
                </Button>
              </Card.Body>
            </Card>
          </Col>
        </Row>
        <p className="text-center mt-4 mb-0">
          Need more than Business offers?{" "}
          <a
            href="#contact"
            onClick={(e) => {
              e.preventDefault();
              onContact();
            }}
          >
            Contact us for Enterprise pricing
          </a>
          .
        </p>
      </Container>
    </section>
  );
}
