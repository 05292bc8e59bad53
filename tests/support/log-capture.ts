import type { Logger } from "../../src/server/logger";

export interface CapturedLog extends Logger {
  lines: string[];
  /** Everything logged, errors with their detail, as one string to search. */
  text(): string;
}

/** A logger that keeps what the server logs, formatted the way the real one writes it. */
export function captureLog(): CapturedLog {
  const lines: string[] = [];
  return {
    lines,
    info: (message) => void lines.push(message),
    error: (message, error) => {
      const detail = error instanceof Error ? ` ${error.name}: ${error.message}\n${error.stack ?? ""}` : error === undefined ? "" : ` ${String(error)}`;
      lines.push(`ERROR ${message}${detail}`);
    },
    text: () => lines.join("\n"),
  };
}
