/**
 * `npm run bench:rewrite`: quality of the embedded Improver on JFLEG dev and
 * of the embedded Humanizer on AI texts from the detector's dev split plus
 * hand-written markdown fixtures. Prints each target with PASS/FAIL.
 * A benchmark, not a test: it reads ../shared/data beside the repo and takes a few minutes.
 */
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";
import { createEmbeddedDetector } from "../../src/server/engines/detect/embedded";
import { createEmbeddedHumanizer } from "../../src/server/engines/humanize/embedded";
import { checkPreservation, extractNamedEntities, extractNumbers, wordsIn } from "../../src/server/engines/humanize/preservation";
import { mulberry32 } from "../../src/server/engines/seeded-random";
import { createEmbeddedImprover } from "../../src/server/engines/improve/embedded";
import { gleu } from "../../src/server/engines/improve/gleu";
import { findGrammarIssues } from "../../src/server/engines/improve/harper-linter";
import { detokenize, tokenize } from "../../src/server/engines/improve/tokenize";

const DATA = fileURLToPath(new URL("../../../shared/data", import.meta.url));
const FIXTURES = new URL("./fixtures/humanize/", import.meta.url);
const AI_SAMPLE_SIZE = 300;
const SAMPLE_SEED = 2024;

function verdict(pass: boolean): string {
  return pass ? "PASS" : "FAIL";
}

