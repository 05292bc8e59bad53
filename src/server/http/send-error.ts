import type { Response } from "express";
import { toHttpError } from "./error-response";

export function sendError(res: Response, error: unknown): void {
  const { httpStatus, body, retryAfterSeconds } = toHttpError(error);
  if (httpStatus >= 500) res.locals.error = error;
  if (retryAfterSeconds !== null) res.setHeader("Retry-After", String(retryAfterSeconds));
  res.status(httpStatus).json(body);
}
