import Tab from "react-bootstrap/Tab";
import Table from "react-bootstrap/Table";
import Tabs from "react-bootstrap/Tabs";
import { PRODUCT_NAME } from "../../../../shared/content";
import { API_RATE_LIMIT_PER_MINUTE, MAX_JSON_BODY_BYTES, TOAST_MS, WORD_LIMITS } from "../../../../shared/limits";
import { CopyButton } from "../../../components/copy-button";

interface Field {
  name: string;
  type: string;
  meaning: string;
}

interface Endpoint {
  key: "detect" | "humanize" | "emprove";
  title: string;
  what: string;
  wordLimit: number;
  exampleText: string;
  fields: Field[];
}

const DETECT_FIELDS: Field[] = [
  { name: "status", type: "string", meaning: '"success", or "error" with a message' },
  { name: "ai_probability", type: "string", meaning: 'Probability that the text is AI-written, e.g. "82%"' },
  { name: "verdict", type: "string", meaning: "The verdict in words" },
  { name: "verdict_level", type: "string", meaning: "likely_ai, mixed, likely_human, insufficient_text or unsupported_language" },
  { name: "explanation", type: "string", meaning: "Why the text scored as it did" },
  { name: "suspicious_sentences", type: "string[]", meaning: "Sentences that read as AI-written, in text order" },
  { name: "sentences", type: "object[]", meaning: "Every sentence with its character offsets (start, end) and its own score (0-100)" },
  { name: "language", type: "string", meaning: 'ISO 639-3 code of the recognized language, "und" when unknown' },
  { name: "word_count", type: "number", meaning: "Words counted by splitting on whitespace" },
  { name: "reliable", type: "boolean", meaning: "false for very short texts and unsupported languages: treat the score as a hint" },
  { name: "model_version", type: "string", meaning: "The detector version that produced the result" },
];

const ENDPOINTS: Endpoint[] = [
  {
    key: "detect",
    title: "Detect",
    what: "Scores a text for AI authorship.",
    wordLimit: WORD_LIMITS.detect,
    exampleText: "Paste the text to analyze here.",
    fields: DETECT_FIELDS,
  },
  {
    key: "humanize",
    title: "Humanize",
    what: "Rewrites AI-sounding text so it reads as human.",
    wordLimit: WORD_LIMITS.rewrite,
    exampleText: "Paste the text to humanize here.",
    fields: [
      { name: "status", type: "string", meaning: '"success", or "error" with a message' },
      { name: "humanized_text", type: "string", meaning: "The rewritten text" },
      {
        name: "detector_check",
        type: "object or null",
        meaning: "Inkprint's detector on the text before and after: ai_probability_before, ai_probability_after (0-100), reliable, model_version",
      },
    ],
  },
  {
    key: "emprove",
    title: "Emprove",
    what: "Corrects grammar and spelling and improves clarity and style.",
    wordLimit: WORD_LIMITS.rewrite,
    exampleText: "Paste the text to improve here.",
    fields: [
      { name: "status", type: "string", meaning: '"success", or "error" with a message' },
      { name: "emproved_text", type: "string", meaning: "The improved text" },
      { name: "changes", type: "object[]", meaning: "Each change: start, end, original, replacement, reason" },
    ],
  },
];

/** The public API is named after the product, like the dashboard route: /apiv1/{product}/{operation}. */
export function endpointUrl(origin: string, key: Endpoint["key"]): string {
  return `${origin}/apiv1/${PRODUCT_NAME.toLowerCase()}/${key}`;
}

/** A curl command that works against this very server when pasted into a terminal. */
export function curlExample(origin: string, key: Endpoint["key"], exampleText: string): string {
  const body = JSON.stringify({ apiKey: "YOUR_API_KEY", text: exampleText });
  return [`curl -X POST ${endpointUrl(origin, key)} \\`, `  -H "Content-Type: application/json" \\`, `  -d '${body}'`].join("\n");
}

export function ApiDocs({ origin }: { origin: string }) {
  return (
    // The class goes on a wrapper: on <Tabs> it lands on the tab bar, not on the panels whose examples must wrap.
    <div className="api-docs">
      <Tabs defaultActiveKey="detect" id="api-docs-tabs" className="mb-3">
        {ENDPOINTS.map((endpoint) => {
          const curl = curlExample(origin, endpoint.key, endpoint.exampleText);
          return (
            <Tab eventKey={endpoint.key} title={endpoint.title} key={endpoint.key}>
              <p>
                {endpoint.what} <code>POST {endpointUrl(origin, endpoint.key)}</code>
              </p>
              <p className="small text-body-secondary">
                Body: JSON <code>{"{ apiKey, text }"}</code>, at most {endpoint.wordLimit} words. Each call uses 1 credit (none on Enterprise, whose credits are unlimited). Business keys may make{" "}
                {API_RATE_LIMIT_PER_MINUTE.business} requests per minute, Enterprise keys {API_RATE_LIMIT_PER_MINUTE.enterprise}.
              </p>
              <div className="d-flex align-items-center justify-content-between mb-1">
                <h3 className="h6 mb-0">Example</h3>
                <CopyButton text={curl} toastMs={TOAST_MS.apiKeys} />
              </div>
              <pre className="bg-dark text-light rounded p-3 small" tabIndex={0} data-testid={`curl-${endpoint.key}`}>
                {curl}
              </pre>
              <h3 className="h6">Response fields</h3>
              <Table responsive size="sm" className="small table-stack">
                <thead>
                  <tr>
                    <th scope="col">Field</th>
                    <th scope="col">Type</th>
                    <th scope="col">Meaning</th>
                  </tr>
                </thead>
                <tbody>
                  {endpoint.fields.map((field) => (
                    <tr key={field.name}>
                      <td data-label="Field">
                        <code>{field.name}</code>
                      </td>
                      <td data-label="Type">{field.type}</td>
                      <td data-label="Meaning" className="table-stack-prose">
                        {field.meaning}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
              <p className="small text-body-secondary mb-0">
                Errors answer with an HTTP error status and <code>{'{ "status": "error", "message": "..." }'}</code>: 400 invalid input, 401 invalid key, 402
                no credits left, 403 plan without API access, 413 body over {MAX_JSON_BODY_BYTES / 1024 / 1024} MB, 415 body not sent as JSON, 429 rate limit exceeded (wait the seconds in
                Retry-After), 502, 503 or 504 when the text engine failed, was busy or took too long (no credit is used).
              </p>
            </Tab>
          );
        })}
      </Tabs>
    </div>
  );
}
