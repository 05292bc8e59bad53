import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import type { z } from "zod";
import type { humanizeOutput } from "../../../../shared/schemas/rewrite";
import { useTRPC } from "../../../trpc";
import { OutOfCreditsAlert } from "../out-of-credits-alert";
import { DetectorCheckNote } from "../rewrite/detector-check-note";
import { rewriteFailureMessage } from "../rewrite/rewrite-failure-message";
import { RewriteForm } from "../rewrite/rewrite-form";
import { usePaidActionSuccess } from "../use-paid-action";
import { TOOL_TOASTS, useToolError } from "../use-tool-error";
import { SectionHeading } from "./section-heading";

export function HumanizerSection() {
  const trpc = useTRPC();
  const [answer, setAnswer] = useState<z.infer<typeof humanizeOutput> | null>(null);
  const onPaidSuccess = usePaidActionSuccess();
  const failure = useToolError(TOOL_TOASTS.rewrite);
  const humanize = useMutation(trpc.rewrite.humanize.mutationOptions());

  const submit = (text: string) =>
    humanize.mutate(
      { humanize_text: text },
      {
        onSuccess: (answer) => {
          setAnswer(answer);
          onPaidSuccess();
        },
        onError: (error) => failure.report(error, rewriteFailureMessage(error)),
      },
    );

  return (
    <>
      <SectionHeading title="Text Humanizer" />
      <RewriteForm
        id="humanizer"
        inputLabel="AI-written text to humanize"
        buttonLabel="Humanize Text (1 Credit)"
        resultTitle="Humanized Text"
        busy={humanize.isPending}
        output={answer?.humanized_text ?? null}
        details={answer?.detector_check && <DetectorCheckNote check={answer.detector_check} />}
        onSubmit={submit}
        notice={failure.outOfCredits && <OutOfCreditsAlert onDismiss={failure.dismissOutOfCredits} />}
      />
    </>
  );
}
