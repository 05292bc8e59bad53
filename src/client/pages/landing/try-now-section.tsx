import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import Alert from "react-bootstrap/Alert";
import Button from "react-bootstrap/Button";
import Card from "react-bootstrap/Card";
import Col from "react-bootstrap/Col";
import Container from "react-bootstrap/Container";
import Form from "react-bootstrap/Form";
import Row from "react-bootstrap/Row";
import Spinner from "react-bootstrap/Spinner";
import { useNavigate } from "react-router";
import { DEMO_RATE_LIMIT, SIGNUP_CREDITS, WORD_LIMITS } from "../../../shared/limits";
import { CLIENT_MESSAGES } from "../../../shared/messages";
import { PATHS } from "../../../shared/paths";
import { countWords } from "../../../shared/word-count";
import { NamedProgressBar } from "../../components/named-progress-bar";
import { parseProbability, scoreVariant } from "../../components/probability-badge";
import { WordCounter } from "../../components/word-counter";
import { errorMessage, httpStatusOf } from "../../lib/errors";
import { useTRPC } from "../../trpc";

const TOO_MANY_REQUESTS = 429;

export function demoCanAnalyze(words: number, loading: boolean): boolean {
  return !loading && words > 0 && words <= WORD_LIMITS.demo;
}

/** A server answer that refused the text gets the demo's own fallback; a request that never arrived gets the generic one. */
function demoErrorText(error: unknown): string {
  return httpStatusOf(error) === undefined ? CLIENT_MESSAGES.genericWrong : errorMessage(error, CLIENT_MESSAGES.demoFailed);
}

export function TryNowSection({ onViewPlans }: { onViewPlans(): void }) {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const [text, setText] = useState("");
  const demo = useMutation(
    trpc.detect.analyzeDemo.mutationOptions({
      onError: (error) => {
        if (httpStatusOf(error) === TOO_MANY_REQUESTS) navigate(PATHS.register);
      },
    }),
  );
  const words = countWords(text);
  const loading = demo.isPending;

  const edit = (next: string) => {
    setText(next);
    // A result belongs to the text it was computed for; editing makes it stale.
    if (demo.data || demo.error) demo.reset();
  };

  return (
    <section id="try-now" className="landing-section landing-hero" aria-labelledby="try-now-title">
      <Container>
        <Row className="align-items-center g-4 g-lg-5">
          <Col lg={5}>
            <h1 id="try-now-title" className="display-5 fw-bold">
              Know when a text was written by AI
            </h1>
            <p className="lead text-body-secondary">
              Detect AI-written text, humanize it and polish its grammar and style — on your own server, without storing a word you submit.
            </p>
            <div className="d-flex flex-wrap gap-2">
              <Button variant="primary" size="lg" onClick={() => navigate(PATHS.register)}>
                {`Get ${SIGNUP_CREDITS} Free Scans`}
              </Button>
              <Button variant="outline-primary" size="lg" onClick={onViewPlans}>
                View Plans
              </Button>
            </div>
          </Col>
          <Col lg={7}>
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
                    if (demoCanAnalyze(words, loading)) demo.mutate({ detect_text: text });
                  }}
                >
                  <Form.Group controlId="demo-text" className="mb-2">
                    <Form.Label className="visually-hidden">Text to analyze</Form.Label>
                    <Form.Control
                      as="textarea"
                      rows={7}
                      placeholder="Paste a text here to check whether it was written by AI..."
                      value={text}
                      onChange={(e) => edit(e.target.value)}
                    />
                  </Form.Group>
                  <WordCounter words={words} limit={WORD_LIMITS.demo} rules="demo" />
                  <Button type="submit" variant="primary" className="mt-3 w-100" disabled={!demoCanAnalyze(words, loading)}>
                    {loading ? (
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
                  {demo.data && <DemoResult probability={demo.data.ai_probability} verdict={demo.data.verdict} reliable={demo.data.reliable} />}
                  {demo.error && httpStatusOf(demo.error) !== TOO_MANY_REQUESTS && <Alert variant="danger">{demoErrorText(demo.error)}</Alert>}
                </div>
              </Card.Body>
            </Card>
          </Col>
        </Row>
      </Container>
    </section>
  );
}

/**
 * A score the detector does not stand behind (too few words, another
 * language) is shown in grey, not in a verdict colour, so a visitor does not
 * read a short text's 80% as a finding.
 */
function DemoResult({ probability, verdict, reliable }: { probability: string; verdict: string; reliable: boolean }) {
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
      {!reliable && <p className="mt-2 mb-0 small fw-semibold">{CLIENT_MESSAGES.roughScore}</p>}
      <p className="mt-2 mb-0 small text-body-secondary">{verdict}</p>
    </div>
  );
}
