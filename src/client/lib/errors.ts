import { TRPCClientError } from "@trpc/client";

interface ErrorData {
  httpStatus?: number;
}

/** The HTTP status the server answered with, or undefined when the request never got an answer. */
export function httpStatusOf(error: unknown): number | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const data = error.data as ErrorData | undefined;
  return typeof data?.httpStatus === "number" ? data.httpStatus : undefined;
}

/**
 * The server's own message when it answered; the screen's fallback text when
 * the request failed on the way (offline, proxy error), whose raw message
 * ("Failed to fetch") means nothing to a user.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (httpStatusOf(error) === undefined) return fallback;
  const message = (error as Error).message.trim();
  return message === "" ? fallback : message;
}
