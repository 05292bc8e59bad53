import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { SERVER_MESSAGES as M } from "../shared/messages";
import { isDatabaseUnavailable } from "./db/availability";

/**
 * The one place where failures get their kind and their answer. Procedures
 * and services throw `fail.*`; `toHttpError` turns any failure into its HTTP
 * status and the spec's `{status:"error", message}` body, and `publicMessage`
 * gives tRPC's browser clients the same words.
 */

export class RetryAfter extends Error {
  constructor(readonly seconds: number) {
    super(`retry after ${seconds}s`);
  }
}

const make = (code: TRPCError["code"]) => (message: string, cause?: unknown) => new TRPCError({ code, message, cause });

export const fail = {
  badRequest: make("BAD_REQUEST"),
  unauthorized: make("UNAUTHORIZED"),
  paymentRequired: make("PAYMENT_REQUIRED"),
  forbidden: make("FORBIDDEN"),
  notFound: make("NOT_FOUND"),
  methodNotAllowed: make("METHOD_NOT_SUPPORTED"),
  conflict: make("CONFLICT"),
  payloadTooLarge: make("PAYLOAD_TOO_LARGE"),
  unsupportedMediaType: make("UNSUPPORTED_MEDIA_TYPE"),
  unprocessable: make("UNPROCESSABLE_CONTENT"),
  internal: make("INTERNAL_SERVER_ERROR"),
  unavailable: make("SERVICE_UNAVAILABLE"),
  badGateway: make("BAD_GATEWAY"),
  timeout: make("GATEWAY_TIMEOUT"),
  tooManyRequests: (message: string, retryAfterSeconds: number) =>
    new TRPCError({ code: "TOO_MANY_REQUESTS", message, cause: new RetryAfter(retryAfterSeconds) }),
};

/** The spec's error body. */
interface ErrorBody {
  status: "error";
  message: string;
}

function firstIssueMessage(cause: unknown): string | null {
  if (typeof cause !== "object" || cause === null || !("issues" in cause)) return null;
  const issues = (cause as { issues: unknown }).issues;
  if (!Array.isArray(issues) || issues.length === 0) return null;
  const first = issues[0] as { message?: unknown };
  return typeof first.message === "string" ? first.message : null;
}

/** The message a person may see: validation issues in plain words, internal failures never in detail. */
export function publicMessage(error: TRPCError): string {
  if (error.code === "INTERNAL_SERVER_ERROR") return M.internalError;
  if (error.code === "BAD_REQUEST") return firstIssueMessage(error.cause) ?? error.message;
  return error.message;
}

/** Any failure as a TRPCError; one that only says the database is out of reach becomes a 503 (issue 28). */
export function toTRPCError(error: unknown): TRPCError {
  const unexpected = error instanceof TRPCError ? (error.code === "INTERNAL_SERVER_ERROR" ? error.cause : undefined) : error;
  if (unexpected !== undefined && isDatabaseUnavailable(unexpected)) return fail.unavailable(M.databaseUnavailable, unexpected);
  if (error instanceof TRPCError) return error;
  return new TRPCError({ code: "INTERNAL_SERVER_ERROR", message: M.internalError, cause: error });
}

export interface HttpError {
  httpStatus: number;
  body: ErrorBody;
  retryAfterSeconds: number | null;
}

/** Maps any failure to the HTTP status and `{status:"error", message}` body REST clients get. */
export function toHttpError(error: unknown): HttpError {
  const trpcError = toTRPCError(error);
  return {
    httpStatus: getHTTPStatusCodeFromError(trpcError),
    body: { status: "error", message: publicMessage(trpcError) },
    retryAfterSeconds: trpcError.cause instanceof RetryAfter ? trpcError.cause.seconds : null,
  };
}
