import Alert from "react-bootstrap/Alert";
import Button from "react-bootstrap/Button";
import { SERVER_MESSAGES } from "../../../shared/messages";
import { useDashboardNav } from "./dashboard-nav";

/**
 * Shown in a tool when the server answered 402, so the way out is one click
 * away: Billing. An address not yet verified is dealt with by the tool's own
 * notice above (UnverifiedToolNotice), which sends the link again in place.
 */
export function OutOfCreditsAlert({ onDismiss }: { onDismiss(): void }) {
  const { goTo } = useDashboardNav();
  return (
    <Alert variant="warning" dismissible onClose={onDismiss} className="d-flex flex-wrap align-items-center gap-2">
      <span className="flex-grow-1">{SERVER_MESSAGES.insufficientCredits}</span>
      <Button variant="primary" size="sm" onClick={() => goTo("billing")}>
        Go to Billing
      </Button>
    </Alert>
  );
}
