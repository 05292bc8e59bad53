import type { z } from "zod";
import { API_V1_PREFIX } from "./paths";
import { PRODUCT_NAME } from "./product";
import { megabytesText } from "./in-words";
import { API_RATE_LIMIT_PER_MINUTE, CREDIT_COST, characterLimitFor, FILE_UPLOAD, MAX_JSON_BODY_BYTES, WORD_LIMITS } from "./limits";
import { API_PLAN_NAMES } from "./messages";
import { countOf } from "./plural";
import { apiDetectInput, apiDetectOutput } from "./schemas/detect";
import { apiDetectFileInput, apiDetectFileOutput } from "./schemas/detect-file";
import { apiHumanizeInput, apiHumanizeOutput, apiImproveInput, apiImproveOutput } from "./schemas/rewrite";

/**
 * The public API as it is described to people: the in-app API docs and the
 * OpenAPI document (/apiv1/openapi.json) both read it, and the response
 * fields come from the zod schemas the procedures validate with.
 */

export type ApiV1OperationKey = "detect" | "detect-file" | "humanize" | "emprove";

export interface ApiV1OperationDoc {
  key: ApiV1OperationKey;
  title: string;
  /** One sentence: what the call does. */
  what: string;
  wordLimit: number;
  /** The text in the JSON example, or the file name in the multipart one. */
  exampleText: string;
  /** JSON `{apiKey, text}`, or a multipart form with the fields apiKey and file. */
  body: "json" | "multipart";
  /** What one successful call costs. */
  cost: string;
  input: z.ZodObject;
  output: z.ZodObject;
  /** Failures the call can answer with, and when. */
  errors: Readonly<Record<string, string>>;
}

export const API_V1_COST_NOTE =
  `Each successful call costs ${countOf(CREDIT_COST, "credit", "credits")} (none ` +
  `on Enterprise, whose credits are unlimited); a failed call costs nothing.`;

export const API_V1_RATE_NOTE =
  `Rate limits per key: ${API_RATE_LIMIT_PER_MINUTE.business} requests a ` +
  `minute on Business, ${API_RATE_LIMIT_PER_MINUTE.enterprise} on Enterprise.`;

/** Failures every /apiv1 operation can answer with, and when. */
const API_V1_ERRORS = {
  "400": "The body is not valid: not a JSON object, text missing, empty or over the word or character limit. The message says which.",
  "401": "The API key is missing, unknown or was deleted.",
  "402": "The key's account has no credits left.",
  "403": `The key's account is not on the ${API_PLAN_NAMES} plan.`,
  "413": `The body is over ${megabytesText(MAX_JSON_BODY_BYTES)}.`,
  "415": "The body is not JSON (send Content-Type: application/json), or not UTF-8, or compressed.",
  "422":
    "humanize and emprove only: the text is in a language other than English, which the " +
    "embedded engines cannot rewrite. The message names the language; no credit was used.",
  "429": "The key's per-minute rate limit is used up; retry after the Retry-After header's seconds.",
  "500": "An unexpected server failure; no credit was used.",
  "502": "The text engine failed or gave an unusable answer; no credit was used.",
  "503": "The text engine's provider is busy; retry after the Retry-After header's seconds. No credit was used.",
  "504": "The text engine took too long; no credit was used.",
} as const;

/** The file call's fields and its failures where they differ from the JSON calls' (issue 31). */
export const API_V1_FILE_FIELD =
  `The file: a PDF with a text layer, a Word document (.docx), plain text or Markdown, at most ` +
  `${megabytesText(FILE_UPLOAD.maxBytes)}. Its type is read from its content, not its name.`;

const API_V1_FILE_COST_NOTE =
  `Each successful call costs one credit per started ${WORD_LIMITS.detect} words of the file's text ` +
  `(none on Enterprise, whose credits are unlimited); a refused file or a failed call costs nothing.`;

