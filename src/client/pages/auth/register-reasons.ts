/**
 * Why a visitor was sent to /register, carried in navigation state rather
 * than the URL, so a shared or reloaded link does not repeat a stale reason.
 */
export const DEMO_LIMIT_REACHED = { reason: "demo-limit" } as const;

export function cameFromDemoLimit(state: unknown): boolean {
  return typeof state === "object" && state !== null && (state as { reason?: unknown }).reason === DEMO_LIMIT_REACHED.reason;
}
