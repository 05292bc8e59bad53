import Accordion from "react-bootstrap/Accordion";
import { billingFaq } from "../../../content";
import { sectionLabel } from "../sections";

const BILLING_FAQ = billingFaq({ profile: sectionLabel("profile"), apiKeys: sectionLabel("api") });

/** Billing questions; one item open at a time. */
export function BillingFaq() {
  return (
    <Accordion>
      {BILLING_FAQ.map((item, index) => (
        <Accordion.Item eventKey={String(index)} key={item.question}>
          <Accordion.Header as="h3">{item.question}</Accordion.Header>
          <Accordion.Body>{item.answer}</Accordion.Body>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
