/**
 * `npm run bench:server`: the whole server as a self-hoster runs it. The
 * server command of `npm start` (what follows its client build) runs as its
 * own process over a temporary data folder and is driven over loopback HTTP.
 * Prints that process's resident memory (VmRSS) with the engines loaded and
 * after the runs, the latency of each public API call at its word limit, and
 * detection throughput at several concurrencies: once with the engines in the
 * server's thread (ENGINE_WORKERS=0) and once in the default worker pool, one
 * worker per core (decision 116). A benchmark, not a test: it prints figures
 * against targets and never fails the test suite.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { WORD_LIMITS } from "../../src/shared/limits";
import { HttpClient } from "../support/http-client";
import { freePort } from "../support/free-port";
import { tokenFromMail, waitForMailTo } from "../support/mailbox";

const RSS_TARGET_MB = 400;
const REQUESTS_PER_CALL = 60;
const THROUGHPUT_CONCURRENCIES = [1, 8, 32] as const;
const THROUGHPUT_REQUESTS = 160;
const START_TIMEOUT_MS = 120_000;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const ADMIN_EMAIL = "bench-admin@example.com";
const ADMIN_PASSWORD = "bench admin password";

/**
 * The surname matters: Harper's first spelling search for a word far from its
 * dictionary builds something that takes 10–20 s and 35–90 MB (decision 079).
 * The Improver keeps such words from Harper (decision 080); were one to reach
 * it, the memory figure would show it.
 */
const PARAGRAPH =
  "Artificial intelligence has transformed the way organizations approach data analysis. It is important to note that these systems " +
  "rely on large datasets, which can introduce bias if not carefully managed. Moreover, teams must consider the ethical implications " +
  "of automated decisions. In my experience the hardest part is not the model but the messy spreadsheets people send you on a Friday " +
  "afternoon. We spent two weeks cleaning columns nobody could explain, until Ms Krzysztofowicz found the macro. ";

function textOf(words: number): string {
  const source = PARAGRAPH.split(/\s+/).filter(Boolean);
  return Array.from({ length: words }, (_, i) => source[i % source.length]).join(" ");
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** The server part of `npm start` ("node scripts/build-client-if-stale.mjs && exec tsx … src/server/main.ts"): the bench runs exactly that command. */
function serverCommandOfStartScript(): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> };
  const command = manifest.scripts.start!.split("&&").at(-1)!.trim().replace(/^exec\s+/, "").split(/\s+/);
  if (command[0] !== "tsx") throw new Error(`the start script no longer ends with a tsx command: ${manifest.scripts.start}`);
  return [path.join(ROOT, "node_modules/.bin/tsx"), ...command.slice(1)];
}

function residentMb(pid: number): number {
  const line = fs.readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB$/m);
  if (!line) throw new Error(`no VmRSS for process ${pid}`);
  return Number(line[1]) / 1024;
}

/** tsx's command line runs the program in a child Node process; that child is the server. */
function serverPidUnder(pid: number): number {
  const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
  if (children.length !== 1) throw new Error(`expected one server process under tsx (${pid}), found ${children.length}`);
  return children[0]!;
}

async function waitUntilListening(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      await fetch(`${baseUrl}/apiv1/openapi.json`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`the server did not listen within ${START_TIMEOUT_MS / 1000} s`);
}

interface RunningServer {
  dataDir: string;
  baseUrl: string;
  pid: number;
  stop(): Promise<void>;
}

