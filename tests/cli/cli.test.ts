/**
 * The command-line contract of issues 3 and 4: one {"id","text"} object per
 * input line, one result object per output line, nothing else on stdout;
 * diagnostics on stderr with a non-zero exit code (1 for failed input, 2 for
 * a usage error; see cli-errors.test.ts).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const AI_TEXT =
  "Moreover, it is important to note that effective communication plays a crucial role in today's fast-paced world. " +
  "Furthermore, teams that leverage clear communication are able to navigate challenges and foster collaboration.";
const ROUGH_TEXT = "Their going to the libary tomorow.";

let folder: string;
let inputFile: string;

function inkprint(args: string[], stdin?: string): { status: number | null; stdout: string; stderr: string } {
  const env = { ...process.env, OPENAI_API_KEY: "", OPENAI_BASE_URL: "", OPENAI_MODEL: "" };
  const result = spawnSync("npx", ["tsx", "src/server/cli.ts", ...args], { input: stdin, encoding: "utf8", env });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

function jsonLines(stdout: string): Record<string, unknown>[] {
  const lines = stdout.split("\n").filter((line) => line !== "");
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}

beforeAll(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), "inkprint-cli-"));
  inputFile = path.join(folder, "in.jsonl");
  fs.writeFileSync(inputFile, `${JSON.stringify({ id: "a", text: AI_TEXT })}\n\n${JSON.stringify({ id: 7, text: ROUGH_TEXT })}\n`);
});
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

describe("inkprint CLI", () => {
  it("detect --jsonl prints one result per text with a numeric probability and per-sentence scores", () => {
    const { status, stdout } = inkprint(["detect", "--jsonl", inputFile]);
    expect(status).toBe(0);
    const results = jsonLines(stdout);
    expect(results.map((result) => result.id)).toEqual(["a", 7]);
    for (const result of results) {
      expect(Object.keys(result).sort()).toEqual(["ai_probability", "explanation", "id", "sentences", "verdict"]);
      expect(typeof result.ai_probability).toBe("number");
      expect(result.sentences).toEqual(
        expect.arrayContaining([expect.objectContaining({ text: expect.any(String), score: expect.any(Number) })]),
      );
    }
    expect((results[0]?.sentences as unknown[]).length).toBe(2);
  });

  it("detect without --jsonl scores the text on stdin", () => {
    const { status, stdout } = inkprint(["detect"], AI_TEXT);
    expect(status).toBe(0);
    const [result, ...rest] = jsonLines(stdout);
    expect(rest).toEqual([]);
    expect(typeof result?.ai_probability).toBe("number");
    expect(result).not.toHaveProperty("id");
  });

  it("humanize --jsonl prints one rewrite per text", () => {
    const { status, stdout } = inkprint(["humanize", "--jsonl", inputFile]);
    expect(status).toBe(0);
    const [first, second, ...rest] = jsonLines(stdout);
    expect(rest).toEqual([]);
    expect(Object.keys(first ?? {}).sort()).toEqual(["humanized_text", "id"]);
    expect(first?.humanized_text).not.toContain("Moreover");
    expect(second).toEqual({ id: 7, humanized_text: expect.any(String) });
  });

  it("improve --jsonl prints the improved text and its changes", () => {
    const { status, stdout } = inkprint(["improve", "--jsonl", inputFile]);
    expect(status).toBe(0);
    const results = jsonLines(stdout);
    expect(results.map((result) => Object.keys(result).sort())).toEqual([
      ["changes", "id", "improved_text"],
      ["changes", "id", "improved_text"],
    ]);
    expect(results[1]?.improved_text).toContain("library");
  });

  it("says what is wrong on stderr, with nothing on stdout, for a bad line or a missing LLM setting", () => {
    const badFile = path.join(folder, "bad.jsonl");
    fs.writeFileSync(badFile, `${JSON.stringify({ id: 1, body: "no text field" })}\n`);
    const bad = inkprint(["detect", "--jsonl", badFile]);
    expect(bad.status).toBe(1);
    expect(bad.stdout).toBe("");
    expect(bad.stderr).toContain('line 1 (id 1): needs a string "text"');

    const llm = inkprint(["humanize", "--jsonl", inputFile, "--engine", "llm"]);
    expect(llm.status).toBe(2);
    expect(llm.stdout).toBe("");
    expect(llm.stderr).toContain("--engine llm needs OPENAI_API_KEY or OPENAI_BASE_URL");
  });
});
