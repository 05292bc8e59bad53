import Accordion from "react-bootstrap/Accordion";
import Container from "react-bootstrap/Container";
import { FAQ } from "../../content";

/** Without `alwaysOpen`, react-bootstrap's Accordion keeps one item open at a time, as the spec asks. */
export function FaqSection() {
  return (
    <section id="faq" className="landing-section" aria-labelledby="faq-title">
      <Container style={{ maxWidth: "52rem" }}>
        <h2 id="faq-title" className="text-center fw-bold mb-4">
          Frequently Asked Questions
        </h2>
        <Accordion>
          {FAQ.map((item, index) => (
            <Accordion.Item key={item.question} eventKey={String(index)}>
              <Accordion.Header as="h3">{item.question}</Accordion.Header>
              <Accordion.Body>{item.answer}</Accordion.Body>
            </Accordion.Item>
          ))}
        </Accordion>
      </Container>
    </section>
  );
}
