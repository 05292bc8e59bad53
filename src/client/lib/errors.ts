import { TRPCClientError } from "@trpc/client";

interface ErrorData {
  httpStatus?: number;
}

/** A server's refusal of a call made outside tRPC (a file upload): its HTTP status and the message of its error body. */
export class HttpStatusError extends Error {
  constructor(
    readonly httpStatus: number,
    message: string,
  ) {
    super(message);
    this.name = "HttpStatusError";
  }
}

/** The HTTP status the server answered with, or undefined when the request never got an answer. */
export function httpStatusOf(error: unknown): number | undefined {
  if (error instanceof HttpStatusError) return error.httpStatus;
  if (!(error instanceof TRPCClientError)) return undefined;
  const data = error.data as ErrorData | undefined;
  return typeof data?.httpStatus === "number" ? data.httpStatus : undefined;
}

/**
 * The server's own message when it answered (the fallback if that message is
 * empty); when the request failed on the way (offline, proxy error), whose raw
 * message ("Failed to fetch") means nothing to a user, the no-answer text,
 * which is the fallback unless the screen's spec names another one.
 */
export function errorMessage(error: unknown, fallback: string, noAnswer = fallback): string {
  if (httpStatusOf(error) === undefined) return noAnswer;
  const message = (error as Error).message.trim();
  return message === "" ? fallback : message;
}
