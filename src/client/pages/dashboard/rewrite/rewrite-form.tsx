import { useEffect, useRef, useState, type ReactNode } from "react";
import Card from "react-bootstrap/Card";
import Col from "react-bootstrap/Col";
import Row from "react-bootstrap/Row";
import { TOAST_MS, WORD_LIMITS } from "../../../../shared/limits";
import { CLIENT_MESSAGES } from "../../../../shared/messages";
import { countWords } from "../../../../shared/word-count";
import { BusyButton } from "../../../components/busy-button";
import { CopyButton } from "../../../components/copy-button";
import { ScreenReaderStatus } from "../../../components/screen-reader-status";
import { revealBelowFold } from "../reveal-below-fold";
import { ToolTextArea } from "../tool-text-area";

interface RewriteFormProps {
  /** Prefix for element ids, unique per tool. */
  id: string;
  inputLabel: string;
  buttonLabel: string;
  resultTitle: string;
  busy: boolean;
  /** The rewritten text of the last successful run, or null before one. */
  output: string | null;
  onSubmit(text: string): void;
  /** One sentence a screen reader hears when a result arrives, e.g. "Humanized text ready"; the result itself is not read out. */
  summary: string;
  /** Extra result content under the output (the Improver's list of changes). */
  details?: ReactNode;
  /** Why part of the text was left as written (sentences in another language). */
  note?: string | null;
  notice?: ReactNode;
}

/** Humanizer and Improver share this layout: text box with counter, one paid button, a result box with Copy. */
export function RewriteForm({
  id,
  inputLabel,
  buttonLabel,
  resultTitle,
  busy,
  output,
  onSubmit,
  summary,
  details,
  note,
  notice,
}: RewriteFormProps) {
  const [text, setText] = useState("");
  const words = countWords(text);
  const blocked = text.trim() === "" || words > WORD_LIMITS.rewrite;
  const resultArea = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (output !== null) revealBelowFold(resultArea.current);
  }, [output]);

  return (
    <Row className="g-4">
      <Col xl={6}>
        {notice}
        <ToolTextArea
          id={`${id}-text`}
          label={inputLabel}
          value={text}
          onChange={setText}
          limit={WORD_LIMITS.rewrite}
          overLimitMessage={CLIENT_MESSAGES.rewriteOverLimit}
          refuseOverLimit={false}
          disabled={busy}
        />
        <BusyButton busy={busy} busyLabel="Working..." disabled={blocked} onClick={() => onSubmit(text)}>
          {buttonLabel}
        </BusyButton>
        <p className="small text-body-secondary mt-2 mb-0">Your text is processed in memory and never stored.</p>
      </Col>
      <Col xl={6} ref={resultArea} aria-busy={busy}>
        <ScreenReaderStatus message={output === null || busy ? "" : summary} />
        <Card className="h-100">
          <Card.Header className="d-flex align-items-center justify-content-between">
            <h2 className="h6 mb-0">{resultTitle}</h2>
            <CopyButton text={output ?? ""} toastMs={TOAST_MS.tools} />
          </Card.Header>
          <Card.Body>
            <div className="dashboard-result-box" data-testid={`${id}-output`} tabIndex={output ? 0 : undefined}>
              {output ?? <span className="text-body-secondary">Your result will appear here.</span>}
            </div>
            {note && (
              <p className="mt-3 mb-0 small text-warning-emphasis" data-testid={`${id}-note`}>
                {note}
              </p>
            )}
            {details}
          </Card.Body>
        </Card>
      </Col>
    </Row>
  );
}
