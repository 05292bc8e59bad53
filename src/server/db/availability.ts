/**
 * Whether a failure means the database cannot be reached right now (its
 * connection was lost, it is restarting, it refuses more connections), as
 * opposed to a query that is wrong. Such a request gets a 503; the next one
 * connects again.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 8; current = current.cause, depth++) {
    if (isConnectionFailure(current)) return true;
  }
  return false;
}

/** Node's socket errors; PostgreSQL's connection exceptions (08), shutdowns (57P0x) and too many connections (53300). */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
]);

function isConnectionFailure(error: Error): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && (NETWORK_CODES.has(code) || code.startsWith("08") || /^57P0[1-3]$/.test(code) || code === "53300"))
    return true;
  if (error instanceof AggregateError) return error.errors.some((inner) => inner instanceof Error && isConnectionFailure(inner));
  // pg's own words when a connection ends under a query, or the pool finds none in time.
  return /^Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/.test(error.message);
}
