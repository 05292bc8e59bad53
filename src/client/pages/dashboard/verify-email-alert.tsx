import { useMutation } from "@tanstack/react-query";
import Alert from "react-bootstrap/Alert";
import Button from "react-bootstrap/Button";
import { CLIENT_MESSAGES } from "../../../shared/messages";
import { errorMessage } from "../../lib/errors";
import { useTRPC } from "../../trpc";
import { useUserInfo } from "./use-user-info";

/** Until the address is proved, the free credits wait (decision 090); the link can be sent again from here. */
export function VerifyEmailAlert({ email }: { email: string }) {
  const trpc = useTRPC();
  const resend = useMutation(trpc.account.resendVerification.mutationOptions());
  return (
    <Alert variant="info" className="d-flex flex-wrap align-items-center gap-2" data-testid="verify-email-alert">
      <span className="flex-grow-1">
        {CLIENT_MESSAGES.verifyForFreeCredits} We sent a link to <strong className="text-break">{email}</strong>.
        {resend.isSuccess && <span className="d-block mt-1">{resend.data.message}</span>}
        {resend.isError && (
          <span className="d-block mt-1 text-danger">{errorMessage(resend.error, CLIENT_MESSAGES.resendVerificationFailed)}</span>
        )}
      </span>
      {!resend.isSuccess && (
        <Button size="sm" variant="outline-primary" disabled={resend.isPending} onClick={() => resend.mutate()}>
          {resend.isPending ? "Sending..." : "Send the link again"}
        </Button>
      )}
    </Alert>
  );
}

/**
 * A tool's screen for an account whose address is not yet proved: the free
 * credits come with the proof, so the tool says so before the user presses a
 * button and meets "no credits left", and offers the link again right there.
 */
export function UnverifiedToolNotice() {
  const info = useUserInfo().data;
  if (!info || info.account_verified) return null;
  return <VerifyEmailAlert email={info.email} />;
}
