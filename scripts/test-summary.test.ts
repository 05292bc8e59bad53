import { describe, expect, it } from "vitest";
import { summarise } from "./test-summary.mjs";

const checks = (...failed: boolean[]) => failed.map((isFailed, n) => ({ name: `check ${n}`, failed: isFailed }));
const results = (passed: number, failed: number) => ({
  numPassedTests: passed,
  numFailedTests: failed,
  numFailedTestSuites: 0,
  numPendingTests: 0,
  numTodoTests: 0,
});

describe("summarise", () => {
  it("counts each static check (type check, lint, unused exports) as one test beside vitest's", () => {
    expect(summarise({ staticChecks: checks(false, false, false), vitestStatus: 0, results: results(10, 0) })).toMatchObject({
      line: "13 passed, 0 failed",
      ok: true,
    });
    expect(summarise({ staticChecks: checks(false, true, false), vitestStatus: 0, results: results(10, 0) })).toMatchObject({
      line: "12 passed, 1 failed",
      ok: false,
    });
  });

  it("counts a vitest run that failed outside any test as a failure, so nothing run never reads as a pass", () => {
    const summary = summarise({ staticChecks: checks(false), vitestStatus: 1, results: results(0, 0) });
    expect(summary).toMatchObject({ line: "1 passed, 1 failed", ok: false });
    expect(summary.note).toMatch(/outside any test/);
  });

  it("counts a missing report as a failure", () => {
    expect(summarise({ staticChecks: checks(false), vitestStatus: 1, results: null })).toMatchObject({
      line: "1 passed, 1 failed",
      ok: false,
    });
  });

  it("does not add a failure when failed tests already explain vitest's status", () => {
    expect(summarise({ staticChecks: checks(true), vitestStatus: 1, results: results(5, 2) })).toMatchObject({
      line: "5 passed, 3 failed",
      ok: false,
    });
  });

  it("is not a pass when only the static checks ran", () => {
    expect(summarise({ staticChecks: checks(false, false), vitestStatus: 0, results: results(0, 0) }).ok).toBe(false);
  });
});
