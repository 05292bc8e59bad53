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
    error: (message, error) => {
      const detail = error instanceof Error ? ` ${error.name}: ${error.message}${engineDetail(error)}\n${error.stack ?? ""}` : "";
      console.error(`${new Date().toISOString()} ERROR ${message}${detail}`);
    },
  };
}

/** An engine failure's own account (EngineError.detail), wherever it sits in the cause chain; it never holds user text. */
function engineDetail(error: Error): string {
  for (const current of causeChain(error)) {
    const detail = (current as { detail?: unknown }).detail;
    if (typeof detail === "string") return ` [engine: ${detail}]`;
  }
  return "";
}
