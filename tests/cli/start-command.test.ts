/**
 * `npm start` runs the server as the bundle scripts/build-server.mjs writes
 * (decision 142), not from the TypeScript sources the other tests run. Built
 * here as the start script builds it, and started with a pool, every worker
 * operation must answer from the bundled worker: the engines find their data
 * files beside their sources, wherever the project lies.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HttpClient } from "../support/http-client";
import { tokenFromMail, waitForMailTo } from "../support/mailbox";
import { startServerProcess, type ServerProcess } from "../support/server-process";

const TEXT =
  "Moreover, it is important to note that effective communication plays a crucial role in today's fast-paced world. " +
  "Furthermore, teams that leverage clear communication are able to navigate challenges and foster collaboration. " +
  "Their going to the libary tomorow to find out more about the subject.";
const EMAIL = "bundle@example.com";
const PASSWORD = "bundled server password";

function buildServer(): void {
  const built = spawnSync(process.execPath, ["scripts/build-server.mjs"], { encoding: "utf8" });
  expect(built.stderr).toBe("");
  expect(built.status).toBe(0);
}

describe("the bundled server npm start runs", () => {
  let dataDir: string;
  let server: ServerProcess;
  let account: HttpClient;

  beforeAll(async () => {
    buildServer();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "inkprint-bundle-"));
    server = await startServerProcess(
      { DATA_DIR: dataDir, ENGINE_WORKERS: "1", DETECT_ENGINE: "embedded", REWRITE_ENGINE: "embedded" },
      "bundle",
    );
    account = new HttpClient(server.baseUrl);
    await account.post("/auth/register", { name: "Bundle", email: EMAIL, password: PASSWORD, password_check: PASSWORD });
    expect((await account.get(`/auth/verify-account?token=${tokenFromMail(await waitForMailTo(dataDir, EMAIL))}`)).status).toBe(200);
    expect((await account.post("/auth/login", { email: EMAIL, password: PASSWORD })).status).toBe(200);
  });
  afterAll(async () => {
    await server?.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("detects, humanizes and improves in its worker threads, and draws the report", async () => {
    const detected = await account.post<{ ai_probability: number; verdict: string; explanation: string }>("/api/detect-ai", {
      detect_text: TEXT,
    });
    expect(detected.status).toBe(200);
    expect(detected.body.ai_probability).toBeGreaterThan(50);
    const humanized = await account.post<{ humanized_text: string }>("/api/humanizer", { humanize_text: TEXT });
    expect(humanized.status).toBe(200);
    expect(humanized.body.humanized_text).not.toBe(TEXT);
    const improved = await account.post<{ improved_text: string }>("/api/improver-ai", { improver_text: TEXT });
    expect(improved.status).toBe(200);
    expect(improved.body.improved_text).toContain("They're going to the library tomorrow");
    const report = await account.raw("POST", "/api/export", {
      score: detected.body.ai_probability,
      verdict: detected.body.verdict,
      explanation: detected.body.explanation,
      senteces: [],
    });
    expect(report.status).toBe(200);
    expect(
      Buffer.from(await report.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
  });

  it("holds no path of this checkout, so the project can be moved and still start", () => {
    for (const bundle of ["main.js", "worker.js"])
      expect(fs.readFileSync(path.join("dist/server", bundle), "utf8")).not.toContain(process.cwd());
  });

  it("is not rewritten when nothing changed, so a start beside a running instance leaves its files alone", () => {
    const before = fs.statSync("dist/server/worker.js").mtimeMs;
    buildServer();
    expect(fs.statSync("dist/server/worker.js").mtimeMs).toBe(before);
  });
});
