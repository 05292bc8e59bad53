import { errorEntry, type Logger } from "../../src/server/logger";

export interface CapturedLog extends Logger {
  lines: string[];
  /** Everything logged, errors with their detail, as one string to search. */
  text(): string;
}

/** A logger that keeps what the server logs, formatted by the real one's own code. */
export function captureLog(): CapturedLog {
  const lines: string[] = [];
  return {
    lines,
    info: (message) => void lines.push(message),
    error: (message, error) => void lines.push(errorEntry(message, error)),
    text: () => lines.join("\n"),
  };
}
