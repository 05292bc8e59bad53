import { useEffect, useState } from "react";
import Card from "react-bootstrap/Card";
import Spinner from "react-bootstrap/Spinner";
import { Link, useSearchParams } from "react-router";
import { DELAYS_MS } from "../../shared/limits";
import { CLIENT_MESSAGES } from "../../shared/messages";
import { useAuth } from "../lib/auth";
import { PATHS } from "../../shared/paths";

type CheckoutOutcome = "success" | "cancel" | "pending";

function checkoutOutcome(status: string | null): CheckoutOutcome {
  return status === "success" || status === "cancel" ? status : "pending";
}

/** Where the payment provider sends the buyer back: /stripe-checkout?status=success|cancel. */
export default function StripeCheckoutPage() {
  const [params] = useSearchParams();
  const outcome = checkoutOutcome(params.get("status"));
  const { status, refresh } = useAuth();

  // A successful payment changes credits and plan; re-read the session so the numbers shown are current.
  const signedIn = status === "signed-in";
  useEffect(() => {
    if (outcome === "success" && signedIn) void refresh();
  }, [outcome, signedIn, refresh]);

  return (
    <main className="auth-page d-flex align-items-center justify-content-center p-3">
      <Card className="auth-card shadow text-center">
        <Card.Body className="p-4" aria-live="polite">
          {outcome === "pending" && <PendingPayment />}
          {outcome === "success" && (
            <>
              <div className="display-4 text-success" aria-hidden="true">
                ✓
              </div>
              <h1 className="h4">Payment successful!</h1>
              <p className="text-body-secondary">Thank you. Your credits and plan are updated in your dashboard.</p>
              <Link to={PATHS.dashboard} className="btn btn-primary w-100">
                Go to Dashboard
              </Link>
            </>
          )}
          {outcome === "cancel" && (
            <>
              <div className="display-4 text-secondary" aria-hidden="true">
                ✕
              </div>
              <h1 className="h4">Payment cancelled</h1>
              <p className="text-body-secondary">No payment was taken. You can choose a plan or credit pack again at any time.</p>
              <Link to={PATHS.billings} className="btn btn-primary w-100 mb-2">
                Back to Billing
              </Link>
              <Link to={PATHS.home} className="btn btn-outline-secondary w-100">
                Return Home
              </Link>
            </>
          )}
        </Card.Body>
      </Card>
    </main>
  );
}

/**
 * No known status: the provider's return was lost or the page was opened by
 * hand. The spec's "Verifying your payment..." shows first; it must not spin
 * forever, so after a while the page says what to do next.
 */
function PendingPayment() {
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setGaveUp(true), DELAYS_MS.paymentVerificationGiveUp);
    return () => clearTimeout(timer);
  }, []);

  if (!gaveUp) {
    return (
      <div role="status" className="py-4">
        <Spinner animation="border" variant="primary" className="mb-3" aria-hidden="true" />
        <p className="mb-0">{CLIENT_MESSAGES.verifyingPayment}</p>
      </div>
    );
  }
  return (
    <>
      <h1 className="h4">Payment not confirmed</h1>
      <p className="text-body-secondary" data-testid="payment-not-confirmed">
        {CLIENT_MESSAGES.paymentNotConfirmed}
      </p>
      <Link to={PATHS.dashboard} className="btn btn-primary w-100">
        Go to Dashboard
      </Link>
    </>
  );
}
