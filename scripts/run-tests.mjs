// `npm test`: type checking, then every vitest project, then the plain
// "N passed, N failed" line CI reads. Exits non-zero when anything failed.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { summarise } from "./test-summary.mjs";

const resultsFile = ".test-results/vitest.json";
fs.mkdirSync(".test-results", { recursive: true });
fs.rmSync(resultsFile, { force: true });

const run = (command, args) => spawnSync(command, args, { stdio: "inherit", env: process.env }).status ?? 1;

console.log("Type checking (tsc --noEmit)...");
const typecheckFailed = run("npx", ["tsc", "--noEmit", "-p", "."]) !== 0;

const vitestStatus = run("npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile=${resultsFile}`, ...process.argv.slice(2)]);

const results = fs.existsSync(resultsFile) ? JSON.parse(fs.readFileSync(resultsFile, "utf8")) : null;
const { ok, note, line } = summarise({ typecheckFailed, vitestStatus, results });
if (note) console.log(note);
console.log(line);
process.exit(ok ? 0 : 1);
