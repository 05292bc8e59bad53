import Card from "react-bootstrap/Card";
import Col from "react-bootstrap/Col";
import Container from "react-bootstrap/Container";
import Row from "react-bootstrap/Row";
import { FEATURES } from "../../../shared/content";

export function FeaturesSection() {
  return (
    <section id="features" className="landing-section bg-body-tertiary" aria-labelledby="features-title">
      <Container>
        <h2 id="features-title" className="text-center fw-bold mb-5">
          Features
        </h2>
        <Row xs={1} sm={2} lg={4} className="g-4">
          {FEATURES.map((feature) => (
            <Col key={feature.title}>
              <Card className="h-100 border-0 shadow-sm">
                <Card.Body>
                  <div className="feature-icon mb-3" aria-hidden="true">
                    {feature.icon}
                  </div>
                  <Card.Title as="h3" className="h6 fw-bold">
                    {feature.title}
                  </Card.Title>
                  <Card.Text className="small text-body-secondary">{feature.text}</Card.Text>
                </Card.Body>
              </Card>
            </Col>
          ))}
        </Row>
      </Container>
    </section>
  );
}
