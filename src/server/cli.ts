/**
 * Command-line entry point: `inkprint <command> [options]`. Commands live in
 * one table keyed by name. Results go to stdout as JSON lines and nothing
 * else does; diagnostics go to stderr. Submitted texts are never logged.
 */
import { readFileSync } from "node:fs";
import { createEmbeddedDetector } from "./engines/detect/embedded.js";

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
};

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
