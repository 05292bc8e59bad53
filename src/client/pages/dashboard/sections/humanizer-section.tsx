import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import type { z } from "zod";
import { CLIENT_MESSAGES } from "../../../../shared/messages";
import type { humanizeOutput } from "../../../../shared/schemas/rewrite";
import { useTRPC } from "../../../trpc";
import { OutOfCreditsAlert } from "../out-of-credits-alert";
import { DetectorCheckNote } from "../rewrite/detector-check-note";
import { RewriteChanges } from "../rewrite/rewrite-changes";
import { rewriteFailureMessage } from "../rewrite/rewrite-failure-message";
import { RewriteForm } from "../rewrite/rewrite-form";
import { usePaidActionSuccess } from "../use-paid-action";
import { TOOL_TOASTS, useToolError } from "../use-tool-error";
import { sectionLabel } from "../sections";
import { UnverifiedToolNotice } from "../verify-email-alert";
import { SectionHeading } from "./section-heading";

export function HumanizerSection() {
  const trpc = useTRPC();
  const [answer, setAnswer] = useState<{ submitted: string; result: z.infer<typeof humanizeOutput> } | null>(null);
  const onPaidSuccess = usePaidActionSuccess();
  const failure = useToolError(TOOL_TOASTS.rewrite);
  const humanize = useMutation(trpc.rewrite.humanize.mutationOptions());

  const submit = (text: string) =>
    humanize.mutate(
      { humanize_text: text },
      {
        onSuccess: (result) => {
          setAnswer({ submitted: text, result });
          onPaidSuccess();
        },
        onError: (error) => failure.report(error, rewriteFailureMessage(error)),
      },
    );

  return (
    <>
      <SectionHeading title={sectionLabel("humanizer")} />
      <UnverifiedToolNotice />
      <RewriteForm
        id="humanizer"
        inputLabel="AI-written text to humanize"
        buttonLabel={CLIENT_MESSAGES.paidActionLabel("Humanize Text")}
        resultTitle="Humanized Text"
        busy={humanize.isPending}
        output={answer?.result.humanized_text ?? null}
        summary={CLIENT_MESSAGES.humanizedReady}
        details={answer && <HumanizerDetails {...answer} />}
        note={answer?.result.note}
        onSubmit={submit}
        notice={failure.outOfCredits && <OutOfCreditsAlert onDismiss={failure.dismissOutOfCredits} />}
      />
    </>
  );
}

/** A rewrite identical to the input is said so, or the user would hunt for changes that are not there. */
function HumanizerDetails({ submitted, result }: { submitted: string; result: z.infer<typeof humanizeOutput> }) {
  const unchanged = result.humanized_text.trim() === submitted.trim();
  return (
    <>
      {unchanged ? (
        <p className="mt-3 mb-0 small text-body-secondary" data-testid="humanizer-unchanged">
          {CLIENT_MESSAGES.humanizerNothingChanged}
        </p>
      ) : (
        <RewriteChanges before={submitted} after={result.humanized_text} />
      )}
      {result.detector_check && <DetectorCheckNote check={result.detector_check} />}
    </>
  );
}
