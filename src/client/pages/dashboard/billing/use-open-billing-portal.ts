import { useMutation } from "@tanstack/react-query";
import { TOAST_MS } from "../../../../shared/limits";
import { CLIENT_MESSAGES } from "../../../../shared/messages";
import { errorMessage, httpStatusOf } from "../../../lib/errors";
import { useToast } from "../../../lib/toast";
import { useTRPC } from "../../../trpc";

/**
 * Opens the payment provider's billing portal in a new tab. The tab is opened
 * during the click and pointed at the portal once the server answers, because
 * browsers block a window.open that happens after an await.
 */
export function useOpenBillingPortal() {
  const trpc = useTRPC();
  const { showToast } = useToast();
  const portal = useMutation(trpc.billing.openPortal.mutationOptions());

  const open = () => {
    const tab = window.open("", "_blank");
    if (tab) tab.opener = null;
    portal.mutate(undefined, {
      onSuccess: ({ url }) => {
        if (tab) tab.location.href = url;
        else window.open(url, "_blank", "noopener");
      },
      onError: (error) => {
        tab?.close();
        showToast({ message: portalFailureMessage(error), variant: "danger", durationMs: TOAST_MS.profile });
      },
    });
  };

  return { open, pending: portal.isPending };
}

/** A refusal the user can act on (no subscription yet, payments disabled) is shown as the server wrote it. */
function portalFailureMessage(error: unknown): string {
  const status = httpStatusOf(error);
  const actionable = status !== undefined && (status < 500 || status === 503);
  return actionable ? errorMessage(error, CLIENT_MESSAGES.serverError) : CLIENT_MESSAGES.serverError;
}
