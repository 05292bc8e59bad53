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
      const detail = error instanceof Error ? ` ${error.name}: ${error.message}\n${error.stack ?? ""}` : "";
      console.error(`${new Date().toISOString()} ERROR ${message}${detail}`);
    },
  };
}
