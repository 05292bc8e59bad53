import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState, type DragEvent } from "react";
import Badge from "react-bootstrap/Badge";
import Button from "react-bootstrap/Button";
import Table from "react-bootstrap/Table";
import { megabytesText } from "../../../../shared/in-words";
import { FILE_UPLOAD, WORD_LIMITS } from "../../../../shared/limits";
import { CLIENT_MESSAGES, measuredRatesText } from "../../../../shared/messages";
import { countOf } from "../../../../shared/plural";
import type { DetectFileOutput } from "../../../../shared/schemas/detect-file";
import { BusyButton } from "../../../components/busy-button";
import { NamedProgressBar } from "../../../components/named-progress-bar";
import { ProbabilityBadge } from "../../../components/probability-badge";
import { ScreenReaderStatus } from "../../../components/screen-reader-status";
import { useTRPC } from "../../../trpc";
import { OutOfCreditsAlert } from "../out-of-credits-alert";
import { revealBelowFold } from "../reveal-below-fold";
import { BATCH_CSV_FILENAME, batchCsv } from "./batch-csv";
import { DetectResult } from "./detect-result";
import { downloadBlob } from "./download-pdf";
import { useFileBatch, type FileRow } from "./use-file-batch";

/** What the picker offers; the server goes by each file's content, whatever its name. */
const ACCEPTED =
  ".pdf,.docx,.txt,.md,.markdown,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,text/plain,text/markdown";

/** Detect AI's File Upload tab: drop or choose up to 20 files, see each one's price, confirm, and read each result. */
export function FileUpload() {
  const batch = useFileBatch();
  const [openId, setOpenId] = useState<number | null>(null);
  const opened = batch.rows.find((row) => row.id === openId)?.result ?? null;
  const busy = batch.running || batch.reading;

  return (
    <div>
      {batch.failure.outOfCredits && <OutOfCreditsAlert onDismiss={batch.failure.dismissOutOfCredits} />}
      <ScreenReaderStatus message={batch.announcement} />
      <DropZone disabled={batch.running || batch.rows.length >= FILE_UPLOAD.maxFilesPerBatch} onFiles={batch.addFiles} />
      {batch.rows.length > 0 && (
        <>
          <FileTable rows={batch.rows} onOpen={setOpenId} />
          <div className="d-flex flex-wrap gap-2 align-items-center mb-3">
            {/* Once every file is finished there is nothing left to confirm, so the button goes. */}
            {(busy || batch.readyCount > 0) && (
              <BusyButton
                busy={batch.running}
                busyLabel={CLIENT_MESSAGES.analyzing}
                disabled={batch.reading || batch.readyCount === 0}
                onClick={() => void batch.analyzeReady()}
              >
                {CLIENT_MESSAGES.analyzeFilesLabel(batch.readyCount, batch.readyCredits)}
              </BusyButton>
            )}
            {batch.batchFinished && (
              <Button
                variant="outline-primary"
                onClick={() => downloadBlob(new Blob([batchCsv(batch.rows)], { type: "text/csv" }), BATCH_CSV_FILENAME)}
              >
                Export CSV
              </Button>
            )}
            <Button
              variant="outline-secondary"
              disabled={busy}
              onClick={() => {
                setOpenId(null);
                batch.clear();
              }}
            >
              Clear
            </Button>
          </div>
        </>
      )}
      <p className="small text-body-secondary">
        PDF (with selectable text), Word (.docx), plain-text and Markdown files, up to {FILE_UPLOAD.maxFilesPerBatch} at once and{" "}
        {megabytesText(FILE_UPLOAD.maxBytes)} each. A file's whole text is scored, up to {WORD_LIMITS.detectFile.toLocaleString("en-US")}{" "}
        words, for one credit per started {WORD_LIMITS.detect} words; the price shows before you confirm. Files are read in memory and never
        stored.
      </p>
      {opened && <FileResult result={opened} exporting={batch.exporting} onExport={() => batch.exportPdf(opened)} />}
    </div>
  );
}

