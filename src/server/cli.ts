/**
 * Command-line entry point: `inkprint <command> [options]`. Commands live in
 * one table keyed by name. Results go to stdout as JSON lines and nothing
 * else does; diagnostics go to stderr. Submitted texts are never logged.
 */
import { readFileSync } from "node:fs";
import { createEmbeddedDetector } from "./engines/detect/embedded.js";
import { createEmbeddedHumanizer } from "./engines/humanize/embedded.js";
import { createEmbeddedImprover } from "./engines/improve/embedded.js";
import { createLlmHumanizer, createLlmImprover, type LlmOptions } from "./engines/llm/index.js";
import type { HumanizeEngine, ImproveEngine } from "./engines/types.js";

interface Command {
  summary: string;
  usage: string;
  run(args: string[]): Promise<void>;
}

const COMMANDS: Record<string, Command> = {
  detect: {
    summary: "Score texts for AI writing with the embedded detector.",
    usage: "detect [--jsonl FILE]   (one {\"id\",\"text\"} per line; without --jsonl, the text on stdin)",
    run: runDetect,
  },
  improve: {
    summary: "Fix grammar, spelling, clarity and style.",
    usage: "improve --jsonl FILE [--engine embedded|llm]   (llm reads OPENAI_API_KEY, OPENAI_BASE_URL, OPENAI_MODEL)",
    run: (args) => runRewrite(args, async (engine) => {
      const improver: ImproveEngine = engine === "llm" ? createLlmImprover(llmOptionsFromEnv()) : await createEmbeddedImprover();
      return async (text) => {
        const result = await improver.improve(text);
        return { improved_text: result.improved_text, changes: result.changes };
      };
    }),
  },
  humanize: {
    summary: "Rewrite AI-sounding text so it reads as a person wrote it.",
    usage: "humanize --jsonl FILE [--engine embedded|llm]   (llm reads OPENAI_API_KEY, OPENAI_BASE_URL, OPENAI_MODEL)",
    run: (args) => runRewrite(args, async (engine) => {
      // The same self-checked rewrite the server gives (decision 018).
      const embedded = createEmbeddedHumanizer(createEmbeddedDetector());
      const humanizer: HumanizeEngine = engine === "llm" ? createLlmHumanizer(llmOptionsFromEnv(), embedded) : embedded;
      return async (text) => ({ humanized_text: (await humanizer.humanize(text)).humanized_text });
    }),
  },
};

const LLM_TIMEOUT_MS = 30_000;

function llmOptionsFromEnv(): LlmOptions {
  const model = process.env.OPENAI_MODEL;
  if (!model) throw new UsageError("--engine llm needs OPENAI_MODEL (and OPENAI_API_KEY or OPENAI_BASE_URL)");
  return { apiKey: process.env.OPENAI_API_KEY, baseUrl: process.env.OPENAI_BASE_URL, model, timeoutMs: LLM_TIMEOUT_MS };
}

/** Shared by improve and humanize: one {"id","text"} per input line, one {"id", ...result} per output line. */
async function runRewrite(
  args: string[],
  createRewriter: (engine: "embedded" | "llm") => Promise<(text: string) => Promise<Record<string, unknown>>>,
): Promise<void> {
  const file = optionValue(args, "--jsonl");
  if (file === undefined) throw new UsageError("--jsonl FILE is required");
  const engine = optionValue(args, "--engine") ?? "embedded";
  if (engine !== "embedded" && engine !== "llm") throw new UsageError("--engine must be embedded or llm");
  const rewrite = await createRewriter(engine);
  const lines = readFileSync(file, "utf8").split("\n");
  for (const [index, line] of lines.entries()) {
    if (line.trim() === "") continue;
    const item = parseItem(line, index + 1);
    writeLine({ id: item.id, ...(await rewrite(item.text)) });
  }
}

async function runDetect(args: string[]): Promise<void> {
  const detector = createEmbeddedDetector();
  const file = optionValue(args, "--jsonl");
  if (file === undefined) {
    const result = await detector.detect(readFileSync(0, "utf8"));
    writeLine(compactDetection(result));
    return;
  }
  const lines = readFileSync(file, "utf8").split("\n");
  for (const [index, line] of lines.entries()) {
    if (line.trim() === "") continue;
    const item = parseItem(line, index + 1);
    const result = await detector.detect(item.text);
    writeLine({ id: item.id, ...compactDetection(result) });
  }
}

function compactDetection(result: Awaited<ReturnType<ReturnType<typeof createEmbeddedDetector>["detect"]>>) {
  return {
    ai_probability: result.ai_probability,
    verdict: result.verdict,
    explanation: result.explanation,
    sentences: result.sentences.map((sentence) => ({ text: sentence.text, score: sentence.score })),
  };
}

function parseItem(line: string, lineNumber: number): { id: unknown; text: string } {
  const parsed: unknown = JSON.parse(line);
  if (typeof parsed !== "object" || parsed === null || typeof (parsed as { text?: unknown }).text !== "string") {
    throw new UsageError(`line ${lineNumber}: expected an object with a string "text"`);
  }
  return { id: (parsed as { id?: unknown }).id ?? null, text: (parsed as { text: string }).text };
}

function optionValue(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  if (at === -1) return undefined;
  const value = args[at + 1];
  if (value === undefined) throw new UsageError(`${name} needs a value`);
  return value;
}

function writeLine(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value)}\n`);
}

class UsageError extends Error {}

function usage(): string {
  return ["usage: inkprint <command> [options]", ...Object.entries(COMMANDS).map(([name, command]) => `  ${name.padEnd(10)} ${command.summary}\n             ${command.usage}`)].join("\n");
}

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  const command = name === undefined ? undefined : COMMANDS[name];
  if (!command) {
    process.stderr.write(`${usage()}\n`);
    return 2;
  }
  try {
    await command.run(args);
    return 0;
  } catch (error) {
    process.stderr.write(`inkprint ${name}: ${error instanceof Error ? error.message : String(error)}\n`);
    return error instanceof UsageError ? 2 : 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
