/**
 * Command-line entry point: `inkprint <command> [options]`. Commands live in
 * one table keyed by name. Results go to stdout as JSON lines and nothing
 * else does; diagnostics go to stderr. Submitted texts are never logged.
 *
 * Exit codes (also in the usage text): 0 when every input was processed;
 * 1 when some input failed (a bad line, an engine failure, no text on stdin),
 * the others still being printed; 2 for a usage error (unknown command or
 * option, missing or unreadable file, invalid configuration), before any
 * input is processed.
 */
import { readFileSync } from "node:fs";
import { ConfigError, LLM_DEFAULTS, loadConfig, readDotEnvFile } from "./config";
import { runBatch, type Handler } from "./cli/batch";
import { CALIBRATE_USAGE, runCalibrate } from "./cli/calibrate";
import type { LlmOptions } from "./engines/llm/index";
import { EngineError, type DetectionResult } from "./engines/types";

// The engines are imported when a command runs, not here: loading them takes
// a second or two, which --help and usage errors need not wait for.

type EngineName = "embedded" | "llm";

interface Options {
  jsonl?: string;
  engine: EngineName;
}

interface Command {
  summary: string;
  usage: string;
  /** The options this command accepts, besides --help. */
  accepts: readonly ("--jsonl" | "--engine")[];
  jsonlRequired: boolean;
  /** `llm` is set when --engine llm was chosen. */
  createHandler(llm: LlmOptions | undefined): Promise<Handler>;
}

const COMMANDS: Record<string, Command> = {
  detect: {
    summary: "Score texts for AI writing with the embedded detector.",
    usage: 'detect [--jsonl FILE]   (without --jsonl: the text on stdin, printed as one object without "id")',
    accepts: ["--jsonl"],
    jsonlRequired: false,
    async createHandler() {
      const { createEmbeddedDetector } = await import("./engines/detect/embedded");
      const detector = createEmbeddedDetector();
      return async (text) => compactDetection(await detector.detect(text));
    },
  },
  improve: {
    summary: "Fix grammar, spelling, clarity and style.",
    usage: "improve --jsonl FILE [--engine embedded|llm]",
    accepts: ["--jsonl", "--engine"],
    jsonlRequired: true,
    async createHandler(llm) {
      const improver = await (await import("./engines/index")).createImproverEngine(llm);
      return async (text) => {
        const result = await improver.improve(text);
        return { improved_text: result.improved_text, changes: result.changes };
      };
    },
  },
  humanize: {
    summary: "Rewrite AI-sounding text so it reads as a person wrote it.",
    usage: "humanize --jsonl FILE [--engine embedded|llm]",
    accepts: ["--jsonl", "--engine"],
    jsonlRequired: true,
    async createHandler(llm) {
      const [{ createEmbeddedDetector }, { createHumanizerEngine }] = await Promise.all([
        import("./engines/detect/embedded"),
        import("./engines/index"),
      ]);
      // The same self-checked rewrite the server gives (decision 018).
      const humanizer = createHumanizerEngine(llm, createEmbeddedDetector());
      return async (text) => ({ humanized_text: (await humanizer.humanize(text)).humanized_text });
    },
  },
};

const HELP_WORDS = new Set(["help", "--help", "-h"]);

/** A mistake in how the CLI was called; nothing has been processed yet. */
class UsageError extends Error {}

/** The LLM settings read exactly as the server reads them: loadConfig's defaults, llmOptions' mapping. */
async function llmOptionsFromConfig(): Promise<LlmOptions> {
  readDotEnvFile();
  const config = loadConfig();
  if (!config.llmConfigured) throw new UsageError("--engine llm needs OPENAI_API_KEY or OPENAI_BASE_URL");
  const { llmOptions } = await import("./engines/index");
  return llmOptions(config);
}

/**
 * What a failed engine call says on stderr, with the engine's own account
 * (the provider's status and error code): the person running the CLI is its
 * operator. The server's wording talks about credits, which the CLI has none of.
 */
function describeFailure(error: unknown, llm: LlmOptions | undefined): string {
  if (error instanceof EngineError) return `${engineFailureSummary(error, llm)}: ${error.detail}`;
  return error instanceof Error ? error.message : String(error);
}

function engineFailureSummary(error: EngineError, llm: LlmOptions | undefined): string {
  switch (error.kind) {
    case "timeout":
      return `the LLM did not answer within ${llm?.timeoutMs ?? "the configured"} ms (LLM_TIMEOUT_MS)`;
    case "rate_limited":
      return "the LLM provider is rate limiting requests (HTTP 429); try again later";
    case "provider":
      return "the LLM provider returned an error or could not be reached";
    case "bad_output":
      return "the LLM's answer could not be used";
  }
}

function compactDetection(result: DetectionResult) {
  return {
    ai_probability: result.ai_probability,
    verdict: result.verdict,
    explanation: result.explanation,
    sentences: result.sentences.map((sentence) => ({ text: sentence.text, score: sentence.score })),
  };
}

