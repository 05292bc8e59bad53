/**
 * How the CLI reports what went wrong: every problem on stderr, named by its
 * line; a batch that goes on past a bad line; exit code 1 for failed input,
 * 2 for a usage error, both in the usage text.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cliEnv, jsonLines, runCli } from "./run-cli";

const TEXT = "Their going to the libary tomorow, and they will bring the books back on Friday.";

let folder: string;

function writeInput(name: string, lines: string[]): string {
  const file = path.join(folder, name);
  fs.writeFileSync(file, `${lines.join("\n")}\n`);
  return file;
}

function stderrLines(stderr: string): string[] {
  return stderr.split("\n").filter((line) => line !== "");
}

beforeAll(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), "inkprint-cli-errors-"));
});
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

describe("inkprint CLI errors", () => {
  it("names the line of every malformed input line on stderr, and its id when it has one", async () => {
    const file = writeInput("malformed.jsonl", [
      JSON.stringify({ id: "ok", text: TEXT }),
      "{not json",
      JSON.stringify({ id: 3, body: "no text field" }),
      JSON.stringify({ text: TEXT }),
      "",
      JSON.stringify({ id: "blank", text: "  \n " }),
      JSON.stringify(["id", "text"]),
    ]);
    const { status, stdout, stderr } = await runCli(["detect", "--jsonl", file]);
    expect(status).toBe(1);
    expect(jsonLines(stdout).map((result) => result.id)).toEqual(["ok"]);
    expect(stderrLines(stderr)).toEqual([
      "line 2: not valid JSON",
      'line 3 (id 3): needs a string "text"',
      'line 4: needs an "id" (a string or a number)',
      'line 6 (id "blank"): has an empty "text"',
      'line 7: needs a JSON object with an "id" and a string "text"',
      "inkprint detect: 5 of 6 lines failed",
    ]);
  });

  it("keeps going past bad lines: stdout holds only the good lines' results, in input order, and the exit code is 1", async () => {
    const file = writeInput("mixed.jsonl", [
      JSON.stringify({ id: "first", text: TEXT }),
      "oops",
      JSON.stringify({ id: 2, text: TEXT }),
      JSON.stringify({ id: 3 }),
      JSON.stringify({ id: "last", text: TEXT }),
    ]);
    for (const command of ["detect", "improve", "humanize"]) {
      const { status, stdout, stderr } = await runCli([command, "--jsonl", file]);
      expect(status, command).toBe(1);
      expect(
        jsonLines(stdout).map((result) => result.id),
        command,
      ).toEqual(["first", 2, "last"]);
      expect(stderr, command).toContain("line 2: not valid JSON");
      expect(stderr, command).toContain('line 4 (id 3): needs a string "text"');
    }
  });

  it("exits with 2 and nothing on stdout for a usage error: unknown command or option, missing --jsonl, unreadable file, invalid configuration", async () => {
    const good = writeInput("good.jsonl", [JSON.stringify({ id: 1, text: TEXT })]);
    const cases: Array<{ args: string[]; env?: NodeJS.ProcessEnv; says: string }> = [
      { args: [], says: "usage: inkprint <command>" },
      { args: ["score", "--jsonl", good], says: 'unknown command "score"' },
      { args: ["detect", "--jsonl", good, "--format", "csv"], says: "unknown option --format" },
      { args: ["detect", "--jsonl", good, "extra"], says: 'unexpected argument "extra"' },
      { args: ["detect", "--jsonl"], says: "--jsonl needs a value" },
      { args: ["improve", "--jsonl", good, "--engine", "gpt"], says: "--engine must be embedded or llm" },
      { args: ["humanize"], says: "--jsonl FILE is required" },
      { args: ["detect", "--jsonl", path.join(folder, "missing.jsonl")], says: "cannot read" },
      { args: ["detect", "--jsonl", folder], says: "cannot read" },
      { args: ["improve", "--jsonl", good, "--engine", "llm"], says: "--engine llm needs OPENAI_API_KEY or OPENAI_BASE_URL" },
      {
        args: ["improve", "--jsonl", good, "--engine", "llm"],
        env: cliEnv({ OPENAI_BASE_URL: "http://127.0.0.1:9/v1", LLM_TIMEOUT_MS: "soon" }),
        says: "LLM_TIMEOUT_MS",
      },
    ];
    for (const { args, env, says } of cases) {
      const { status, stdout, stderr } = await runCli(args, { env });
      expect({ args, status, stdout }).toEqual({ args, status: 2, stdout: "" });
      expect(stderr, args.join(" ")).toContain(says);
    }
  });

  it("documents the exit codes in --help, which goes to stdout with exit code 0", async () => {
    for (const args of [["--help"], ["help"], ["improve", "--help"]]) {
      const { status, stdout, stderr } = await runCli(args);
      expect(status, args.join(" ")).toBe(0);
      expect(stderr).toBe("");
      expect(stdout).toContain("exit codes:");
      expect(stdout).toMatch(/^ {2}1 {2}some input failed/m);
      expect(stdout).toMatch(/^ {2}2 {2}usage error/m);
      expect(stdout).toContain('"line N (id X): message"');
    }
  });

  it("refuses an empty or whitespace-only stdin: a message on stderr, exit code 1, nothing on stdout", async () => {
    for (const stdin of ["", "  \n\t\n"]) {
      const { status, stdout, stderr } = await runCli(["detect"], { stdin });
      expect({ stdin, status, stdout }).toEqual({ stdin, status: 1, stdout: "" });
      expect(stderr).toContain("no text on stdin");
    }
  });
});