function report(label: string, value: string, target: string, pass: boolean): void {
  console.log(`  ${label.padEnd(44)} ${value.padEnd(22)} target ${target.padEnd(14)} ${verdict(pass)}`);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function percent(value: number): string {
  return `${(100 * value).toFixed(1)}%`;
}

// ---------------------------------------------------------------- Improver

async function benchImprover(): Promise<void> {
  const readLines = (name: string) => readFileSync(`${DATA}/jfleg/${name}`, "utf8").split("\n").slice(0, -1);
  const sourceLines = readLines("dev.src");
  const referenceLines = [0, 1, 2, 3].map((r) => readLines(`dev.ref${r}`));
  const toTokens = (line: string) => line.trim().split(/\s+/);
  const sources = sourceLines.map(toTokens);
  const references = referenceLines.map((lines) => lines.map(toTokens));
  const improver = await createEmbeddedImprover();

  const hypotheses: string[][] = [];
  let changedSources = 0;
  for (const line of sourceLines) {
    const result = await improver.improve(detokenize(line));
    if (result.changes.length > 0) changedSources++;
    hypotheses.push(tokenize(result.improved_text));
  }
  let changedReferences = 0;
  for (const lines of referenceLines) {
    for (const line of lines) if ((await improver.improve(detokenize(line))).changes.length > 0) changedReferences++;
  }
  const referenceCount = referenceLines.reduce((sum, lines) => sum + lines.length, 0);

  const sourceGleu = gleu({ sources, hypotheses: sources, references });
  const improvedGleu = gleu({ sources, hypotheses, references });
  const changedShare = changedReferences / referenceCount;
  console.log("\nImprover (embedded) on JFLEG dev, GLEU with iterated reference sampling (Napoles et al. 2016), 500 iterations");
  report("GLEU of the source (published 38.21)", sourceGleu.toFixed(2), "≈ 38.21", Math.abs(sourceGleu - 38.21) < 0.5);
  report("GLEU of the improved text", improvedGleu.toFixed(2), "≥ 45", improvedGleu >= 45);
  console.log(`  sentences changed: ${changedSources} of ${sourceLines.length}`);
  report(
    "correct references changed (all 4 refs)",
    `${changedReferences}/${referenceCount} = ${percent(changedShare)}`,
    "≤ 5%",
    changedShare <= 0.05,
  );
}

// ---------------------------------------------------------------- Humanizer

interface DetectRecord {
  text: string;
  label: string;
}

function sampleAiTexts(): string[] {
  const records = gunzipSync(readFileSync(`${DATA}/detect/dev.jsonl.gz`))
    .toString("utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as DetectRecord)
    .filter((record) => record.label === "ai");
  const random = mulberry32(SAMPLE_SEED);
  for (let i = records.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [records[i], records[j]] = [records[j] as DetectRecord, records[i] as DetectRecord];
  }
  return records.slice(0, AI_SAMPLE_SIZE).map((record) => record.text);
}

const STOPWORDS = new Set(
  (
    "the a an and or but if of to in on at by for with from as is are was were be been being it its " +
    "this that these those there their they them he she his her we our you your i my me not no so " +
    "than then too very can will would should could may might must do does did have has had which who " +
    "whom what when where why how all any some such into over about also just only more most other"
  ).split(" "),
);

function contentWords(text: string): Set<string> {
  return new Set((text.toLowerCase().match(/[a-z]{3,}/g) ?? []).filter((word) => !STOPWORDS.has(word)));
}

function overlap(input: string, output: string): number {
  const before = contentWords(input);
  const after = contentWords(output);
  if (before.size === 0) return 1;
  let kept = 0;
  for (const word of before) if (after.has(word)) kept++;
  return kept / before.size;
}

function keptItems(input: string, output: string): { kept: number; total: number } {
  const outputNumbers = extractNumbers(output);
  let kept = 0;
  const numbers = extractNumbers(input);
  for (const number of numbers) {
    const at = outputNumbers.indexOf(number);
    if (at !== -1) {
      outputNumbers.splice(at, 1);
      kept++;
    }
  }
  const names = extractNamedEntities(input);
  for (const name of names)
    if (new RegExp(`(?<![\\p{L}])${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}])`, "u").test(output)) kept++;
  return { kept, total: numbers.length + names.length };
}

/** Harper's kinds for words it does not know; on kept names and version tokens they say nothing about the rewrite. */
const UNKNOWN_WORD_KINDS = new Set(["Spelling", "Typo"]);

interface FindingCounts {
  grammar: number;
  unknownWords: number;
  words: number;
}

/** Grammar findings and unknown-word findings, counted apart (decision 052). */
async function countFindings(texts: string[]): Promise<FindingCounts> {
  const counts: FindingCounts = { grammar: 0, unknownWords: 0, words: 0 };
  for (const text of texts) {
    for (const finding of await findGrammarIssues(text)) {
      if (UNKNOWN_WORD_KINDS.has(finding.kind)) counts.unknownWords++;
      else counts.grammar++;
    }
    counts.words += wordsIn(text);
  }
  return counts;
}

const per100Words = (count: number, words: number) => (100 * count) / Math.max(words, 1);

function reportFindings(before: FindingCounts, after: FindingCounts): void {
  const grammarBefore = per100Words(before.grammar, before.words);
  const grammarAfter = per100Words(after.grammar, after.words);
  report(
    "grammar findings per 100 words",
    `${grammarBefore.toFixed(2)} → ${grammarAfter.toFixed(2)}`,
    "must not rise",
    grammarAfter <= grammarBefore,
  );
  console.log(`    (grammar findings counted: ${before.grammar} → ${after.grammar})`);
  // Names and version tokens are kept verbatim, so a shorter rewrite raises their rate without a new slip: the count is what must hold.
  const unknownBefore = per100Words(before.unknownWords, before.words).toFixed(2);
  const unknownAfter = per100Words(after.unknownWords, after.words).toFixed(2);
  report(
    "unknown-word findings (count; per 100 words)",
    `${before.unknownWords} → ${after.unknownWords}; ${unknownBefore} → ${unknownAfter}`,
    "count not up",
    after.unknownWords <= before.unknownWords,
  );
}

async function benchHumanizerOn(title: string, inputs: string[], checkStructure: boolean): Promise<void> {
  const detector = createEmbeddedDetector();
  // As the server runs it: the Humanizer checks its own rewrites with the embedded detector.
  const humanizer = createEmbeddedHumanizer(detector);
  const outputs: string[] = [];
  for (const input of inputs) outputs.push((await humanizer.humanize(input)).humanized_text);

  const before: number[] = [];
  const after: number[] = [];
  for (const [i, input] of inputs.entries()) {
    before.push((await detector.detect(input)).ai_probability);
    after.push((await detector.detect(outputs[i] ?? "")).ai_probability);
  }
  const preserved = inputs
    .map((input, i) => keptItems(input, outputs[i] ?? ""))
    .reduce((a, b) => ({ kept: a.kept + b.kept, total: a.total + b.total }));
  const overlaps = inputs.map((input, i) => overlap(input, outputs[i] ?? ""));
  const lengthChanges = inputs.map((input, i) => wordsIn(outputs[i] ?? "") / wordsIn(input) - 1);
  const findingsBefore = await countFindings(inputs);
  const findingsAfter = await countFindings(outputs);
  const drop = median(before) - median(after);
  const worstLengthChange = lengthChanges.reduce((worst, change) => (Math.abs(change) > Math.abs(worst) ? change : worst), 0);
  const changedTexts = inputs.filter((input, i) => input !== outputs[i]).length;

  console.log(`\nHumanizer (embedded) on ${title}: ${inputs.length} texts, ${changedTexts} changed`);
  report("detector median P(AI) before → after", `${median(before).toFixed(1)} → ${median(after).toFixed(1)}`, "", true);
  report("  drop in median", `${drop.toFixed(1)} points`, "≥ 40 points", drop >= 40);
  const rose = after.map((score, i) => score - (before[i] as number)).filter((change) => change > 0);
  console.log(
    `    texts scored higher after: ${rose.length} of ${inputs.length}` +
      (rose.length ? ` (by at most ${Math.max(...rose).toFixed(1)} points; each result says so)` : ""),
  );
  report(
    "numbers and names preserved",
    `${preserved.kept}/${preserved.total} = ${percent(preserved.kept / Math.max(preserved.total, 1))}`,
    "100%",
    preserved.kept === preserved.total,
  );
  const meanOverlap = overlaps.reduce((sum, value) => sum + value, 0) / overlaps.length;
  report(
    "content-word overlap (mean / lowest text)",
    `${meanOverlap.toFixed(3)} / ${Math.min(...overlaps).toFixed(3)}`,
    "mean ≥ 0.80",
    meanOverlap >= 0.8,
  );
  reportFindings(findingsBefore, findingsAfter);
  report(
    "length change (median / worst)",
    `${percent(median(lengthChanges))} / ${percent(worstLengthChange)}`,
    "within ±20%",
    Math.abs(worstLengthChange) <= 0.2,
  );
  if (checkStructure) {
    const failures = inputs.map((input, i) => checkPreservation(input, outputs[i] ?? "", { maxLengthChange: 0.2 })).filter((r) => !r.ok);
    report(
      "code, URLs, quotes, markdown kept exactly",
      `${inputs.length - failures.length}/${inputs.length} texts`,
      "all",
      failures.length === 0,
    );
    for (const failure of failures) console.log(`    ${failure.problems.join("; ")}`);
  }
}

function readFixtures(): string[] {
  return readdirSync(FIXTURES)
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => readFileSync(new URL(name, FIXTURES), "utf8"));
}

await benchImprover();
await benchHumanizerOn(`AI texts of detect dev (seeded sample of ${AI_SAMPLE_SIZE})`, sampleAiTexts(), false);
await benchHumanizerOn("hand-written fixtures with lists and code (tests/bench/fixtures/humanize)", readFixtures(), true);
