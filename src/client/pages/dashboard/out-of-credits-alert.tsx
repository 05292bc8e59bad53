import Alert from "react-bootstrap/Alert";
import Button from "react-bootstrap/Button";
import { CLIENT_MESSAGES, SERVER_MESSAGES } from "../../../shared/messages";
import { useDashboardNav } from "./dashboard-nav";
import { useUserInfo } from "./use-user-info";

/**
 * Shown in a tool when the server answered 402, so the way out is one click
 * away: Billing, and for an address not yet verified, Home, where the link
 * that brings the free credits can be sent again.
 */
export function OutOfCreditsAlert({ onDismiss }: { onDismiss(): void }) {
  const { goTo } = useDashboardNav();
  const unverified = useUserInfo().data?.account_verified === false;
  return (
    <Alert variant="warning" dismissible onClose={onDismiss} className="d-flex flex-wrap align-items-center gap-2">
      <span className="flex-grow-1">
        {SERVER_MESSAGES.insufficientCredits}
        {unverified && ` ${CLIENT_MESSAGES.verifyForFreeCredits}`}
      </span>
      {unverified && (
        <Button variant="outline-primary" size="sm" onClick={() => goTo("home")}>
          Go to Home
        </Button>
      )}
      <Button variant="primary" size="sm" onClick={() => goTo("billing")}>
        Go to Billing
      </Button>
    </Alert>
  );
}
