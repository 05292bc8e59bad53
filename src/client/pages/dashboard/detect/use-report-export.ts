import { useMutation } from "@tanstack/react-query";
import { TOAST_MS } from "../../../../shared/limits";
import { CLIENT_MESSAGES } from "../../../../shared/messages";
import type { DetectOutput } from "../../../../shared/schemas/detect";
import { useToast } from "../../../lib/toast";
import { useTRPC } from "../../../trpc";
import { TOOL_TOASTS } from "../use-tool-error";
import { downloadBase64Pdf } from "./download-pdf";

/** The PDF report of a result already paid for, for pasted text and uploaded files alike (the file's name goes in the report). */
export function useReportExport() {
  const trpc = useTRPC();
  const { showToast } = useToast();
  const exportReport = useMutation(trpc.detect.exportReport.mutationOptions());
  const exportPdf = (result: DetectOutput, fileName?: string) =>
    exportReport.mutate(
      {
        score: result.ai_probability,
        verdict: result.verdict,
        explanation: result.explanation,
        senteces: result.suspicious_sentences,
        word_count: result.word_count,
        model_version: result.model_version,
        ...(fileName === undefined ? {} : { file_name: fileName }),
      },
      {
        onSuccess: (report) => downloadBase64Pdf(report.pdf_base64, report.filename, report.contentType),
        onError: () => showToast({ message: CLIENT_MESSAGES.exportFailed, ...TOOL_TOASTS.detect, durationMs: TOAST_MS.tools }),
      },
    );
  return { exportPdf, exporting: exportReport.isPending };
}
