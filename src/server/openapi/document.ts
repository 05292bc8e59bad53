import type { RequestHandler } from "express";
import { z } from "zod";
import {
  API_V1_COST_NOTE,
  API_V1_ERRORS,
  API_V1_OPERATIONS,
  API_V1_RATE_NOTE,
  API_V1_RETRY_AFTER_STATUSES,
  apiV1Path,
  type ApiV1OperationDoc,
} from "../../shared/api-v1";
import { countOf } from "../../shared/plural";

/**
 * The OpenAPI 3.1 document of /apiv1, generated from the same zod schemas
 * the procedures validate with, so the document cannot drift from the code.
 * Why it looks the way it does: docs/decisions/032-api-v1-and-openapi.md.
 */

type JsonSchema = Record<string, unknown>;

const errorBody = z.object({ status: z.literal("error"), message: z.string() }).meta({
  description: "Every failure answers with this body and an HTTP status that says what went wrong.",
});

function toSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, target: "draft-2020-12" });
  return rest;
}

function errorResponses(): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(API_V1_ERRORS).map(([status, description]) => [
      status,
      {
        description,
        ...(API_V1_RETRY_AFTER_STATUSES.has(status)
          ? { headers: { "Retry-After": { description: "Seconds to wait before retrying.", schema: { type: "integer", minimum: 1 } } } }
          : {}),
        content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
      },
    ]),
  );
}

function pathItem(operation: ApiV1OperationDoc) {
  const name = operation.title;
  return {
    post: {
      operationId: operation.key,
      summary: operation.what,
      description: `The text may have at most ${countOf(operation.wordLimit, "word", "words")}.`,
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
  for (const operation of API_V1_OPERATIONS) {
    const name = operation.title;
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
        API_V1_COST_NOTE,
        API_V1_RATE_NOTE,
        "Submitted texts are processed in memory and never stored.",
      ].join("\n\n"),
    },
    servers: [{ url: publicUrl }],
    paths: Object.fromEntries(API_V1_OPERATIONS.map((operation) => [apiV1Path(operation.key), pathItem(operation)])),
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
