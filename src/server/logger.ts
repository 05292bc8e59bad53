import { causeChain } from "../shared/cause-chain";

/**
 * One line per event, never a request body: submitted texts and passwords
 * must not reach the logs.
 */
export interface Logger {
  info(message: string): void;
  error(message: string, error?: unknown): void;
}

export function createLogger(level: "silent" | "info"): Logger {
  if (level === "silent") return { info: () => {}, error: () => {} };
  return {
    info: (message) => console.log(`${new Date().toISOString()} ${message}`),
    error: (message, error) => console.error(`${new Date().toISOString()} ${errorEntry(message, error)}`),
  };
}

/**
 * An error as the log writes it: the event, the error with its stack and what
 * an engine said of it, then each error it wraps ("Caused by"). No error in
 * such a chain carries the submitted text: engines throw EngineError or are
 * wrapped as EngineBug (run-engine.ts), both written without it.
 */
export function errorEntry(message: string, error?: unknown): string {
  if (!(error instanceof Error)) return `ERROR ${message}`;
  const [outer, ...causes] = causeChain(error);
  const causedBy = causes.map((cause) => `\nCaused by ${stackOf(cause)}`).join("");
  return `ERROR ${message} ${outer!.name}: ${outer!.message}${engineDetail(error)}\n${outer!.stack ?? ""}${causedBy}`;
}

function stackOf(error: Error): string {
  return error.stack ?? `${error.name}: ${error.message}`;
}

/** An engine failure's own account (EngineError.detail), wherever it sits in the cause chain; it never holds user text. */
function engineDetail(error: Error): string {
  for (const current of causeChain(error)) {
    const detail = (current as { detail?: unknown }).detail;
    if (typeof detail === "string") return ` [engine: ${detail}]`;
  }
  return "";
}
