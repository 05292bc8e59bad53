import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import Card from "react-bootstrap/Card";
import Col from "react-bootstrap/Col";
import Row from "react-bootstrap/Row";
import Tab from "react-bootstrap/Tab";
import Tabs from "react-bootstrap/Tabs";
import { TOAST_MS, WORD_LIMITS } from "../../../../shared/limits";
import { CLIENT_MESSAGES, measuredRatesText, SERVER_MESSAGES } from "../../../../shared/messages";
import { countWords } from "../../../../shared/word-count";
import { BusyButton } from "../../../components/busy-button";
import { ScreenReaderStatus } from "../../../components/screen-reader-status";
import { errorMessage } from "../../../lib/errors";
import { useToast } from "../../../lib/toast";
import { useTRPC } from "../../../trpc";
import { DetectResult, resultSummary, type AnalysedText } from "../detect/detect-result";
import { downloadBase64Pdf } from "../detect/download-pdf";
import { OutOfCreditsAlert } from "../out-of-credits-alert";
import { revealBelowFold } from "../reveal-below-fold";
import { ToolTextArea } from "../tool-text-area";
import { usePaidActionSuccess } from "../use-paid-action";
import { TOOL_TOASTS, useToolError } from "../use-tool-error";
import { sectionLabel } from "../sections";
import { SectionHeading } from "./section-heading";

const DETECT_TOAST = TOOL_TOASTS.detect;

export function DetectSection() {
  return (
    <>
      <SectionHeading title={sectionLabel("detect")} />
      <Tabs defaultActiveKey="text" id="detect-tabs" className="mb-3">
        <Tab eventKey="text" title="Text Analysis">
          <TextAnalysis />
        </Tab>
        <Tab eventKey="file" title="File Upload">
          <Card body className="text-center text-body-secondary py-5">
            <h2 className="h5 mb-0">{CLIENT_MESSAGES.comingSoon}</h2>
          </Card>
        </Tab>
      </Tabs>
    </>
  );
}

function TextAnalysis() {
  const trpc = useTRPC();
  const { showToast } = useToast();
  const [text, setText] = useState("");
  const [analysed, setAnalysed] = useState<AnalysedText | null>(null);
  const onPaidSuccess = usePaidActionSuccess();
  const failure = useToolError(DETECT_TOAST);
  const analyze = useMutation(trpc.detect.analyze.mutationOptions());
  const exportReport = useMutation(trpc.detect.exportReport.mutationOptions());
  const detectorCard = useQuery(trpc.detect.getCard.queryOptions(undefined, { staleTime: Number.POSITIVE_INFINITY }));
  const resultArea = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (analysed) revealBelowFold(resultArea.current);
  }, [analysed]);

  const words = countWords(text);
  const submit = () => {
    const submitted = text;
    analyze.mutate(
      { detect_text: submitted },
      {
        onSuccess: (result) => {
          setAnalysed({ text: submitted, result });
          onPaidSuccess();
        },
        onError: (error) => failure.report(error, errorMessage(error, CLIENT_MESSAGES.detectFailed)),
      },
    );
  };

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

  return (
    <Row className="g-4">
      <Col xl={5}>
        {failure.outOfCredits && <OutOfCreditsAlert onDismiss={failure.dismissOutOfCredits} />}
        <ToolTextArea
          id="detect-text"
          label="Text to analyze"
          value={text}
          onChange={setText}
          limit={WORD_LIMITS.detect}
          overLimitMessage={SERVER_MESSAGES.detectWordLimit}
          refuseOverLimit
          disabled={analyze.isPending}
          placeholder="Paste the text you want to check..."
        />
        <BusyButton busy={analyze.isPending} busyLabel={CLIENT_MESSAGES.analyzing} disabled={words === 0} onClick={submit}>
          {CLIENT_MESSAGES.paidActionLabel("Analyze Text")}
        </BusyButton>
        <p className="small text-body-secondary mt-2 mb-0">Your text is analyzed in memory and never stored.</p>
      </Col>
      <Col xl={7} ref={resultArea} aria-busy={analyze.isPending}>
        <ScreenReaderStatus message={analysed && !analyze.isPending ? resultSummary(analysed.result) : ""} />
        <DetectResult
          analysed={analysed}
          exporting={exportReport.isPending}
          onExport={exportPdf}
          measuredRates={detectorCard.data && measuredRatesText(detectorCard.data, analysed?.result.explanation)}
        />
      </Col>
    </Row>
  );
}
