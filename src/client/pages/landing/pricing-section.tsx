import { useState } from "react";
import Button from "react-bootstrap/Button";
import ButtonGroup from "react-bootstrap/ButtonGroup";
import Col from "react-bootstrap/Col";
import Container from "react-bootstrap/Container";
import Row from "react-bootstrap/Row";
import { useNavigate } from "react-router";
import { BILLING_PERIOD_LABELS } from "../../content";
import { PATHS } from "../../../shared/paths";
import { BILLING_PERIODS, PLAN_IDS, type BillingPeriod } from "../../../shared/plans";
import { PayAsYouGoCard, PlanCard } from "./pricing-cards";

export function PricingSection({ onContact }: { onContact(): void }) {
  const [period, setPeriod] = useState<BillingPeriod>("monthly");
  const navigate = useNavigate();
  // Visitors are anonymous, so every Get Started leads to sign-up.
  const register = () => navigate(PATHS.register);
  return (
    <section id="pricing" className="landing-section bg-body-tertiary" aria-labelledby="pricing-title">
      <Container>
        <h2 id="pricing-title" className="text-center fw-bold mb-3">
          Pricing
        </h2>
        <div className="d-flex justify-content-center mb-4">
          <ButtonGroup aria-label="Billing period">
            {BILLING_PERIODS.map((p) => (
              <Button
                key={p}
                variant={period === p ? "primary" : "outline-primary"}
                aria-pressed={period === p}
                onClick={() => setPeriod(p)}
              >
                {BILLING_PERIOD_LABELS[p]}
              </Button>
            ))}
          </ButtonGroup>
        </div>
        <Row xs={1} md={2} xl={5} className="g-4 justify-content-center">
          {PLAN_IDS.map((id) => (
            <Col key={id}>
              <PlanCard id={id} period={period} onGetStarted={register} onContact={onContact} />
            </Col>
          ))}
          <Col>
            <PayAsYouGoCard onGetStarted={register} />
          </Col>
        </Row>
        <p className="text-center mt-4 mb-0">
          Need more than Business offers?{" "}
          {/* biome-ignore lint/a11y/useValidAnchor: a link to the contact section, which scrolls there smoothly; it still works as a link without script. */}
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
