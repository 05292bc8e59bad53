import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import type { z } from "zod";
import { CLIENT_MESSAGES } from "../../../../shared/messages";
import type { improveOutput } from "../../../../shared/schemas/rewrite";
import { useTRPC } from "../../../trpc";
import { OutOfCreditsAlert } from "../out-of-credits-alert";
import { ChangeList } from "../rewrite/change-list";
import { rewriteFailureMessage } from "../rewrite/rewrite-failure-message";
import { RewriteForm } from "../rewrite/rewrite-form";
import { usePaidActionSuccess } from "../use-paid-action";
import { TOOL_TOASTS, useToolError } from "../use-tool-error";
import { sectionLabel } from "../sections";
import { UnverifiedToolNotice } from "../verify-email-alert";
import { SectionHeading } from "./section-heading";

export function ImproverSection() {
  const trpc = useTRPC();
  const [answer, setAnswer] = useState<z.infer<typeof improveOutput> | null>(null);
  const onPaidSuccess = usePaidActionSuccess();
  const failure = useToolError(TOOL_TOASTS.rewrite);
  const improve = useMutation(trpc.rewrite.improve.mutationOptions());

  const submit = (text: string) =>
    improve.mutate(
      { improver_text: text },
      {
        onSuccess: (result) => {
          setAnswer(result);
          onPaidSuccess();
        },
        onError: (error) => failure.report(error, rewriteFailureMessage(error)),
      },
    );

  return (
    <>
      <SectionHeading title={sectionLabel("improver")} />
      <UnverifiedToolNotice />
      <RewriteForm
        id="improver"
        inputLabel="Text to improve"
        buttonLabel={CLIENT_MESSAGES.paidActionLabel("Improve Text")}
        resultTitle="Improved Version"
        busy={improve.isPending}
        output={answer?.improved_text ?? null}
        summary={answer ? CLIENT_MESSAGES.improvedReady(answer.changes.length) : ""}
        onSubmit={submit}
        details={answer && <ChangeList changes={answer.changes} />}
        note={answer?.note}
        notice={failure.outOfCredits && <OutOfCreditsAlert onDismiss={failure.dismissOutOfCredits} />}
      />
    </>
  );
}
