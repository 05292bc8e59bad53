import Alert from "react-bootstrap/Alert";
import Badge from "react-bootstrap/Badge";
import Button from "react-bootstrap/Button";
import Spinner from "react-bootstrap/Spinner";
import { MIN_WORDS_FOR_VERDICT, VERDICT_TEXT } from "../../../../shared/detection";
import { CLIENT_MESSAGES } from "../../../../shared/messages";
import type { DetectOutput } from "../../../../shared/schemas/detect";
import { ProbabilityBadge } from "../../../components/probability-badge";
import { HighlightedText } from "./highlighted-text";

export interface AnalysedText {
  /** The text exactly as it was submitted: the offsets in `result.sentences` point into it. */
  text: string;
  result: DetectOutput;
}

const VERDICT_VARIANTS: Record<DetectOutput["verdict_level"], string> = {
  likely_ai: "danger",
  mixed: "warning",
  likely_human: "success",
  insufficient_text: "secondary",
  unsupported_language: "secondary",
};

/** Why a result should not be trusted, in words a reader understands; undefined when it can be. */
export function reliabilityWarning(result: DetectOutput): string | undefined {
  if (result.reliable) return undefined;
  if (result.verdict_level === "insufficient_text") {
    return `${VERDICT_TEXT.insufficient_text}: this text has ${result.word_count} words and a verdict needs at least ${MIN_WORDS_FOR_VERDICT}. Treat the score as a rough hint only.`;
  }
  if (result.verdict_level === "unsupported_language") return `${VERDICT_TEXT.unsupported_language}.`;
  return "This result is low-confidence. Treat the score as a rough hint only.";
}

/** What a screen reader hears when a result arrives: the score and the verdict, e.g. "AI probability 99%, Likely AI-generated". */
export function resultSummary(result: DetectOutput): string {
  return CLIENT_MESSAGES.detectResultReady(result.ai_probability, result.verdict);
}

interface DetectResultProps {
  analysed: AnalysedText | null;
  exporting: boolean;
  onExport(): void;
  /** The detector's measured false-positive rates in words; absent until they have loaded. */
  measuredRates?: string;
}

export function DetectResult({ analysed, exporting, onExport, measuredRates }: DetectResultProps) {
  if (!analysed) {
    return (
      <div className="dashboard-result-box d-flex flex-column justify-content-center align-items-center text-center text-body-secondary border rounded p-4">
        <h2 className="h5">{CLIENT_MESSAGES.noAnalysisYet}</h2>
        <p className="mb-0">Paste a text and press Analyze to see its AI probability and the sentences that read as machine-written.</p>
      </div>
    );
  }
  const { result, text } = analysed;
  const warning = reliabilityWarning(result);
  return (
    <div className="dashboard-result-box border rounded p-3">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <ProbabilityBadge probability={result.ai_probability} reliable={result.reliable} className="fs-6" />
        {/* Some verdicts are a sentence ("Not enough text to judge reliably (3 words; …)"): they wrap instead of widening the page. */}
        <Badge bg={VERDICT_VARIANTS[result.verdict_level]} text={result.verdict_level === "mixed" ? "dark" : undefined} className="fs-6 text-wrap text-start">
          {result.verdict}
        </Badge>
        <Button variant="outline-primary" size="sm" className="ms-auto" onClick={onExport} disabled={exporting}>
          {exporting ? (
            <>
              <Spinner size="sm" animation="border" className="me-1" aria-hidden="true" />
              Exporting...
            </>
          ) : (
            "Export PDF"
          )}
        </Button>
      </div>
      {warning && (
        <Alert variant="warning" className="py-2">
          {warning}
        </Alert>
      )}
      <h2 className="h6">Detailed Explanation</h2>
      <p>{result.explanation}</p>
      <p className="small text-body-secondary" data-testid="detect-caution">
        {CLIENT_MESSAGES.detectCaution}
        {measuredRates && ` ${measuredRates}`}
      </p>
      <h2 className="h6">Your Text</h2>
      <HighlightedText text={text} sentences={result.sentences} suspicious={result.suspicious_sentences} />
      <h2 className="h6 mt-3">Suspicious Sentences</h2>
      {result.suspicious_sentences.length === 0 ? (
        <p className="text-body-secondary mb-0">No sentence stands out as AI-written.</p>
      ) : (
        <ol className="mb-0">
          {result.suspicious_sentences.map((sentence, index) => (
            <li key={index} className="mb-1">
              {sentence}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
