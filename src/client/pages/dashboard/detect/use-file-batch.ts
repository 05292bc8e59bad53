import { useCallback, useRef, useState } from "react";
import { FILE_UPLOAD, TOAST_MS } from "../../../../shared/limits";
import { CLIENT_MESSAGES } from "../../../../shared/messages";
import { DETECT_FILE_PATHS, type DetectFileOutput, type QuoteFileOutput } from "../../../../shared/schemas/detect-file";
import { errorMessage } from "../../../lib/errors";
import { useToast } from "../../../lib/toast";
import { isOutOfCredits, usePaidActionSuccess } from "../use-paid-action";
import { TOOL_TOASTS, useToolError } from "../use-tool-error";
import { postFile } from "./post-file";
import { useReportExport } from "./use-report-export";

const DETECT_TOAST = TOOL_TOASTS.detect;

/**
 * Where a file stands: read and priced by the server (reading), waiting for
 * the user to confirm (ready), sent for analysis (uploading, then analyzing),
 * and finally done, or refused (unreadable, nothing charged) or failed.
 */
type FileStage = "reading" | "ready" | "uploading" | "analyzing" | "done" | "refused" | "failed";

export interface FileRow {
  id: number;
  file: File;
  stage: FileStage;
  /** Of the upload under way, 0-100. */
  progress: number;
  quote?: Pick<QuoteFileOutput, "word_count" | "credits">;
  result?: DetectFileOutput;
  error?: string;
}

const finished = (row: FileRow) => row.stage === "done" || row.stage === "refused" || row.stage === "failed";

/**
 * The File Upload tab's batch: each file is read and priced as soon as it is
 * chosen, free; once the user confirms the total, the files are analysed one
 * after another, and every result can be opened, exported as a PDF, and
 * listed in a CSV table.
 */
export function useFileBatch() {
  const { showToast } = useToast();
  const onPaidSuccess = usePaidActionSuccess();
  const failure = useToolError(DETECT_TOAST);
  const reportExport = useReportExport();
  const [rows, setRows] = useState<FileRow[]>([]);
  const [running, setRunning] = useState(false);
  /** What a screen reader hears as each file finishes: its name, score and verdict, or why it failed. */
  const [announcement, setAnnouncement] = useState("");
  const nextId = useRef(1);
  const rowCount = useRef(0);

  const update = useCallback((id: number, change: Partial<FileRow>) => {
    setRows((current) => current.map((row) => (row.id === id ? { ...row, ...change } : row)));
  }, []);

  const readAll = useCallback(
    async (added: FileRow[]) => {
      for (const row of added) {
        try {
          const quote = await postFile<QuoteFileOutput>(DETECT_FILE_PATHS.quote, row.file, (progress) => update(row.id, { progress }));
          update(row.id, { stage: "ready", progress: 0, quote: { word_count: quote.word_count, credits: quote.credits } });
        } catch (error) {
          const refused = errorMessage(error, CLIENT_MESSAGES.detectFailed);
          update(row.id, { stage: "refused", progress: 0, error: refused });
        }
      }
    },
    [update],
  );

  const addFiles = useCallback(
    (files: readonly File[]) => {
      const room = Math.max(FILE_UPLOAD.maxFilesPerBatch - rowCount.current, 0);
      if (files.length > room)
        showToast({ message: CLIENT_MESSAGES.filesLeftOut(files.length - room), ...DETECT_TOAST, durationMs: TOAST_MS.tools });
      const added = files.slice(0, room).map((file): FileRow => ({ id: nextId.current++, file, stage: "reading", progress: 0 }));
      if (added.length === 0) return;
      rowCount.current += added.length;
      setRows((current) => [...current, ...added]);
      void readAll(added);
    },
    [readAll, showToast],
  );

  const analyzeOne = async (row: FileRow): Promise<"next" | "stop"> => {
    update(row.id, { stage: "uploading", progress: 0 });
    try {
      const result = await postFile<DetectFileOutput>(DETECT_FILE_PATHS.analyze, row.file, (progress) =>
        update(row.id, progress === 100 ? { stage: "analyzing", progress } : { progress }),
      );
      update(row.id, { stage: "done", result });
      setAnnouncement(`${row.file.name}: ${CLIENT_MESSAGES.detectResultReady(result.ai_probability, result.verdict)}`);
      onPaidSuccess(result.credits_charged);
      return "next";
    } catch (error) {
      const message = errorMessage(error, CLIENT_MESSAGES.detectFailed);
      failure.report(error, message);
      // An empty balance stops the batch: the files left stay ready, uncharged, for after a top-up.
      if (isOutOfCredits(error)) {
        update(row.id, { stage: "ready", progress: 0 });
        return "stop";
      }
      update(row.id, { stage: "failed", error: message });
      setAnnouncement(`${row.file.name}: ${message}`);
      return "next";
    }
  };

  const analyzeReady = async () => {
    setRunning(true);
    for (const row of rows.filter((candidate) => candidate.stage === "ready")) {
      if ((await analyzeOne(row)) === "stop") break;
    }
    setRunning(false);
  };

  const clear = () => {
    rowCount.current = 0;
    setRows([]);
  };

  const exportPdf = (result: DetectFileOutput) => reportExport.exportPdf(result, result.file_name);

  const ready = rows.filter((row) => row.stage === "ready");
  return {
    rows,
    addFiles,
    clear,
    analyzeReady,
    running,
    announcement,
    reading: rows.some((row) => row.stage === "reading"),
    readyCount: ready.length,
    readyCredits: ready.reduce((sum, row) => sum + (row.quote?.credits ?? 0), 0),
    batchFinished: rows.length > 0 && !running && rows.every(finished) && rows.some((row) => row.stage === "done"),
    exportPdf,
    exporting: reportExport.exporting,
    failure,
  };
}