async function spawnServer(engineWorkers: string): Promise<RunningServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "inkprint-bench-"));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const [command, ...args] = serverCommandOfStartScript();
  const child = spawn(command!, args, {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: "silent",
      DETECT_ENGINE: "embedded",
      REWRITE_ENGINE: "embedded",
      ADMIN_EMAILS: ADMIN_EMAIL,
      ENGINE_WORKERS: engineWorkers,
    },
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilListening(baseUrl, child);
    return { baseUrl, dataDir, pid: serverPidUnder(child.pid!), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Over HTTP only: an ADMIN_EMAILS address registers, verifies itself through
 * the mailed link (the role needs a verified address), signs in as admin and
 * moves itself to Enterprise (API keys, no credit limit).
 */
async function enterpriseApiKey({ baseUrl, dataDir }: RunningServer): Promise<string> {
  const admin = new HttpClient(baseUrl);
  const registered = await admin.post("/auth/register", { name: "Bench", email: ADMIN_EMAIL, password: ADMIN_PASSWORD, password_check: ADMIN_PASSWORD });
  if (registered.status !== 200) throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
  const token = tokenFromMail(await waitForMailTo(dataDir, ADMIN_EMAIL));
  const verified = await admin.get(`/auth/verify-account?token=${token}`);
  if (verified.status !== 200) throw new Error(`verification failed: ${JSON.stringify(verified.body)}`);
  await admin.post("/auth/login", { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  const listed = await admin.get<{ result: { data: { users: { email: string; user_uuid: string }[] } } }>(
    `/trpc/admin.listUsers?input=${encodeURIComponent(JSON.stringify({ search: ADMIN_EMAIL }))}`,
  );
  const self = listed.body.result.data.users.find((user) => user.email === ADMIN_EMAIL);
  if (!self) throw new Error(`the admin cannot find itself: ${JSON.stringify(listed.body)}`);
  const updated = await admin.post("/trpc/admin.updateUser", { user_uuid: self.user_uuid, plan: "enterprise" });
  if (updated.status !== 200) throw new Error(`plan change failed: ${JSON.stringify(updated.body)}`);
  return newApiKey(admin, "bench");
}

/** A key per throughput run, so no run meets a key's per-minute limit. */
async function newApiKey(admin: HttpClient, keyName: string): Promise<string> {
  const created = await admin.post<{ ApiKey: string }>("/api/createApiKey", { keyName });
  if (created.status !== 200) throw new Error(`API key creation failed: ${JSON.stringify(created.body)}`);
  return created.body.ApiKey;
}

async function measure(label: string, call: () => Promise<Response>): Promise<void> {
  const times: number[] = [];
  for (let i = 0; i < REQUESTS_PER_CALL; i++) {
    const started = performance.now();
    const response = await call();
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${label} answered ${response.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(`${label.padEnd(40)} p50 ${percentile(times, 50).toFixed(1)} ms   p95 ${percentile(times, 95).toFixed(1)} ms   (${REQUESTS_PER_CALL} requests)`);
}

/** Detection requests kept in flight `concurrency` at a time: requests per second and the latency a caller sees. */
async function throughput(concurrency: number, call: () => Promise<Response>): Promise<void> {
  const times: number[] = [];
  let sent = 0;
  const started = performance.now();
  const caller = async () => {
    while (sent < THROUGHPUT_REQUESTS) {
      sent++;
      const requested = performance.now();
      const response = await call();
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`detect at concurrency ${concurrency} answered ${response.status}`);
      times.push(performance.now() - requested);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, caller));
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const label = `detect ${WORD_LIMITS.detect} words, concurrency ${concurrency}`;
  console.log(`${label.padEnd(40)} ${(THROUGHPUT_REQUESTS / seconds).toFixed(1).padStart(6)} req/s   p50 ${percentile(times, 50).toFixed(0)} ms   p99 ${percentile(times, 99).toFixed(0)} ms`);
}

/** ENGINE_WORKERS as given to the server: "0" for the server's own thread, "" for the default pool. */
async function benchServer(engineWorkers: string, memoryTarget: boolean): Promise<void> {
  const server = await spawnServer(engineWorkers);
  try {
    const apiKey = await enterpriseApiKey(server);
    const admin = new HttpClient(server.baseUrl);
    await admin.post("/auth/login", { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    const post = (key: string, apiPath: string, words: number) => () =>
      fetch(`${server.baseUrl}${apiPath}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ apiKey: key, text: textOf(words) }),
      });

    const engines = engineWorkers === "0" ? "engines in the server's thread (ENGINE_WORKERS=0)" : `engines in the default pool, one worker per core (${os.availableParallelism()})`;
    console.log(`Inkprint server benchmark: ${engines}; the start script's server process ${server.pid}, loopback HTTP\n`);
    console.log(`server resident memory at start, all three engines loaded: ${residentMb(server.pid).toFixed(0)} MB\n`);
    await measure(`detect, ${WORD_LIMITS.detect} words`, post(apiKey, "/apiv1/inkprint/detect", WORD_LIMITS.detect));
    await measure(`humanize, ${WORD_LIMITS.rewrite} words`, post(apiKey, "/apiv1/inkprint/humanize", WORD_LIMITS.rewrite));
    await measure(`emprove, ${WORD_LIMITS.rewrite} words`, post(apiKey, "/apiv1/inkprint/emprove", WORD_LIMITS.rewrite));
    console.log("");
    for (const concurrency of THROUGHPUT_CONCURRENCIES) {
      await throughput(concurrency, post(await newApiKey(admin, `throughput ${concurrency}`), "/apiv1/inkprint/detect", WORD_LIMITS.detect));
    }

    const rssMb = residentMb(server.pid);
    if (memoryTarget) {
      console.log(`\nserver resident memory after the runs: ${rssMb.toFixed(0)} MB (target <= ${RSS_TARGET_MB} MB) ${rssMb <= RSS_TARGET_MB ? "PASS" : "FAIL"}`);
      console.log("(where it goes: docs/decisions/017-server-memory.md)\n");
    } else {
      console.log(`\nserver resident memory after the runs: ${rssMb.toFixed(0)} MB (each worker holds its own engines; decision 116)\n`);
    }
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  await benchServer("0", true);
  await benchServer("", false);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
