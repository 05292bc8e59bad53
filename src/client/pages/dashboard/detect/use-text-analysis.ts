import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { TOAST_MS } from "../../../../shared/limits";
import { CLIENT_MESSAGES } from "../../../../shared/messages";
import { errorMessage } from "../../../lib/errors";
import { useToast } from "../../../lib/toast";
import { useTRPC } from "../../../trpc";
import { usePaidActionSuccess } from "../use-paid-action";
import { TOOL_TOASTS, useToolError } from "../use-tool-error";
import type { AnalysedText } from "./detect-result";
import { downloadBase64Pdf } from "./download-pdf";

const DETECT_TOAST = TOOL_TOASTS.detect;

/** Detect AI's two server calls: a paid analysis of a text, and a PDF report of the last result. */
export function useTextAnalysis() {
  const trpc = useTRPC();
  const { showToast } = useToast();
  const [analysed, setAnalysed] = useState<AnalysedText | null>(null);
  const onPaidSuccess = usePaidActionSuccess();
  const failure = useToolError(DETECT_TOAST);
  const analyze = useMutation(trpc.detect.analyze.mutationOptions());
  const exportReport = useMutation(trpc.detect.exportReport.mutationOptions());

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
    if (!analysed) return;
    const { result } = analysed;
    exportReport.mutate(
      {
        score: result.ai_probability,
        verdict: result.verdict,
        explanation: result.explanation,
        senteces: result.suspicious_sentences,
        word_count: result.word_count,
        model_version: result.model_version,
      },
      {
        onSuccess: (report) => downloadBase64Pdf(report.pdf_base64, report.filename, report.contentType),
        onError: () => showToast({ message: CLIENT_MESSAGES.exportFailed, ...DETECT_TOAST, durationMs: TOAST_MS.tools }),
      },
    );
  };

  return { analysed, submit, analyzing: analyze.isPending, exportPdf, exporting: exportReport.isPending, failure };
}
