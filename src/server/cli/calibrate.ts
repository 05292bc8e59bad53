/**
 * `inkprint calibrate` (decision 118): scores an organisation's own human
 * texts (and AI texts, when it has some) with the chosen detector, fits the
 * map from its criterion to the probability so that the chosen share of the
 * human texts is called likely AI, and writes the calibration file the
 * server loads with DETECT_CALIBRATION. The texts are read and scored in
 * memory; the file holds only the map and the rates measured.
 */
import fs from "node:fs";
import path from "node:path";
import { MIN_WORDS_FOR_VERDICT } from "../../shared/detection";
import { countWords } from "../../shared/word-count";
import { ConfigError, loadConfig, readDotEnvFile } from "../config";
import type { CalibrationFile } from "../engines/calibration-file";
import { CalibrationFitError, fitCalibration } from "../engines/calibration-fit";

export const CALIBRATE_USAGE =
  "calibrate --engine local-lm|embedded --human DIR_OR_JSONL [--ai DIR_OR_JSONL] [--target-fpr 0.01] [--out FILE]\n" +
  '             DIR: every .txt and .md file in it is one text; JSONL: one {"text": …} per line. Texts under\n' +
  `             ${MIN_WORDS_FOR_VERDICT} words are left out. Writes FILE (default DATA_DIR/calibration.json) for DETECT_CALIBRATION;\n` +
  "             --engine local-lm reads LOCAL_LM_* as the server does.";

const OPTIONS = ["--engine", "--human", "--ai", "--target-fpr", "--out"] as const;
type OptionName = (typeof OPTIONS)[number];

class CalibrateUsageError extends Error {}

/** What calibrate needs of a detector: its raw criterion for a text, and which way it points. */
interface CriterionReader {
  detector: string;
  machineTextIs: "low" | "high";
  read(text: string): Promise<number>;
}

function parseArgs(args: readonly string[]): Map<OptionName, string> {
  const values = new Map<OptionName, string>();
  for (let at = 0; at < args.length; at++) {
    const arg = args[at] as string;
    const equals = arg.indexOf("=");
    const name = (equals === -1 ? arg : arg.slice(0, equals)) as OptionName;
    if (!OPTIONS.includes(name))
      throw new CalibrateUsageError(`unknown option or argument "${arg}" (${OPTIONS.join(", ")} and --help here)`);
    if (values.has(name)) throw new CalibrateUsageError(`${name} is given twice`);
    const value = equals === -1 ? args[++at] : arg.slice(equals + 1);
    if (value === undefined || value === "") throw new CalibrateUsageError(`${name} needs a value`);
    values.set(name, value);
  }
  return values;
}

/** The texts of a folder (each .txt or .md file) or a JSONL file (each line's "text"). */
function readTexts(source: string): string[] {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(source);
  } catch {
    throw new CalibrateUsageError(`cannot read ${source}: no such file or folder`);
  }
  if (stat.isDirectory()) {
    return fs
      .readdirSync(source)
      .filter((name) => /\.(txt|md)$/i.test(name))
      .sort()
      .map((name) => fs.readFileSync(path.join(source, name), "utf8"));
  }
  return fs
    .readFileSync(source, "utf8")
    .split("\n")
    .map((line, index) => ({ line: line.trim(), number: index + 1 }))
    .filter(({ line }) => line !== "")
    .map(({ line, number }) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(line);
      } catch {
        throw new CalibrateUsageError(`${source} line ${number}: not valid JSON`);
      }
      const text = (parsed as { text?: unknown } | null)?.text;
      if (typeof text !== "string") throw new CalibrateUsageError(`${source} line ${number}: needs a string "text"`);
      return text;
    });
}

