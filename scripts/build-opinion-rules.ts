/**
 * `npm run build:opinion-rules`: writes
 * `src/server/engines/improve/data/opinion-rules.json`, the Harper rules (enabled by default) whose lints
 * on the JFLEG dev sources are all of kinds the Improver discards. Each rule
 * is run alone, because lints do not name their rule. Rules that never fire
 * there stay on: their kind is unknown. Reads ../shared/data beside the repo;
 * the product reads only the committed JSON.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { getHarperLinter, isCorrectionLint } from "../src/server/engines/improve/harper-linter";
import { detokenize } from "../src/server/engines/improve/tokenize";
import { REPO_ROOT } from "./detector/dataset";

const SOURCES = resolve(REPO_ROOT, "../shared/data/jfleg/dev.src");
const OUTPUT = resolve(REPO_ROOT, "src/server/engines/improve/data/opinion-rules.json");
const LINES_PER_CALL = 40;

const linter = await getHarperLinter();
const defaults = await linter.getDefaultLintConfig();
const lines = readFileSync(SOURCES, "utf8")
  .split("\n")
  .filter((line) => line.trim() !== "")
  .map(detokenize);
const chunks = Array.from({ length: Math.ceil(lines.length / LINES_PER_CALL) }, (_, i) =>
  lines.slice(i * LINES_PER_CALL, (i + 1) * LINES_PER_CALL).join("\n\n"),
);

const opinionRules: string[] = [];
for (const rule of Object.keys(defaults).filter((name) => defaults[name] === true)) {
  await linter.setLintConfig(Object.fromEntries(Object.keys(defaults).map((name) => [name, name === rule])));
  let corrections = 0;
  let opinions = 0;
  for (const chunk of chunks) {
    for (const lint of await linter.lint(chunk, { language: "plaintext", dedup: false })) {
      if (isCorrectionLint(lint.lint_kind(), lint.message())) corrections++;
      else opinions++;
      lint.free();
    }
  }
  if (opinions > 0 && corrections === 0) opinionRules.push(rule);
}
writeFileSync(OUTPUT, `${JSON.stringify(opinionRules.sort())}\n`);
console.log(`${opinionRules.length} opinion rules written to ${OUTPUT}`);
