import Card from "react-bootstrap/Card";
import Col from "react-bootstrap/Col";
import Container from "react-bootstrap/Container";
import Row from "react-bootstrap/Row";
import Tab from "react-bootstrap/Tab";
import Tabs from "react-bootstrap/Tabs";
import { USE_CASES } from "../../content";

export function UseCasesSection() {
  return (
    <section id="use-cases" className="landing-section" aria-labelledby="use-cases-title">
      <Container>
        <h2 id="use-cases-title" className="text-center fw-bold mb-4">
          Use Cases
        </h2>
        <Tabs defaultActiveKey={USE_CASES[0]?.key} id="use-case-tabs" className="justify-content-center mb-4" fill>
          {USE_CASES.map((useCase) => (
            <Tab key={useCase.key} eventKey={useCase.key} title={useCase.title}>
              <Row xs={1} md={2} className="g-4">
                {useCase.items.map((item) => (
                  <Col key={item.title}>
                    <Card className="h-100 shadow-sm">
                      <Card.Body>
                        <Card.Title as="h3" className="h5">
                          {item.title}
                        </Card.Title>
                        <Card.Text className="text-body-secondary">{item.text}</Card.Text>
                      </Card.Body>
                    </Card>
                  </Col>
                ))}
              </Row>
            </Tab>
          ))}
        </Tabs>
      </Container>
    </section>
  );
}
