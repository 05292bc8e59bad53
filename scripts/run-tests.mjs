// `npm test`: the static checks (types, lint, unused exports), then every vitest project, then the plain
// "N passed, N failed" line CI reads. Exits non-zero when anything failed.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { summarise } from "./test-summary.mjs";

const resultsFile = ".test-results/vitest.json";
fs.mkdirSync(".test-results", { recursive: true });
fs.rmSync(resultsFile, { force: true });

const run = (command, args) => spawnSync(command, args, { stdio: "inherit", env: process.env }).status ?? 1;

// Static checks first, each one test in the count: types, lint and formatting (Biome), exports nothing uses (knip).
const staticChecks = [
  { name: "type check (tsc --noEmit)", command: ["npx", ["tsc", "--noEmit", "-p", "."]] },
  { name: "lint and format (biome check)", command: ["npx", ["biome", "check", "--error-on-warnings"]] },
  { name: "unused exports and dependencies (knip)", command: ["npx", ["knip", "--no-progress"]] },
].map(({ name, command: [program, args] }) => {
  console.log(`${name}...`);
  return { name, failed: run(program, args) !== 0 };
});

const vitestStatus = run("npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile=${resultsFile}`,
  ...process.argv.slice(2),
]);

const results = fs.existsSync(resultsFile) ? JSON.parse(fs.readFileSync(resultsFile, "utf8")) : null;
const { ok, note, line } = summarise({ staticChecks, vitestStatus, results });
for (const check of staticChecks.filter((check) => check.failed)) console.log(`failed: ${check.name}`);
if (note) console.log(note);
console.log(line);
process.exit(ok ? 0 : 1);
