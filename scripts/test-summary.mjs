/**
 * The plain "N passed, N failed" line CI reads, from the static checks'
 * (type check, lint, unused exports: one test each) and vitest's outcomes. A
 * vitest run that failed outside any test (a global setup that threw, a
 * crash) counts as one failure, so a run that executed nothing never reads as
 * a pass. Its types are in test-summary.d.mts.
 */
export function summarise({ staticChecks, vitestStatus, results }) {
  let passed = results?.numPassedTests ?? 0;
  let failed = results ? results.numFailedTests + (results.numFailedTestSuites ?? 0) : 0;
  const skipped = results ? results.numPendingTests + (results.numTodoTests ?? 0) : 0;
  const failedOutsideTests = vitestStatus !== 0 && failed === 0;
  if (failedOutsideTests) failed += 1;
  const failedChecks = staticChecks.filter((check) => check.failed).length;
  failed += failedChecks;
  passed += staticChecks.length - failedChecks;
  const ok = failedChecks === 0 && vitestStatus === 0 && failed === 0 && passed > staticChecks.length;
  const note = failedOutsideTests
    ? `vitest exited with status ${vitestStatus} outside any test (see the error above); counted as one failure`
    : null;
  return { passed, failed, skipped, ok, note, line: `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}` };
}
