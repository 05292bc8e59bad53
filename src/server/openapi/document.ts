import type { RequestHandler } from "express";
import { z } from "zod";
import { API_RATE_LIMIT_PER_MINUTE, CREDIT_COST } from "../../shared/limits";
import { apiV1Operations, type ApiV1Operation } from "../http/rest-routes";

/**
 * The OpenAPI 3.1 document of /apiv1, generated from the same zod schemas
 * the procedures validate with, so the document cannot drift from the code.
 * Why it looks the way it does: docs/decisions/032-api-v1-and-openapi.md.
 */

type JsonSchema = Record<string, unknown>;

const errorBody = z.object({ status: z.literal("error"), message: z.string() }).meta({
  description: "Every failure answers with this body and an HTTP status that says what went wrong.",
});

/** Failures every /apiv1 operation can answer with, and when. */
const ERROR_RESPONSES = {
  "400": "The body is not valid: not a JSON object, text missing, empty or over the word or character limit. The message says which.",
  "401": "The API key is missing, unknown or was deleted.",
  "402": "The key's account has no credits left.",
  "403": "The key's account is not on the Business or Enterprise plan.",
  "413": "The body is over 1 MB.",
  "415": "The body is not JSON (send Content-Type: application/json), or not UTF-8, or compressed.",
  "429": "The key's per-minute rate limit is used up; retry after the Retry-After header's seconds.",
  "500": "An unexpected server failure; no credit was used.",
  "502": "The text engine failed or gave an unusable answer; no credit was used.",
  "503": "The text engine's provider is busy; retry after the Retry-After header's seconds. No credit was used.",
  "504": "The text engine took too long; no credit was used.",
} as const;

const RETRY_AFTER_STATUSES = new Set(["429", "503"]);

function toSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, target: "draft-2020-12" });
  return rest;
}

/** "/apiv1/inkprint/detect" -> "Detect". */
function operationName(operation: ApiV1Operation): string {
  const last = operation.path.split("/").at(-1) ?? "";
  return last.charAt(0).toUpperCase() + last.slice(1);
}

function errorResponses(): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(ERROR_RESPONSES).map(([status, description]) => [
      status,
      {
        description,
        ...(RETRY_AFTER_STATUSES.has(status)
          ? { headers: { "Retry-After": { description: "Seconds to wait before retrying.", schema: { type: "integer", minimum: 1 } } } }
          : {}),
        content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
      },
    ]),
  );
}

function pathItem(operation: ApiV1Operation) {
  const name = operationName(operation);
  return {
    post: {
      operationId: name.toLowerCase(),
      summary: operation.summary,
      requestBody: {
        required: true,
        content: { "application/json": { schema: { $ref: `#/components/schemas/${name}Request` } } },
      },
      responses: {
        "200": {
          description: "Success.",
          content: { "application/json": { schema: { $ref: `#/components/schemas/${name}Response` } } },
        },
        ...errorResponses(),
      },
    },
  };
}

export function buildOpenApiDocument(publicUrl: string) {
  const schemas: Record<string, JsonSchema> = { Error: toSchema(errorBody, "output") };
  for (const operation of apiV1Operations) {
    const name = operationName(operation);
    schemas[`${name}Request`] = toSchema(operation.input, "input");
    schemas[`${name}Response`] = toSchema(operation.output, "output");
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Inkprint API",
      version: "1.0.0",
      description: [
        "Detect AI-written text, humanize it or improve it.",
        "Authenticate by putting your API key in the JSON body as `apiKey`; keys belong to Business or Enterprise accounts.",
        `Each successful call costs ${CREDIT_COST} credit (none on Enterprise, whose credits are unlimited); a failed call costs nothing.`,
        `Rate limits per key: ${API_RATE_LIMIT_PER_MINUTE.business} requests a minute on Business, ${API_RATE_LIMIT_PER_MINUTE.enterprise} on Enterprise.`,
        "Submitted texts are processed in memory and never stored.",
      ].join("\n\n"),
    },
    servers: [{ url: publicUrl }],
    paths: Object.fromEntries(apiV1Operations.map((operation) => [operation.path, pathItem(operation)])),
    components: { schemas },
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;

/** Serves the document, built once: the schemas do not change while the process runs. */
export function serveOpenApiDocument(publicUrl: string): RequestHandler {
  const document = buildOpenApiDocument(publicUrl);
  return (_req, res) => {
    res.json(document);
  };
}
