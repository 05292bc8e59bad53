// `npm test`: type checking, then every vitest project, then the plain
// "N passed, N failed" line CI reads. Exits non-zero when anything failed.
import { spawnSync } from "node:child_process";
import fs from "node:fs";

const resultsFile = ".test-results/vitest.json";
fs.mkdirSync(".test-results", { recursive: true });
fs.rmSync(resultsFile, { force: true });

const run = (command, args) => spawnSync(command, args, { stdio: "inherit", env: process.env }).status ?? 1;

console.log("Type checking (tsc --noEmit)...");
const typecheckFailed = run("npx", ["tsc", "--noEmit", "-p", "."]) !== 0;

const vitestStatus = run("npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile=${resultsFile}`, ...process.argv.slice(2)]);

let passed = 0;
let failed = 0;
let skipped = 0;
if (fs.existsSync(resultsFile)) {
  const results = JSON.parse(fs.readFileSync(resultsFile, "utf8"));
  passed = results.numPassedTests;
  failed = results.numFailedTests + (results.numFailedTestSuites ?? 0);
  skipped = results.numPendingTests + (results.numTodoTests ?? 0);
} else {
  failed += 1;
}
if (typecheckFailed) failed += 1;
else passed += 1;

const ok = !typecheckFailed && vitestStatus === 0 && failed === 0 && passed > 1;
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(ok ? 0 : 1);
