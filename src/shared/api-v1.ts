import type { z } from "zod";
import { PRODUCT_NAME } from "./content";
import { megabytesText } from "./in-words";
import { API_RATE_LIMIT_PER_MINUTE, CREDIT_COST, MAX_JSON_BODY_BYTES, WORD_LIMITS } from "./limits";
import { API_PLAN_NAMES } from "./messages";
import { countOf } from "./plural";
import { apiDetectInput, apiDetectOutput } from "./schemas/detect";
import { apiHumanizeInput, apiHumanizeOutput, apiImproveInput, apiImproveOutput } from "./schemas/rewrite";

/**
 * The public API as it is described to people: the in-app API docs and the
 * OpenAPI document (/apiv1/openapi.json) both read it, and the response
 * fields come from the zod schemas the procedures validate with.
 */

export type ApiV1OperationKey = "detect" | "humanize" | "emprove";

export interface ApiV1OperationDoc {
  key: ApiV1OperationKey;
  title: string;
  /** One sentence: what the call does. */
  what: string;
  wordLimit: number;
  exampleText: string;
  input: z.ZodObject;
  output: z.ZodObject;
}

export const API_V1_OPERATIONS: ApiV1OperationDoc[] = [
  {
    key: "detect",
    title: "Detect",
    what: "Scores a text for AI authorship.",
    wordLimit: WORD_LIMITS.detect,
    exampleText: "Paste the text to analyze here.",
    input: apiDetectInput,
    output: apiDetectOutput,
  },
  {
    key: "humanize",
    title: "Humanize",
    what: "Rewrites AI-sounding text so it reads as human.",
    wordLimit: WORD_LIMITS.rewrite,
    exampleText: "Paste the text to humanize here.",
    input: apiHumanizeInput,
    output: apiHumanizeOutput,
  },
  {
    key: "emprove",
    title: "Emprove",
    what: "Corrects grammar and spelling and improves clarity and style.",
    wordLimit: WORD_LIMITS.rewrite,
    exampleText: "Paste the text to improve here.",
    input: apiImproveInput,
    output: apiImproveOutput,
  },
];

/** The public API is named after the product, like the dashboard route: /apiv1/{product}/{operation}. */
export function apiV1Path(key: ApiV1OperationKey): string {
  return `/apiv1/${PRODUCT_NAME.toLowerCase()}/${key}`;
}

export const API_V1_COST_NOTE = `Each successful call costs ${countOf(CREDIT_COST, "credit", "credits")} (none on Enterprise, whose credits are unlimited); a failed call costs nothing.`;

export const API_V1_RATE_NOTE = `Rate limits per key: ${API_RATE_LIMIT_PER_MINUTE.business} requests a minute on Business, ${API_RATE_LIMIT_PER_MINUTE.enterprise} on Enterprise.`;

/** Failures every /apiv1 operation can answer with, and when. */
export const API_V1_ERRORS = {
  "400": "The body is not valid: not a JSON object, text missing, empty or over the word or character limit. The message says which.",
  "401": "The API key is missing, unknown or was deleted.",
  "402": "The key's account has no credits left.",
  "403": `The key's account is not on the ${API_PLAN_NAMES} plan.`,
  "413": `The body is over ${megabytesText(MAX_JSON_BODY_BYTES)}.`,
  "415": "The body is not JSON (send Content-Type: application/json), or not UTF-8, or compressed.",
  "422": "humanize and emprove only: the text is in a language other than English, which the embedded engines cannot rewrite. The message names the language; no credit was used.",
  "429": "The key's per-minute rate limit is used up; retry after the Retry-After header's seconds.",
  "500": "An unexpected server failure; no credit was used.",
  "502": "The text engine failed or gave an unusable answer; no credit was used.",
  "503": "The text engine's provider is busy; retry after the Retry-After header's seconds. No credit was used.",
  "504": "The text engine took too long; no credit was used.",
} as const;

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
export function typeLabel(schema: z.ZodType): string {
  const def = schema._zod.def as { type: string; innerType?: z.ZodType; element?: z.ZodType; out?: z.ZodType; values?: unknown[]; entries?: object };
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
