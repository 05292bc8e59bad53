/** Types for test-summary.mjs, which run-tests.mjs imports with plain Node. */
export interface VitestResults {
  numPassedTests: number;
  numFailedTests: number;
  numFailedTestSuites?: number;
  numPendingTests: number;
  numTodoTests?: number;
}

export interface TestSummary {
  passed: number;
  failed: number;
  skipped: number;
  ok: boolean;
  /** Why a failure was counted that no test reported, if one was. */
  note: string | null;
  /** "N passed, N failed", the line CI reads. */
  line: string;
}

/** A check run before vitest (type check, lint, unused exports), counted as one test. */
export interface StaticCheck {
  name: string;
  failed: boolean;
}

export function summarise(outcome: { staticChecks: StaticCheck[]; vitestStatus: number; results: VitestResults | null }): TestSummary;
