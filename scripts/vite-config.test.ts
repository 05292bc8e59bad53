import { createLogger, loadConfigFromFile } from "vite";
import { describe, expect, it, vi } from "vitest";

describe("vite.config.ts", () => {
  it("loads without the warning that it uses features configLoader 'native' does not support (printed at every first start)", async () => {
    const logger = createLogger("warn");
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
    const warnOnce = vi.spyOn(logger, "warnOnce").mockImplementation(() => {});
    const loaded = await loadConfigFromFile({ command: "build", mode: "production" }, "vite.config.ts", process.cwd(), "warn", logger);
    expect(loaded?.config.build?.outDir).toBe("dist/client");
    expect([...warn.mock.calls, ...warnOnce.mock.calls].map(([message]) => String(message))).toEqual([]);
  });
});
