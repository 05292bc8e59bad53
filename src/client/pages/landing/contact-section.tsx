import { useState } from "react";
import Button from "react-bootstrap/Button";
import Card from "react-bootstrap/Card";
import Container from "react-bootstrap/Container";
import { CONTACTS } from "../../content";

type ContactChoice = keyof typeof CONTACTS;

export function ContactSection() {
  const [choice, setChoice] = useState<ContactChoice | null>(null);
  const contact = choice ? CONTACTS[choice] : null;
  return (
    <section id="contact" className="landing-section bg-body-tertiary" aria-labelledby="contact-title">
      <Container className="text-center" style={{ maxWidth: "40rem" }}>
        <h2 id="contact-title" className="fw-bold mb-3">
          Contact
        </h2>
        <p className="text-body-secondary mb-4">How can we help?</p>
        <div className="d-flex flex-wrap justify-content-center gap-2 mb-4">
          <Button
            variant={choice === "support" ? "primary" : "outline-primary"}
            aria-pressed={choice === "support"}
            onClick={() => setChoice("support")}
          >
            Support
          </Button>
          <Button
            variant={choice === "sales" ? "primary" : "outline-primary"}
            aria-pressed={choice === "sales"}
            onClick={() => setChoice("sales")}
          >
            Product/Sales
          </Button>
        </div>
        {contact && (
          <Card className="shadow-sm text-start" aria-live="polite">
            <Card.Body>
              <Card.Title as="h3" className="h5">
                {contact.title}
              </Card.Title>
              <Card.Text className="text-body-secondary">{contact.text}</Card.Text>
              <a href={`mailto:${contact.email}`} className="fw-semibold">
                {contact.email}
              </a>
            </Card.Body>
          </Card>
        )}
      </Container>
    </section>
  );
}
