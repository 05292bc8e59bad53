/**
 * `--engine llm` in the CLI reads its settings as the server does (loadConfig
 * defaults, LLM_TIMEOUT_MS) and a failed call fails its line only. The LLM is
 * a fake OpenAI-compatible server on a loopback port.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startFakeLlm, type FakeLlm } from "./fake-llm";
import { cliEnv, jsonLines, runCli } from "./run-cli";

const ROUGH_TEXT = "Their going to the libary tomorow.";
const IMPROVE_REPLY = JSON.stringify({ changes: [{ original: "libary", replacement: "library", reason: "Spelling" }] });

let folder: string;
let fake: FakeLlm | undefined;

function writeInput(name: string, items: Array<{ id: string | number; text: string }>): string {
  const file = path.join(folder, name);
  fs.writeFileSync(file, `${items.map((item) => JSON.stringify(item)).join("\n")}\n`);
  return file;
}

beforeAll(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), "inkprint-cli-llm-"));
});
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

describe("inkprint CLI with --engine llm", () => {
  it("needs no OPENAI_MODEL: it asks for the server's default model, gpt-4o-mini", async () => {
    fake = await startFakeLlm(() => ({ reply: IMPROVE_REPLY }));
    const file = writeInput("one.jsonl", [{ id: "a", text: ROUGH_TEXT }]);
    const { status, stdout, stderr } = await runCli(["improve", "--jsonl", file, "--engine", "llm"], {
      env: cliEnv({ OPENAI_BASE_URL: fake.baseUrl, OPENAI_MODEL: undefined }),
    });
    expect(stderr).toBe("");
    expect(status).toBe(0);
    expect(jsonLines(stdout)).toEqual([
      { id: "a", improved_text: "Their going to the library tomorow.", changes: [expect.objectContaining({ replacement: "library" })] },
    ]);
    expect(fake.requests.map((request) => request.body.model)).toEqual(["gpt-4o-mini"]);
  });

  it("gives up on a provider that never answers after LLM_TIMEOUT_MS, not the built-in 30 s", async () => {
    fake = await startFakeLlm(() => "hang");
    const file = writeInput("slow.jsonl", [{ id: "slow", text: ROUGH_TEXT }]);
    const run = await runCli(["improve", "--jsonl", file, "--engine", "llm"], {
      env: cliEnv({ OPENAI_BASE_URL: fake.baseUrl, OPENAI_MODEL: "test-model", LLM_TIMEOUT_MS: "1000" }),
      killAfterMs: 25_000,
    });
    const [request] = fake.requests;
    expect(run.status).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain('line 1 (id "slow"): the LLM did not answer within 1000 ms (LLM_TIMEOUT_MS)');
    // The client dropped the connection at its timeout, long before the built-in 30 s. No lower bound:
    // the message above already names the timeout, and on a loaded machine the fake server notes a
    // request's arrival late, so "at least 900 ms" failed there with the code right.
    expect(request?.closedAt).toBeDefined();
    const waited = (request?.closedAt ?? Infinity) - (request?.arrivedAt ?? 0);
    expect(waited).toBeLessThan(5_000);
    expect(run.exitedAt - (request?.arrivedAt ?? 0)).toBeLessThan(10_000);
  }, 40_000);

  it("keeps going past an engine failure: the other lines print in input order, the failed one is named on stderr, exit code 1", async () => {
    fake = await startFakeLlm((body) =>
      body.messages.some((message) => message.content.includes("FAIL")) ? { status: 500 } : { reply: IMPROVE_REPLY },
    );
    const file = writeInput("batch.jsonl", [
      { id: "a", text: ROUGH_TEXT },
      { id: "b", text: `FAIL ${ROUGH_TEXT}` },
      { id: 3, text: ROUGH_TEXT },
    ]);
    const { status, stdout, stderr } = await runCli(["improve", "--jsonl", file, "--engine", "llm"], {
      env: cliEnv({ OPENAI_BASE_URL: fake.baseUrl, OPENAI_MODEL: "test-model" }),
    });
    expect(status).toBe(1);
    expect(jsonLines(stdout).map((result) => [result.id, result.improved_text])).toEqual([
      ["a", "Their going to the library tomorow."],
      [3, "Their going to the library tomorow."],
    ]);
    expect(stderr.split("\n").filter(Boolean)).toEqual([
      'line 2 (id "b"): the LLM provider returned an error or could not be reached: the provider answered HTTP 500 (server_error)',
      "inkprint improve: 1 of 3 lines failed",
    ]);
    expect(fake.requests).toHaveLength(3);
  });
});
