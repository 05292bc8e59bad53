/**
 * Benchmark of the local-lm detector (issue 32; not a test: it prints
 * figures). Run with
 *   npm run bench:local-lm -- --observer base.gguf [--performer instruct.gguf] [--limit 400] [--context 512] [--threads N] [--calibration FILE]
 * Without --observer it generates the tiny test model pair, which only proves
 * the path: its figures say nothing about real models. Prints AUROC and TPR
 * at 1% FPR (chat assistants against people) on a deterministic sample of
 * the dev split, human texts above 50 and 70 per source and on the register
 * probe, and the time to score a 750-word text.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { isBaseModelContinuation, loadSplit, type LabelledText } from "../../scripts/detector/dataset";
import { formatHumanFprByDomain } from "../../scripts/detector/evaluate";
import { registerProbe } from "../../scripts/detector/formal-corpus";
import { auroc, shareAbove, tprAtFpr } from "../../scripts/detector/metrics";
import { hashText } from "../../src/server/engines/seeded-random";
import { probabilityFrom, readCalibrationFile } from "../../src/server/engines/calibration-file";
import { criterionScore, MACHINE_TEXT_IS } from "../../src/server/engines/local-lm/criteria";
import { createLocalLmReader, type LocalLmReader } from "../../src/server/engines/local-lm/engine";
import { DEFAULT_CALIBRATIONS } from "../../src/server/engines/local-lm/operating-points";
import { writeTinyGguf } from "../support/tiny-gguf";

const SPEED_WORDS = 750;
const { values: options } = parseArgs({
  options: {
    observer: { type: "string" },
    performer: { type: "string" },
    limit: { type: "string", default: "400" },
    context: { type: "string", default: "512" },
    threads: { type: "string" },
    calibration: { type: "string" },
  },
});

const ratio = (value: number) => value.toFixed(3);
const pct = (value: number) => `${(100 * value).toFixed(1)}%`;

/** The same texts every run, spread over the split: the first `limit` by a hash of their ids. */
function sample(rows: LabelledText[], limit: number): LabelledText[] {
  return [...rows].sort((a, b) => hashText(a.id) - hashText(b.id)).slice(0, limit);
}

function models(): { observer: string; performer?: string } {
  if (options.observer) return { observer: options.observer, performer: options.performer };
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "inkprint-bench-lm-"));
  console.log("No --observer: the tiny generated model pair, which only proves the path; its figures mean nothing.\n");
  return {
    observer: writeTinyGguf(path.join(folder, "observer.gguf"), "tiny-observer", 1),
    performer: writeTinyGguf(path.join(folder, "performer.gguf"), "tiny-performer", 2),
  };
}

async function criterionOf(reader: LocalLmReader, text: string): Promise<number> {
  return criterionScore(
    reader.criterion,
    (await reader.scorer.score(text)).map((token) => token.statistics),
  );
}

async function main(): Promise<void> {
  const started = performance.now();
  const reader = await createLocalLmReader({
    ...models(),
    contextSize: Number(options.context),
    threads: options.threads ? Number(options.threads) : undefined,
  });
  console.log(
    `${reader.detector}: loaded in ${((performance.now() - started) / 1000).toFixed(1)} s, RSS ${(process.memoryUsage().rss / 1e6).toFixed(0)} MB`,
  );
  const map = options.calibration ? readCalibrationFile(options.calibration).map : DEFAULT_CALIBRATIONS[reader.criterion].map;
  console.log(`calibration: ${options.calibration ?? DEFAULT_CALIBRATIONS[reader.criterion].description}\n`);
  // Oriented so that higher is more machine-like, whichever way the criterion points.
  const sign = MACHINE_TEXT_IS[reader.criterion] === "high" ? 1 : -1;
  const score = async (rows: LabelledText[]) => {
    const criteria: number[] = [];
    for (const row of rows) criteria.push(await criterionOf(reader, row.text));
    return { oriented: criteria.map((value) => sign * value), probabilities: criteria.map((value) => probabilityFrom(map, value)) };
  };

  const dev = sample(loadSplit("dev"), Number(options.limit));
  const devScores = await score(dev);
  const chat = dev.flatMap((row, i) => (isBaseModelContinuation(row) ? [] : [i]));
  const labels = chat.map((i) => ((dev[i] as LabelledText).label === "ai" ? 1 : 0));
  const oriented = chat.map((i) => devScores.oriented[i] as number);
  console.log(
    `Dev split, ${dev.length} texts sampled (${labels.filter((l) => l === 1).length} by chat assistants, ${labels.filter((l) => l === 0).length} by people):`,
  );
  console.log(`  AUROC ${ratio(auroc(oriented, labels))}; TPR at 1% FPR ${ratio(tprAtFpr(oriented, labels, 0.01))}`);
  console.log(formatHumanFprByDomain(dev, devScores.probabilities));

  const probe = sample(registerProbe(), Number(options.limit));
  const probeScores = await score(probe);
  console.log(
    `\nRegister probe (all human), ${probe.length} texts sampled: above 50 ` +
      `${pct(shareAbove(probeScores.probabilities, 0.5))}, above 70 ${pct(shareAbove(probeScores.probabilities, 0.7))}`,
  );

  const text = dev
    .flatMap((row) => row.text.split(/\s+/))
    .slice(0, SPEED_WORDS)
    .join(" ");
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    await criterionOf(reader, text);
    times.push(performance.now() - start);
  }
  console.log(`\nTime per ${SPEED_WORDS}-word text (median of 5): ${((times.sort((a, b) => a - b)[2] as number) / 1000).toFixed(2)} s`);
}

await main();
