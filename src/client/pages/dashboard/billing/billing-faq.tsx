import Accordion from "react-bootstrap/Accordion";
import { CREDIT_PRICE_CENTS, formatCents, PLANS } from "../../../../shared/plans";

const BILLING_FAQ = [
  {
    question: "How are payments handled?",
    answer: "Plans and credit packs are paid through our card payment provider's secure hosted checkout. Inkprint never sees or stores your card details.",
  },
  {
    question: "Do credits expire?",
    answer: `No. Credits cost ${formatCents(CREDIT_PRICE_CENTS)} each, never expire and work on every plan. Each detection, humanization or improvement uses one credit.`,
  },
  {
    question: "What do I save with yearly billing?",
    answer: `Professional yearly gives you ${PLANS.professional.yearlyNote}; Business yearly gives you ${PLANS.business.yearlyNote}.`,
  },
  {
    question: "How do I change or cancel my subscription?",
    answer: "Open Profile Page and press Manage Subscription: the provider's billing portal lets you switch plan, update your card or cancel at any time.",
  },
  {
    question: "Can I get a refund?",
    answer: "Monthly plans can be refunded within 7 days under the conditions of our Refund Policy; annual plans within 14 days, partially if needed. We answer every request within 3 business days.",
  },
  {
    question: "Which plans include the API?",
    answer: "Business (rate-limited) and Enterprise (full access). Keys are managed in Api Integrations.",
  },
];

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
