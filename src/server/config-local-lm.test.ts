import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { configError } from "../../tests/support/config-error";
import { loadConfig } from "./config";

const installed = vi.hoisted(() => ({ entry: "/somewhere/node-llama-cpp/dist/index.js" as string | null }));
vi.mock("./engines/local-lm/install", async (original) => ({
  ...(await original<typeof import("./engines/local-lm/install")>()),
  nodeLlamaCppEntry: () => installed.entry,
}));

const folder = fs.mkdtempSync(path.join(os.tmpdir(), "inkprint-local-lm-config-"));
const model = path.join(folder, "model.gguf");
fs.writeFileSync(model, "");
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

describe("DETECT_ENGINE=local-lm", () => {
  it("accepts a model file, with one engine worker and a 512-token context unless told otherwise", () => {
    expect(loadConfig({ DETECT_ENGINE: "local-lm", LOCAL_LM_OBSERVER: model })).toMatchObject({ ENGINE_WORKERS: 1, LOCAL_LM_CONTEXT: 512 });
    expect(
      loadConfig({
        DETECT_ENGINE: "local-lm",
        LOCAL_LM_OBSERVER: model,
        ENGINE_WORKERS: "0",
        LOCAL_LM_THREADS: "4",
        LOCAL_LM_CONTEXT: "2048",
      }),
    ).toMatchObject({
      ENGINE_WORKERS: 0,
      LOCAL_LM_THREADS: 4,
      LOCAL_LM_CONTEXT: 2048,
    });
  });

  it.each([
    [{}, "LOCAL_LM_OBSERVER: DETECT_ENGINE=local-lm needs LOCAL_LM_OBSERVER, the path of a GGUF model file"],
    [
      { LOCAL_LM_OBSERVER: path.join(folder, "missing.gguf") },
      `LOCAL_LM_OBSERVER: LOCAL_LM_OBSERVER: no file at ${path.join(folder, "missing.gguf")}`,
    ],
    [
      { LOCAL_LM_OBSERVER: model, LOCAL_LM_PERFORMER: path.join(folder, "nope.gguf") },
      "LOCAL_LM_PERFORMER: LOCAL_LM_PERFORMER: no file at",
    ],
    [
      { LOCAL_LM_OBSERVER: model, DETECT_CALIBRATION: path.join(folder, "nope.json") },
      "DETECT_CALIBRATION: DETECT_CALIBRATION: no file at",
    ],
    [
      { LOCAL_LM_OBSERVER: model, ENGINE_WORKERS: "4" },
      "ENGINE_WORKERS: DETECT_ENGINE=local-lm loads its models once: set ENGINE_WORKERS to 1 (or 0, the server's thread)",
    ],
    [{ LOCAL_LM_OBSERVER: model, LOCAL_LM_CONTEXT: "16" }, "LOCAL_LM_CONTEXT must be between 64 and 32768 tokens"],
    [{ LOCAL_LM_OBSERVER: model, LOCAL_LM_THREADS: "0" }, "LOCAL_LM_THREADS must be between 1 and 256"],
  ])("refuses %j at start, naming the setting", (env, message) => {
    expect(configError({ DETECT_ENGINE: "local-lm", ...env })).toContain(message);
  });

  it("refuses a calibration file for an LLM detector, which has no criterion to calibrate", () => {
    expect(configError({ DETECT_ENGINE: "llm", OPENAI_API_KEY: "k", DETECT_CALIBRATION: model })).toContain(
      "DETECT_CALIBRATION: DETECT_CALIBRATION applies to the embedded and local-lm detectors, not to an LLM detector",
    );
    expect(loadConfig({ DETECT_CALIBRATION: model }).DETECT_CALIBRATION).toBe(model);
  });

  it("says what to run when node-llama-cpp is not installed", () => {
    installed.entry = null;
    try {
      expect(configError({ DETECT_ENGINE: "local-lm", LOCAL_LM_OBSERVER: model })).toContain(
        "DETECT_ENGINE: DETECT_ENGINE=local-lm needs node-llama-cpp, which is not installed: run `npm run enable:local-lm`",
      );
    } finally {
      installed.entry = "/somewhere/node-llama-cpp/dist/index.js";
    }
  });
});
