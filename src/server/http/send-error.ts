import type { Response } from "express";
import { toHttpError, toTRPCError } from "../errors";

/**
 * Answers a failure in the spec's shape. The request log gets the error when
 * the server is at fault and something went wrong underneath (an internal
 * error, an engine failure); a refusal by configuration, such as payments
 * being disabled, is no event to log.
 */
export function sendError(res: Response, error: unknown): void {
  const { httpStatus, body, retryAfterSeconds } = toHttpError(error);
  if (httpStatus >= 500 && isWorthLogging(error)) res.locals.error = error;
  if (retryAfterSeconds !== null) res.setHeader("Retry-After", String(retryAfterSeconds));
  res.status(httpStatus).json(body);
}

function isWorthLogging(error: unknown): boolean {
  const trpcError = toTRPCError(error);
  return trpcError.code === "INTERNAL_SERVER_ERROR" || trpcError.cause !== undefined;
}
