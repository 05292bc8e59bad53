import type { RequestHandler } from "express";
import { z } from "zod";
import {
  API_V1_COST_NOTE,
  API_V1_FILE_FIELD,
  API_V1_OPERATIONS,
  API_V1_RATE_NOTE,
  API_V1_RETRY_AFTER_STATUSES,
  apiV1Path,
  type ApiV1OperationDoc,
} from "../../shared/api-v1";
import { countOf } from "../../shared/plural";
import { apiKeyField } from "../../shared/schemas/detect";

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

/**
 * A file call's form. Its file reaches the procedure as bytes, which JSON
 * Schema cannot derive from the zod schema, so the form is written out here
 * from the same descriptions the in-app docs show.
 */
const multipartFileForm: JsonSchema = {
  type: "object",
  required: ["apiKey", "file"],
  properties: {
    apiKey: { type: "string", description: apiKeyField.meta()?.description },
    file: { type: "string", contentMediaType: "application/octet-stream", description: API_V1_FILE_FIELD },
  },
};

const schemaName = (operation: ApiV1OperationDoc) => operation.title.replace(/\s+/g, "");

function errorResponses(operation: ApiV1OperationDoc): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(operation.errors).map(([status, description]) => [
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
  const name = schemaName(operation);
  const mediaType = operation.body === "multipart" ? "multipart/form-data" : "application/json";
  const limit = `The ${operation.body === "multipart" ? "file's " : ""}text may have at most ${countOf(operation.wordLimit, "word", "words")}.`;
  return {
    post: {
      operationId: operation.key,
      summary: operation.what,
      description: operation.cost === API_V1_COST_NOTE ? limit : `${limit} ${operation.cost}`,
      requestBody: {
        required: true,
        content: { [mediaType]: { schema: { $ref: `#/components/schemas/${name}Request` } } },
      },
      responses: {
        "200": {
          description: "Success.",
          content: { "application/json": { schema: { $ref: `#/components/schemas/${name}Response` } } },
        },
        ...errorResponses(operation),
      },
    },
  };
}

function buildOpenApiDocument(publicUrl: string) {
  const schemas: Record<string, JsonSchema> = { Error: toSchema(errorBody, "output") };
  for (const operation of API_V1_OPERATIONS) {
    const name = schemaName(operation);
    schemas[`${name}Request`] = operation.body === "multipart" ? multipartFileForm : toSchema(operation.input, "input");
    schemas[`${name}Response`] = toSchema(operation.output, "output");
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Inkprint API",
      version: "1.0.0",
      description: [
        "Detect AI-written text, humanize it or improve it.",
        "Authenticate by putting your API key in the JSON body, or in the form of a file call, as `apiKey`; keys belong to Business or Enterprise accounts.",
        API_V1_COST_NOTE,
        API_V1_RATE_NOTE,
        "Submitted texts and files are processed in memory and never stored.",
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
