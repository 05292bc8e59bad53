import { describe, expect, it } from "vitest";
import { LOGIN_THROTTLE } from "../../shared/limits";
import { failureDelayMs } from "./login-throttle";

describe("failureDelayMs", () => {
  it("lets the first failures pass, then waits 30 s, doubling with each failure up to 15 minutes", () => {
    const waits = Array.from({ length: 12 }, (_, failures) => failureDelayMs(failures) / 1000);
    expect(waits).toEqual([0, 0, 0, 0, 0, 30, 60, 120, 240, 480, 900, 900]);
    expect(failureDelayMs(10_000)).toBe(LOGIN_THROTTLE.maxDelayMs);
  });
});
