import { TRPCError } from "@trpc/server";

/**
 * The one place where failures get their kind. Procedures and services throw
 * these; `http/error-response.ts` turns them into HTTP statuses and the
 * spec's `{status:"error", message}` body.
 */

export class RetryAfter extends Error {
  constructor(readonly seconds: number) {
    super(`retry after ${seconds}s`);
  }
}

const make = (code: TRPCError["code"]) => (message: string, cause?: unknown) => new TRPCError({ code, message, cause });

/** An error and the errors it wraps (`cause`), outermost first; a few levels are all any library nests. */
export function* causeChain(error: unknown, maxDepth = 5): Generator<Error> {
  for (let current = error, depth = 0; current instanceof Error && depth < maxDepth; current = current.cause, depth++) yield current;
}

export const fail = {
  badRequest: make("BAD_REQUEST"),
  unauthorized: make("UNAUTHORIZED"),
  paymentRequired: make("PAYMENT_REQUIRED"),
  forbidden: make("FORBIDDEN"),
  notFound: make("NOT_FOUND"),
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
