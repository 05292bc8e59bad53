import { useEffect, useRef, useState } from "react";
import Alert from "react-bootstrap/Alert";
import Spinner from "react-bootstrap/Spinner";
import { Link, useSearchParams } from "react-router";
import { DELAYS_MS } from "../../shared/limits";
import { CLIENT_MESSAGES, SERVER_MESSAGES } from "../../shared/messages";
import { errorMessage } from "../lib/errors";
import { PATHS } from "../../shared/paths";
import { trpcClient } from "../trpc";
import { AuthLayout } from "./auth/auth-layout";

type Outcome = { variant: "success" | "danger"; message: string };

/** The page e-mails link to (/verify-account?token=...): it verifies the account once and says how it went. */
export default function VerifyAccountPage() {
  const [params] = useSearchParams();
  const token = params.get("token");
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // A verification token works once; this guard keeps a re-render from sending it twice.
  const sent = useRef(false);

  useEffect(() => {
    if (!token) {
      setOutcome({ variant: "danger", message: SERVER_MESSAGES.invalidVerificationToken });
      return;
    }
    const timer = setTimeout(() => {
      if (sent.current) return;
      sent.current = true;
      trpcClient.auth.verifyAccount
        .mutate({ token })
        .then(({ message }) => setOutcome({ variant: "success", message }))
        .catch((error: unknown) => setOutcome({ variant: "danger", message: errorMessage(error, CLIENT_MESSAGES.verificationFailed) }));
    }, DELAYS_MS.beforeVerification);
    return () => clearTimeout(timer);
  }, [token]);

  return (
    <AuthLayout title="Account verification">
      <div style={{ minHeight: "4.5rem" }} aria-live="polite">
        {outcome ? (
          <Alert variant={outcome.variant} className="mb-0">
            {outcome.message}
          </Alert>
        ) : (
          <div className="d-flex align-items-center justify-content-center gap-2 py-3" role="status">
            <Spinner animation="border" size="sm" aria-hidden="true" />
            Verifying your account...
          </div>
        )}
      </div>
      {outcome && (
        <Link to={PATHS.login} className="btn btn-primary w-100 mt-3">
          Go to Login
        </Link>
      )}
    </AuthLayout>
  );
}