async function readerFor(engine: string): Promise<CriterionReader> {
  readDotEnvFile();
  if (engine === "local-lm") {
    // The server's own checks and options, whatever DETECT_ENGINE the .env sets; the raw criterion, without any calibration in force.
    const config = loadConfig({ ...process.env, DETECT_ENGINE: "local-lm", DETECT_CALIBRATION: "" });
    const [{ localLmOptions }, { createLocalLmReader }, { criterionScore, MACHINE_TEXT_IS }] = await Promise.all([
      import("../engines/index"),
      import("../engines/local-lm/engine"),
      import("../engines/local-lm/criteria"),
    ]);
    const { criterion, detector, scorer } = await createLocalLmReader(localLmOptions(config));
    return {
      detector,
      machineTextIs: MACHINE_TEXT_IS[criterion],
      read: async (text) =>
        criterionScore(
          criterion,
          (await scorer.score(text)).map((token) => token.statistics),
        ),
    };
  }
  if (engine === "embedded") {
    const { createEmbeddedCriterion } = await import("../engines/detect/embedded");
    const embedded = createEmbeddedCriterion();
    return { detector: embedded.detector, machineTextIs: "high", read: async (text) => embedded.read(text) };
  }
  throw new CalibrateUsageError("--engine must be local-lm or embedded");
}

function targetRate(raw: string | undefined): number {
  const rate = Number(raw ?? "0.01");
  if (!(rate > 0 && rate < 0.5)) throw new CalibrateUsageError("--target-fpr must be a share between 0 and 0.5, e.g. 0.01 for 1%");
  return rate;
}

async function criterionValues(reader: CriterionReader, texts: readonly string[]): Promise<number[]> {
  const values: number[] = [];
  for (const text of texts) {
    const value = await reader.read(text);
    if (Number.isFinite(value)) values.push(value);
  }
  return values;
}

const percent = (share: number) => `${(100 * share).toFixed(1)}%`;

async function calibrate(args: readonly string[]): Promise<void> {
  const options = parseArgs(args);
  const engine = options.get("--engine");
  const humanSource = options.get("--human");
  if (!engine || !humanSource) throw new CalibrateUsageError("--engine and --human are required");
  const target = targetRate(options.get("--target-fpr"));
  const aiSource = options.get("--ai");
  const longEnough = (texts: string[]) => texts.filter((text) => countWords(text) >= MIN_WORDS_FOR_VERDICT);
  const human = longEnough(readTexts(humanSource));
  const ai = aiSource ? longEnough(readTexts(aiSource)) : [];
  const reader = await readerFor(engine);
  process.stderr.write(`scoring ${human.length} human and ${ai.length} AI texts with ${reader.detector}…\n`);
  const fitted = fitCalibration(
    { human: await criterionValues(reader, human), ai: await criterionValues(reader, ai), machineTextIs: reader.machineTextIs },
    target,
  );
  const file: CalibrationFile = {
    format: "inkprint-calibration-1",
    detector: reader.detector,
    map: fitted.map,
    target_false_positive_rate: target,
    measured: fitted.measured,
    fitted_on: [humanSource, aiSource]
      .filter(Boolean)
      .map((source) => path.basename(source as string))
      .join(", "),
    created: new Date().toISOString(),
  };
  const out = options.get("--out") ?? path.join(loadConfig({ ...process.env, DETECT_ENGINE: "embedded" }).dataDir, "calibration.json");
  fs.mkdirSync(path.dirname(path.resolve(out)), { recursive: true });
  fs.writeFileSync(out, `${JSON.stringify(file, null, 2)}\n`);
  process.stdout.write(`${JSON.stringify(file)}\n`);
  const { measured } = fitted;
  process.stderr.write(
    `human texts called likely AI: ${percent(measured.false_positive_rate)} (target ${percent(target)}), above 50: ${percent(measured.above_50)}` +
      (measured.detection_rate === null ? "" : `; AI texts called likely AI: ${percent(measured.detection_rate)}`) +
      `\nwritten to ${out}; set DETECT_CALIBRATION=${path.resolve(out)} to use it\n`,
  );
}

/** Runs the command; the exit code follows the CLI's: 0 done, 1 failed, 2 usage error. */
export async function runCalibrate(args: readonly string[]): Promise<number> {
  if (args.includes("--help") || args.includes("-h")) {
    process.stdout.write(`usage: inkprint ${CALIBRATE_USAGE}\n`);
    return 0;
  }
  try {
    await calibrate(args);
    return 0;
  } catch (error) {
    if (error instanceof CalibrateUsageError || error instanceof ConfigError) {
      process.stderr.write(`inkprint calibrate: ${error.message}\n(inkprint calibrate --help for usage)\n`);
      return 2;
    }
    if (error instanceof CalibrationFitError) {
      process.stderr.write(`inkprint calibrate: ${error.message}\n`);
      return 1;
    }
    throw error;
  }
}
