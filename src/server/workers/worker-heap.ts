import v8 from "node:v8";

/**
 * A worker's semi-spaces, in MB (decision 154). The server's thread keeps each request's objects while its
 * text waits for a worker, long enough to be promoted from two 2 MB semi-spaces, so the start script gives
 * it 4 MB; a worker's garbage is one text's, and 2 MB keeps the pool within its memory target (decision 147).
 */
export const WORKER_SEMI_SPACE_MB = 2;

/**
 * V8 reads `--max-semi-space-size` when it creates an isolate, and the flag overrides a Worker's
 * `resourceLimits`, so the pool sets the flag before it starts a worker: every worker, and every one that
 * replaces a worker that died, gets WORKER_SEMI_SPACE_MB, while the isolates already created keep theirs.
 */
export function sizeWorkersYoungGeneration(): void {
  v8.setFlagsFromString(`--max-semi-space-size=${WORKER_SEMI_SPACE_MB}`);
}