function DropZone({ disabled, onFiles }: { disabled: boolean; onFiles: (files: File[]) => void }) {
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) onFiles([...event.dataTransfer.files]);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a drop target for a mouse; the button inside opens the file picker for everyone else.
    <div
      className={`border border-2 rounded p-4 mb-3 text-center ${dragging ? "border-primary bg-primary-subtle" : ""}`}
      style={{ borderStyle: "dashed" }}
      data-testid="file-drop-zone"
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(!disabled);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <p className="mb-2">Drop files here, or</p>
      <label htmlFor="detect-files" className={`btn btn-primary ${disabled ? "disabled" : ""}`}>
        Choose files
      </label>
      <input
        ref={input}
        id="detect-files"
        type="file"
        multiple
        accept={ACCEPTED}
        className="visually-hidden"
        disabled={disabled}
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          // The same file chosen again after Clear is a new choice.
          if (input.current) input.current.value = "";
        }}
      />
    </div>
  );
}

const STAGE_TEXT: Record<FileRow["stage"], string> = {
  reading: "Reading...",
  ready: "Ready",
  uploading: "Uploading...",
  analyzing: "Analyzing...",
  done: "Done",
  refused: "Refused",
  failed: "Failed",
};

function FileTable({ rows, onOpen }: { rows: readonly FileRow[]; onOpen: (id: number) => void }) {
  return (
    <Table responsive size="sm" className="small table-stack align-middle" data-testid="file-table">
      <thead>
        <tr>
          <th scope="col">File</th>
          <th scope="col">Words</th>
          <th scope="col">Credits</th>
          <th scope="col">Result</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} data-testid="file-row">
            <td data-label="File" className="text-break">
              {row.file.name}
            </td>
            <td data-label="Words">{(row.result?.word_count ?? row.quote?.word_count)?.toLocaleString("en-US") ?? "—"}</td>
            <td data-label="Credits">{row.result?.credits_charged ?? row.quote?.credits ?? "—"}</td>
            <td data-label="Result" className="table-stack-prose">
              <RowStatus row={row} onOpen={() => onOpen(row.id)} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function RowStatus({ row, onOpen }: { row: FileRow; onOpen: () => void }) {
  if (row.stage === "done" && row.result) {
    return (
      <div className="d-flex flex-wrap align-items-center gap-2">
        <ProbabilityBadge probability={row.result.ai_probability} reliable={row.result.reliable} />
        <Badge bg="light" text="dark" className="text-wrap text-start">
          {row.result.verdict}
        </Badge>
        <Button variant="link" size="sm" className="p-0" onClick={onOpen} aria-label={`View the result of ${row.file.name}`}>
          View result
        </Button>
      </div>
    );
  }
  if (row.stage === "refused" || row.stage === "failed") {
    return <span className="text-danger">{row.error}</span>;
  }
  if (row.stage === "reading" || row.stage === "uploading" || row.stage === "analyzing") {
    return (
      <div>
        <span>{STAGE_TEXT[row.stage]}</span>
        <NamedProgressBar
          percent={row.progress}
          variant="primary"
          label={`${STAGE_TEXT[row.stage]} ${row.file.name}`}
          valueText={`${row.progress}% sent`}
          height="0.5rem"
        />
      </div>
    );
  }
  return <span>{row.quote ? `${STAGE_TEXT.ready}: ${countOf(row.quote.credits, "credit", "credits")}` : STAGE_TEXT.ready}</span>;
}

/** A file's full result: the same view as a pasted text's, over the text read from the file. */
function FileResult({ result, exporting, onExport }: { result: DetectFileOutput; exporting: boolean; onExport(): void }) {
  const trpc = useTRPC();
  const detectorCard = useQuery(trpc.detect.getCard.queryOptions(undefined, { staleTime: Number.POSITIVE_INFINITY }));
  const area = useRef<HTMLElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls each new result into view.
  useEffect(() => revealBelowFold(area.current), [result]);
  return (
    <section ref={area} aria-label={`Result of ${result.file_name}`} data-testid="file-result">
      <h2 className="h6">{result.file_name}</h2>
      <DetectResult
        analysed={{ text: result.text, result }}
        exporting={exporting}
        onExport={onExport}
        measuredRates={detectorCard.data && measuredRatesText(detectorCard.data, result.explanation)}
      />
    </section>
  );
}
