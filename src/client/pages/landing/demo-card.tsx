import Alert from "react-bootstrap/Alert";
import Button from "react-bootstrap/Button";
import Card from "react-bootstrap/Card";
import Form from "react-bootstrap/Form";
import Spinner from "react-bootstrap/Spinner";
import { DEMO_RATE_LIMIT, WORD_LIMITS } from "../../../shared/limits";
import { CLIENT_MESSAGES } from "../../../shared/messages";
import { NamedProgressBar } from "../../components/named-progress-bar";
import { parseProbability, scoreVariant } from "../../components/probability-badge";
import { WordCounter } from "../../components/word-counter";
import { errorMessage, httpStatusOf } from "../../lib/errors";
import { isDemoRateLimited, useDemoAnalysis } from "./use-demo-analysis";

/** A server answer that refused the text gets the demo's own fallback; a request that never arrived gets the generic one. */
function demoErrorText(error: unknown): string {
  return httpStatusOf(error) === undefined ? CLIENT_MESSAGES.genericWrong : errorMessage(error, CLIENT_MESSAGES.demoFailed);
}

/** The landing page's free demo: a text box, Analyze, and the result or the reason there is none. */
export function DemoCard() {
  const demo = useDemoAnalysis();
  return (
    <Card className="shadow-sm">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          Try Now — free demo
        </Card.Title>
        <Card.Subtitle className="mb-3 text-body-secondary small">
          Up to {WORD_LIMITS.demo} words, {DEMO_RATE_LIMIT.max} analyses per hour.
        </Card.Subtitle>
        <Form
          onSubmit={(e) => {
            e.preventDefault();
            demo.analyze();
          }}
        >
          <Form.Group controlId="demo-text" className="mb-2">
            <Form.Label className="visually-hidden">Text to analyze</Form.Label>
            <Form.Control
              as="textarea"
              rows={7}
              placeholder="Paste a text here to check whether it was written by AI..."
              value={demo.text}
              onChange={(e) => demo.edit(e.target.value)}
            />
          </Form.Group>
          <WordCounter words={demo.words} limit={WORD_LIMITS.demo} rules="demo" />
          <Button type="submit" variant="primary" className="mt-3 w-100" disabled={!demo.canAnalyze}>
            {demo.loading ? (
              <>
                <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
                {CLIENT_MESSAGES.analyzing}
              </>
            ) : (
              "Analyze"
            )}
          </Button>
        </Form>
        <div className="demo-result mt-3" aria-live="polite">
          {demo.result && (
            <DemoResult
              probability={demo.result.ai_probability}
              verdict={demo.result.verdict}
              summary={demo.result.summary}
              reliable={demo.result.reliable}
            />
          )}
          {demo.error && !isDemoRateLimited(demo.error) && <Alert variant="danger">{demoErrorText(demo.error)}</Alert>}
        </div>
      </Card.Body>
    </Card>
  );
}

/**
 * A score the detector does not stand behind (too few words, another
 * language) is shown in grey, not in a verdict colour, so a visitor does not
 * read a short text's 80% as a finding; its summary, in bold, says why. A
 * reliable one's summary says what the score means and what it does not.
 * The dashboard's one-line caution closes both, as it closes every result there.
 */
function DemoResult({
  probability,
  verdict,
  summary,
  reliable,
}: {
  probability: string;
  verdict: string;
  summary: string;
  reliable: boolean;
}) {
  const value = parseProbability(probability);
  const variant = scoreVariant(value, reliable);
  return (
    <div className="border rounded p-3 bg-body-tertiary" data-testid="demo-result">
      <div className="d-flex justify-content-between align-items-baseline mb-2">
        <span className="fw-semibold">AI probability</span>
        <span className={`fs-4 fw-bold text-${variant}`} data-testid="demo-probability">
          {probability}
        </span>
      </div>
      <NamedProgressBar percent={value} variant={variant} label="AI probability" valueText={probability} />
      <p className="mt-2 mb-0 small text-body-secondary">{verdict}</p>
      <p className={`mt-2 mb-0 small${reliable ? "" : " fw-semibold"}`} data-testid="demo-summary">
        {summary}
      </p>
      <p className="mt-2 mb-0 small text-body-secondary" data-testid="demo-caution">
        {CLIENT_MESSAGES.detectCaution}
      </p>
    </div>
  );
}
