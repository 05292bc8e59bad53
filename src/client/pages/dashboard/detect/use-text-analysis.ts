import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { CLIENT_MESSAGES } from "../../../../shared/messages";
import { errorMessage } from "../../../lib/errors";
import { useTRPC } from "../../../trpc";
import { usePaidActionSuccess } from "../use-paid-action";
import { TOOL_TOASTS, useToolError } from "../use-tool-error";
import type { AnalysedText } from "./detect-result";
import { useReportExport } from "./use-report-export";

const DETECT_TOAST = TOOL_TOASTS.detect;

/** Detect AI's two server calls: a paid analysis of a text, and a PDF report of the last result. */
export function useTextAnalysis() {
  const trpc = useTRPC();
  const [analysed, setAnalysed] = useState<AnalysedText | null>(null);
  const onPaidSuccess = usePaidActionSuccess();
  const failure = useToolError(DETECT_TOAST);
  const analyze = useMutation(trpc.detect.analyze.mutationOptions());
  const reportExport = useReportExport();

  const submit = (text: string) =>
    analyze.mutate(
      { detect_text: text },
      {
        onSuccess: (result) => {
          setAnalysed({ text, result });
          onPaidSuccess();
        },
        onError: (error) => failure.report(error, errorMessage(error, CLIENT_MESSAGES.detectFailed)),
      },
    );

  const exportPdf = () => {
    if (analysed) reportExport.exportPdf(analysed.result);
  };

  return { analysed, submit, analyzing: analyze.isPending, exportPdf, exporting: reportExport.exporting, failure };
}
