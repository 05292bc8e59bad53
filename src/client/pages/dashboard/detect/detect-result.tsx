import Alert from "react-bootstrap/Alert";
import Badge from "react-bootstrap/Badge";
import Button from "react-bootstrap/Button";
import Spinner from "react-bootstrap/Spinner";
import { CLIENT_MESSAGES } from "../../../../shared/messages";
import type { DetectOutput } from "../../../../shared/schemas/detect";
import { ProbabilityBadge } from "../../../components/probability-badge";
import { countOf } from "../../../../shared/plural";
import { HighlightedText, suspiciousMarkId } from "./highlighted-text";

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
  const { summary, evidence, details, caveat } = result.explanation_parts;
  return (
    <div className="dashboard-result-box border rounded p-3">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <ProbabilityBadge probability={result.ai_probability} reliable={result.reliable} className="fs-6" />
        {/* Some verdicts are a sentence ("Not enough text to judge reliably (3 words; …)"): they wrap instead of widening the page. */}
        <Badge
          bg={VERDICT_VARIANTS[result.verdict_level]}
          text={result.verdict_level === "mixed" ? "dark" : undefined}
          className="fs-6 text-wrap text-start"
        >
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
      <h2 className="h6">Detailed Explanation</h2>
      {/* A low-confidence result's summary says why the score cannot be trusted, so it is the warning. */}
      {result.reliable ? (
        <p className="fw-semibold" data-testid="explanation-summary">
          {summary}
        </p>
      ) : (
        <Alert variant="warning" className="py-2" data-testid="explanation-summary">
          {summary}
        </Alert>
      )}
      {evidence.length > 0 && (
        <ul data-testid="explanation-evidence">
          {evidence.map((reason, index) => (
            <li key={index}>{reason}</li>
          ))}
        </ul>
      )}
      <p className="small text-body-secondary" data-testid="detect-caution">
        {caveat && `${caveat} `}
        {CLIENT_MESSAGES.detectCaution}
      </p>
      <ExplanationDetails details={details} measuredRates={measuredRates} />
      <h2 className="h6 mt-3">Suspicious Sentences</h2>
      <SuspiciousSentenceLinks count={result.suspicious_sentences.length} />
      <h2 className="h6 mt-3">Your Text</h2>
      <HighlightedText text={text} sentences={result.sentences} suspicious={result.suspicious_sentences} />
    </div>
  );
}

/** The numbers behind the evidence, and the detector's measured error rates, folded away until asked for (decision 104). */
function ExplanationDetails({ details, measuredRates }: { details: readonly string[]; measuredRates?: string }) {
  if (details.length === 0 && !measuredRates) return null;
  return (
    <details className="small mb-2" data-testid="explanation-details">
      <summary>Details</summary>
      {details.length > 0 && (
        <ul className="mt-2">
          {details.map((detail, index) => (
            <li key={index}>{detail}</li>
          ))}
        </ul>
      )}
      {measuredRates && (
        <p className="text-body-secondary mb-0" data-testid="detect-measured-rates">
          {measuredRates}
        </p>
      )}
    </details>
  );
}

/**
 * The spec's numbered list of suspicious sentences, as links to their
 * numbered marks in the text: each sentence is printed once, where it stands.
 */
function SuspiciousSentenceLinks({ count }: { count: number }) {
  if (count === 0) return <p className="text-body-secondary">No sentence stands out as AI-written.</p>;
  const jumpTo = (number: number) => {
    const mark = document.getElementById(suspiciousMarkId(number));
    mark?.scrollIntoView({ block: "center", behavior: "smooth" });
    mark?.focus({ preventScroll: true });
  };
  return (
    <div className="mb-2" data-testid="suspicious-sentence-links">
      <span className="me-1">{`${countOf(count, "sentence reads", "sentences read")} as AI-written, numbered in your text below:`}</span>
      <ol className="list-inline d-inline mb-0">
        {Array.from({ length: count }, (_, index) => index + 1).map((number) => (
          <li key={number} className="list-inline-item me-1">
            <Button
              variant="link"
              size="sm"
              className="p-0 align-baseline"
              onClick={() => jumpTo(number)}
              aria-label={`Go to suspicious sentence ${number}`}
            >
              {number}
            </Button>
          </li>
        ))}
      </ol>
    </div>
  );
}