const API_V1_FILE_ERRORS = {
  ...API_V1_ERRORS,
  "400":
    `The form has no file in the field file, or more than one; or the file's text has more than ` +
    `${WORD_LIMITS.detectFile.toLocaleString("en-US")} words or ` +
    `${characterLimitFor(WORD_LIMITS.detectFile).toLocaleString("en-US")} characters. The message says which and gives the count.`,
  "402": "The key's account has fewer credits than the file costs.",
  "413": `The file is over ${megabytesText(FILE_UPLOAD.maxBytes)}.`,
  "415":
    "The body is not multipart/form-data, or the file is not a PDF, Word (.docx), plain-text " +
    "or Markdown file (an old Office format such as .doc included). The message names the file.",
  "422":
    "The file cannot be read: a PDF with no text layer (a scan), a password-protected file, a damaged " +
    "file, or one with no text. The message names the file and the problem; no credit was used.",
} as const;

export const API_V1_OPERATIONS: ApiV1OperationDoc[] = [
  {
    key: "detect",
    title: "Detect",
    what: "Scores a text for AI authorship.",
    wordLimit: WORD_LIMITS.detect,
    exampleText: "Paste the text to analyze here.",
    body: "json",
    cost: API_V1_COST_NOTE,
    input: apiDetectInput,
    output: apiDetectOutput,
    errors: API_V1_ERRORS,
  },
  {
    key: "detect-file",
    title: "Detect File",
    what: "Scores the text of a PDF, Word, plain-text or Markdown file for AI authorship, as a whole.",
    wordLimit: WORD_LIMITS.detectFile,
    exampleText: "essay.pdf",
    body: "multipart",
    cost: API_V1_FILE_COST_NOTE,
    input: apiDetectFileInput,
    output: apiDetectFileOutput,
    errors: API_V1_FILE_ERRORS,
  },
  {
    key: "humanize",
    title: "Humanize",
    what: "Rewrites AI-sounding text so it reads as human.",
    wordLimit: WORD_LIMITS.rewrite,
    exampleText: "Paste the text to humanize here.",
    body: "json",
    cost: API_V1_COST_NOTE,
    input: apiHumanizeInput,
    output: apiHumanizeOutput,
    errors: API_V1_ERRORS,
  },
  {
    key: "emprove",
    title: "Emprove",
    what: "Corrects grammar and spelling and improves clarity and style.",
    wordLimit: WORD_LIMITS.rewrite,
    exampleText: "Paste the text to improve here.",
    body: "json",
    cost: API_V1_COST_NOTE,
    input: apiImproveInput,
    output: apiImproveOutput,
    errors: API_V1_ERRORS,
  },
];

/** The public API is named after the product, like the dashboard route: /apiv1/{product}/{operation}. */
export function apiV1Path(key: ApiV1OperationKey): string {
  return `${API_V1_PREFIX}/${PRODUCT_NAME.toLowerCase()}/${key}`;
}

export const API_V1_RETRY_AFTER_STATUSES: ReadonlySet<string> = new Set(["429", "503"]);

/** A response field as the docs table lists it. */
export interface ApiV1Field {
  name: string;
  type: string;
  meaning: string;
}

/** The fields of an operation's answer, with the descriptions its schema carries. */
export function responseFields(output: z.ZodObject): ApiV1Field[] {
  return Object.entries(output.shape).map(([name, schema]) => ({
    name,
    type: typeLabel(schema as z.ZodType),
    meaning: (schema as z.ZodType).meta()?.description ?? "",
  }));
}

/** "string", "number[]", "object or null": a field's JSON type in words. */
function typeLabel(schema: z.ZodType): string {
  const def = schema._zod.def as {
    type: string;
    innerType?: z.ZodType;
    element?: z.ZodType;
    out?: z.ZodType;
    values?: unknown[];
    entries?: object;
  };
  switch (def.type) {
    case "nullable":
      return `${typeLabel(def.innerType!)} or null`;
    case "optional":
    case "default":
      return typeLabel(def.innerType!);
    case "pipe":
      return typeLabel(def.out!);
    case "array":
      return `${typeLabel(def.element!)}[]`;
    case "literal":
      return typeof def.values?.[0];
    case "enum":
      return "string";
    case "int":
      return "number";
    default:
      return def.type;
  }
}
