import { describe, expect, it } from "vitest";
import { improveWorkersFor } from "./worker-pool";

describe("improveWorkersFor", () => {
  it.each([
    [1, 1],
    [2, 1],
    [3, 2],
    [4, 2],
    [16, 8],
  ])("gives %i text workers %i improve workers", (textWorkers, improveWorkers) => {
    expect(improveWorkersFor(textWorkers)).toBe(improveWorkers);
  });
});
