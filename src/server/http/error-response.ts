import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { SERVER_MESSAGES as M } from "../../shared/messages";
import { RetryAfter } from "../errors";

/** The spec's error body. */
export interface ErrorBody {
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

export function toTRPCError(error: unknown): TRPCError {
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
