import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../../trpc";
import { OutOfCreditsAlert } from "../out-of-credits-alert";
import { rewriteFailureMessage } from "../rewrite/rewrite-failure-message";
import { RewriteForm } from "../rewrite/rewrite-form";
import { usePaidActionSuccess } from "../use-paid-action";
import { TOOL_TOASTS, useToolError } from "../use-tool-error";
import { SectionHeading } from "./section-heading";

export function HumanizerSection() {
  const trpc = useTRPC();
  const [output, setOutput] = useState<string | null>(null);
  const onPaidSuccess = usePaidActionSuccess();
  const failure = useToolError(TOOL_TOASTS.rewrite);
  const humanize = useMutation(trpc.rewrite.humanize.mutationOptions());

  const submit = (text: string) =>
    humanize.mutate(
      { humanize_text: text },
      {
        onSuccess: (answer) => {
          setOutput(answer.humanized_text);
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
        output={output}
        onSubmit={submit}
        notice={failure.outOfCredits && <OutOfCreditsAlert onDismiss={failure.dismissOutOfCredits} />}
      />
    </>
  );
}
