import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import Col from "react-bootstrap/Col";
import Row from "react-bootstrap/Row";
import Tab from "react-bootstrap/Tab";
import Tabs from "react-bootstrap/Tabs";
import { WORD_LIMITS } from "../../../../shared/limits";
import { CLIENT_MESSAGES, measuredRatesText, SERVER_MESSAGES } from "../../../../shared/messages";
import { countWords } from "../../../../shared/word-count";
import { BusyButton } from "../../../components/busy-button";
import { ScreenReaderStatus } from "../../../components/screen-reader-status";
import { useTRPC } from "../../../trpc";
import { DetectResult, resultSummary, type AnalysedText } from "../detect/detect-result";
import { FileUpload } from "../detect/file-upload";
import { useTextAnalysis } from "../detect/use-text-analysis";
import { OutOfCreditsAlert } from "../out-of-credits-alert";
import { revealBelowFold } from "../reveal-below-fold";
import { ToolTextArea } from "../tool-text-area";
import { sectionLabel } from "../sections";
import { UnverifiedToolNotice } from "../verify-email-alert";
import { SectionHeading } from "./section-heading";

export function DetectSection() {
  return (
    <>
      <SectionHeading title={sectionLabel("detect")} />
      <UnverifiedToolNotice />
      <Tabs defaultActiveKey="text" id="detect-tabs" className="mb-3">
        <Tab eventKey="text" title="Text Analysis">
          <TextAnalysis />
        </Tab>
        <Tab eventKey="file" title="File Upload">
          <FileUpload />
        </Tab>
      </Tabs>
    </>
  );
}

function TextAnalysis() {
  const [text, setText] = useState("");
  const { analysed, submit, analyzing, exportPdf, exporting, failure } = useTextAnalysis();
  const words = countWords(text);
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
          disabled={analyzing}
          placeholder="Paste the text you want to check..."
        />
        <BusyButton busy={analyzing} busyLabel={CLIENT_MESSAGES.analyzing} disabled={words === 0} onClick={() => submit(text)}>
          {CLIENT_MESSAGES.paidActionLabel("Analyze Text")}
        </BusyButton>
        <p className="small text-body-secondary mt-2 mb-0">Your text is analyzed in memory and never stored.</p>
      </Col>
      <AnalysisResultColumn analysed={analysed} analyzing={analyzing} exporting={exporting} onExport={exportPdf} />
    </Row>
  );
}

interface AnalysisResultColumnProps {
  analysed: AnalysedText | null;
  analyzing: boolean;
  exporting: boolean;
  onExport(): void;
}

/** The result beside the text box, or below it on narrow screens, where a new result is scrolled into view. */
function AnalysisResultColumn({ analysed, analyzing, exporting, onExport }: AnalysisResultColumnProps) {
  const trpc = useTRPC();
  const detectorCard = useQuery(trpc.detect.getCard.queryOptions(undefined, { staleTime: Number.POSITIVE_INFINITY }));
  const resultArea = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (analysed) revealBelowFold(resultArea.current);
  }, [analysed]);

  return (
    <Col xl={7} ref={resultArea} aria-busy={analyzing}>
      <ScreenReaderStatus message={analysed && !analyzing ? resultSummary(analysed.result) : ""} />
      <DetectResult
        analysed={analysed}
        exporting={exporting}
        onExport={onExport}
        measuredRates={detectorCard.data && measuredRatesText(detectorCard.data, analysed?.result.explanation)}
      />
    </Col>
  );
}
