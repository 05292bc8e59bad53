import Button from "react-bootstrap/Button";
import Col from "react-bootstrap/Col";
import Container from "react-bootstrap/Container";
import Row from "react-bootstrap/Row";
import { useNavigate } from "react-router";
import { SIGNUP_CREDITS } from "../../../shared/limits";
import { PATHS } from "../../../shared/paths";
import { DemoCard } from "./demo-card";

export function TryNowSection({ onViewPlans }: { onViewPlans(): void }) {
  const navigate = useNavigate();
  return (
    <section id="try-now" className="landing-section landing-hero" aria-labelledby="try-now-title">
      <Container>
        <Row className="align-items-center g-4 g-lg-5">
          <Col lg={5}>
            <h1 id="try-now-title" className="display-5 fw-bold">
              Know when a text was written by AI
            </h1>
            <p className="lead text-body-secondary">
              Detect AI-written text, humanize it and polish its grammar and style — on your own server, without storing a word you submit.
            </p>
            <div className="d-flex flex-wrap gap-2">
              <Button variant="primary" size="lg" onClick={() => navigate(PATHS.register)}>
                {`Get ${SIGNUP_CREDITS} Free Scans`}
              </Button>
              <Button variant="outline-primary" size="lg" onClick={onViewPlans}>
                View Plans
              </Button>
            </div>
          </Col>
          <Col lg={7}>
            <DemoCard />
          </Col>
        </Row>
      </Container>
    </section>
  );
}
