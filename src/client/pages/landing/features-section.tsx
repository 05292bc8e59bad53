import { FileDown, Gauge, Highlighter, Languages, PenLine, Plug, ScanSearch, SpellCheck, type LucideIcon } from "lucide-react";
import Card from "react-bootstrap/Card";
import Col from "react-bootstrap/Col";
import Container from "react-bootstrap/Container";
import Row from "react-bootstrap/Row";
import { FEATURES, type FeatureIcon } from "../../content";

/** SVG icons render the same everywhere; emoji showed as empty boxes where no emoji font is installed. Named imports keep the bundle to these eight. */
const FEATURE_ICONS: Record<FeatureIcon, LucideIcon> = {
  detect: ScanSearch,
  score: Gauge,
  highlight: Highlighter,
  humanize: PenLine,
  improve: SpellCheck,
  languages: Languages,
  pdf: FileDown,
  api: Plug,
};

export function FeaturesSection() {
  return (
    <section id="features" className="landing-section bg-body-tertiary" aria-labelledby="features-title">
      <Container>
        <h2 id="features-title" className="text-center fw-bold mb-5">
          Features
        </h2>
        <Row xs={1} sm={2} lg={4} className="g-4">
          {FEATURES.map((feature) => {
            const Icon = FEATURE_ICONS[feature.icon];
            return (
              <Col key={feature.title}>
                <Card className="h-100 border-0 shadow-sm">
                  <Card.Body>
                    <div className="feature-icon mb-3 text-primary">
                      <Icon aria-hidden="true" focusable="false" />
                    </div>
                    <Card.Title as="h3" className="h6 fw-bold">
                      {feature.title}
                    </Card.Title>
                    <Card.Text className="small text-body-secondary">{feature.text}</Card.Text>
                  </Card.Body>
                </Card>
              </Col>
            );
          })}
        </Row>
      </Container>
    </section>
  );
}
