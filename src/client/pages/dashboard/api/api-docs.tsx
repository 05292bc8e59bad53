import Tab from "react-bootstrap/Tab";
import Table from "react-bootstrap/Table";
import Tabs from "react-bootstrap/Tabs";
import {
  API_V1_FILE_FIELD,
  API_V1_OPERATIONS,
  API_V1_RATE_NOTE,
  apiV1Path,
  responseFields,
  type ApiV1OperationDoc,
  type ApiV1OperationKey,
} from "../../../../shared/api-v1";
import { TOAST_MS } from "../../../../shared/limits";
import { CopyButton } from "../../../components/copy-button";

function endpointUrl(origin: string, key: ApiV1OperationKey): string {
  return `${origin}${apiV1Path(key)}`;
}

/** A curl command that works against this very server when pasted into a terminal. */
function curlExample(origin: string, endpoint: ApiV1OperationDoc): string {
  const url = `curl -X POST ${endpointUrl(origin, endpoint.key)} \\`;
  if (endpoint.body === "multipart") return [url, `  -F "apiKey=YOUR_API_KEY" \\`, `  -F "file=@${endpoint.exampleText}"`].join("\n");
  const body = JSON.stringify({ apiKey: "YOUR_API_KEY", text: endpoint.exampleText });
  return [url, `  -H "Content-Type: application/json" \\`, `  -d '${body}'`].join("\n");
}

export function ApiDocs({ origin }: { origin: string }) {
  return (
    // The class goes on a wrapper: on <Tabs> it lands on the tab bar, not on the panels whose examples must wrap.
    <div className="api-docs">
      <Tabs defaultActiveKey="detect" id="api-docs-tabs" className="mb-3">
        {API_V1_OPERATIONS.map((endpoint) => (
          <Tab eventKey={endpoint.key} title={endpoint.title} key={endpoint.key}>
            <OperationDoc origin={origin} endpoint={endpoint} />
          </Tab>
        ))}
      </Tabs>
    </div>
  );
}

/**
 * One operation's panel: what it does and where, its body and a curl example,
 * then its response fields and errors. Only the content: Tabs reads eventKey
 * and title from its direct children, so the Tab itself stays in ApiDocs.
 */
function OperationDoc({ origin, endpoint }: { origin: string; endpoint: ApiV1OperationDoc }) {
  const curl = curlExample(origin, endpoint);
  return (
    <>
      <p>
        {endpoint.what} <code>POST {endpointUrl(origin, endpoint.key)}</code>
      </p>
      <p className="small text-body-secondary">
        {endpoint.body === "multipart" ? (
          <>
            Body: <code>multipart/form-data</code> with the fields <code>apiKey</code> and <code>file</code>. {API_V1_FILE_FIELD} Its text
            is scored as a whole, at most {endpoint.wordLimit.toLocaleString("en-US")} words.
          </>
        ) : (
          <>
            Body: JSON <code>{"{ apiKey, text }"}</code>, at most {endpoint.wordLimit} words.
          </>
        )}{" "}
        {endpoint.cost} {API_V1_RATE_NOTE}
      </p>
      <div className="d-flex align-items-center justify-content-between mb-1">
        <h3 className="h6 mb-0">Example</h3>
        <CopyButton text={curl} toastMs={TOAST_MS.apiKeys} />
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling code block must take keyboard focus so it can be scrolled without a mouse. */}
      <pre className="bg-dark text-light rounded p-3 small" tabIndex={0} data-testid={`curl-${endpoint.key}`}>
        {curl}
      </pre>
      <h3 className="h6">Response fields</h3>
      <ResponseFieldsTable output={endpoint.output} />
      <h3 className="h6">Errors</h3>
      <p className="small text-body-secondary">
        A failure answers with an HTTP error status and <code>{'{ "status": "error", "message": "..." }'}</code>.
      </p>
      <ErrorsTable errors={endpoint.errors} />
    </>
  );
}

function ResponseFieldsTable({ output }: { output: ApiV1OperationDoc["output"] }) {
  return (
    <Table responsive size="sm" className="small table-stack">
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Type</th>
          <th scope="col">Meaning</th>
        </tr>
      </thead>
      <tbody>
        {responseFields(output).map((field) => (
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
  );
}

function ErrorsTable({ errors }: { errors: ApiV1OperationDoc["errors"] }) {
  return (
    <Table responsive size="sm" className="small table-stack mb-0">
      <thead>
        <tr>
          <th scope="col">Status</th>
          <th scope="col">When</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(errors).map(([status, when]) => (
          <tr key={status}>
            <td data-label="Status">{status}</td>
            <td data-label="When" className="table-stack-prose">
              {when}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