/** Strict: an option the command does not know, a repeated one or a stray argument is a usage error, never ignored. */
function parseOptions(args: string[], command: Command): Options & { help: boolean } {
  const values = new Map<string, string>();
  let help = false;
  for (let at = 0; at < args.length; at += 1) {
    const arg = args[at]!;
    if (arg === "--help" || arg === "-h") {
      help = true;
      continue;
    }
    if (!arg.startsWith("-")) throw new UsageError(`unexpected argument "${arg}"`);
    const equals = arg.indexOf("=");
    const name = equals === -1 ? arg : arg.slice(0, equals);
    if (!(command.accepts as readonly string[]).includes(name))
      throw new UsageError(`unknown option ${name} (${command.accepts.join(", ")} and --help here)`);
    if (values.has(name)) throw new UsageError(`${name} is given twice`);
    const value = equals === -1 ? args[++at] : arg.slice(equals + 1);
    if (value === undefined || value === "") throw new UsageError(`${name} needs a value`);
    values.set(name, value);
  }
  if (help) return { help, engine: "embedded" };
  const engine = values.get("--engine") ?? "embedded";
  if (engine !== "embedded" && engine !== "llm") throw new UsageError("--engine must be embedded or llm");
  const jsonl = values.get("--jsonl");
  if (jsonl === undefined && command.jsonlRequired) throw new UsageError("--jsonl FILE is required");
  return { help, engine, jsonl };
}

function readInput(file: string | undefined): string {
  try {
    // A byte-order mark (some Windows editors write one) would make line 1 "not valid JSON".
    return readFileSync(file ?? 0, "utf8").replace(/^\uFEFF/, "");
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error instanceof Error ? error.message : String(error));
    throw new UsageError(file === undefined ? `cannot read stdin (${reason})` : `cannot read ${file} (${reason})`);
  }
}

function writeLine(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value)}\n`);
}

function usage(): string {
  return [
    "usage: inkprint <command> [options]",
    "",
    "commands:",
    ...Object.entries(COMMANDS).map(([name, command]) => `  ${name.padEnd(10)} ${command.summary}\n             ${command.usage}`),
    `  ${"calibrate".padEnd(10)} Fit a detector's scores to your own texts for a chosen false-positive rate.\n             ${CALIBRATE_USAGE}`,
    "",
    'input:     one JSON object per line, {"id": a string or a number, "text": a string}; blank lines are skipped.',
    "output:    one JSON object per line that succeeded, in input order; nothing else is written to stdout.",
    'problems:  on stderr, "line N (id X): message" for each line that failed; the other lines are still processed.',
    `--engine llm reads OPENAI_API_KEY or OPENAI_BASE_URL, OPENAI_MODEL (default ${LLM_DEFAULTS.model}) and`,
    `           LLM_TIMEOUT_MS (default ${LLM_DEFAULTS.timeoutMs}), with the same defaults and checks as the server.`,
    "",
    "exit codes:",
    "  0  every line (or the text on stdin) was processed",
    "  1  some input failed: a bad line, an engine failure, or no text on stdin; the other lines were still printed",
    "  2  usage error: unknown command or option, missing --jsonl, unreadable file, invalid configuration;",
    "     nothing was processed",
  ].join("\n");
}

async function run(name: string, command: Command, args: string[]): Promise<number> {
  const options = parseOptions(args, command);
  if (options.help) {
    process.stdout.write(`${usage()}\n`);
    return 0;
  }
  // Configuration first: a usage error is reported before any input is read.
  const llm = options.engine === "llm" ? await llmOptionsFromConfig() : undefined;
  const input = readInput(options.jsonl);
  if (options.jsonl === undefined && input.trim() === "") {
    process.stderr.write(`inkprint ${name}: no text on stdin (pipe a text in, or use --jsonl FILE)\n`);
    return 1;
  }
  const handle = await command.createHandler(llm);
  const describe = (error: unknown) => describeFailure(error, llm);
  if (options.jsonl === undefined) {
    try {
      writeLine(await handle(input));
      return 0;
    } catch (error) {
      process.stderr.write(`inkprint ${name}: ${describe(error)}\n`);
      return 1;
    }
  }
  const summary = await runBatch(input, handle, describe, {
    result: writeLine,
    problem: (message) => process.stderr.write(`${message}\n`),
  });
  if (summary.failed === 0) return 0;
  process.stderr.write(`inkprint ${name}: ${summary.failed} of ${summary.processed} lines failed\n`);
  return 1;
}

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  if (name !== undefined && HELP_WORDS.has(name)) {
    process.stdout.write(`${usage()}\n`);
    return 0;
  }
  // calibrate reads folders of texts, not JSONL batches, so it parses its own options (decision 118).
  if (name === "calibrate") return runCalibrate(args);
  const command = name !== undefined && Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (name === undefined || !command) {
    process.stderr.write(`${name === undefined ? "" : `inkprint: unknown command "${name}"\n\n`}${usage()}\n`);
    return 2;
  }
  try {
    return await run(name, command, args);
  } catch (error) {
    if (error instanceof UsageError || error instanceof ConfigError) {
      process.stderr.write(`inkprint ${name}: ${error.message}\n(inkprint --help for usage)\n`);
      return 2;
    }
    process.stderr.write(`inkprint ${name}: ${describeFailure(error, undefined)}\n`);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
