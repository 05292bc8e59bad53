import { EngineBug } from "./engines/types";
import { causeChain } from "./errors";

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

/** An error as the log writes it: the event, the error, its stack and what an engine said of it. */
export function errorEntry(message: string, error?: unknown): string {
  const detail = error instanceof Error ? ` ${error.name}: ${error.message}${engineDetail(error)}\n${error.stack ?? ""}${engineBugTrace(error)}` : "";
  return `ERROR ${message}${detail}`;
}

/** An engine failure's own account (EngineError.detail), wherever it sits in the cause chain; it never holds user text. */
function engineDetail(error: Error): string {
  for (const current of causeChain(error)) {
    const detail = (current as { detail?: unknown }).detail;
    if (typeof detail === "string") return ` [engine: ${detail}]`;
  }
  return "";
}

/** Where an engine went wrong (EngineBug), behind the caller-facing error that wraps it; its stack holds no user text. */
function engineBugTrace(error: Error): string {
  const bug = [...causeChain(error)].find((current) => current instanceof EngineBug);
  return bug ? `\nCaused by ${bug.stack}` : "";
}
