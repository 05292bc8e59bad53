/**
 * `npm run bench:server`: the whole server as a self-hoster runs it. The
 * build steps of `npm start` run once, then its server command (the bundled
 * server, decision 142) runs as its own process per instance and is driven
 * over loopback HTTP (the detections by wrk, decision 153; install it with
 * `apt-get install -y wrk`), in four setups printed side by
 * side: SQLite with the engines in the server's thread (ENGINE_WORKERS=0),
 * SQLite with the default worker pool (decision 116), and PostgreSQL with one
 * and with two instances sharing the same total of workers (a database of its
 * own each, created and dropped; decision 120). For each: detection
 * throughput at concurrency 1, 8 and 32 (req/s, p50, p99, errors), detection
 * at concurrency 8 while four clients humanize, where the CPU of each
 * request at concurrency 8 went (the server's own thread, its other threads,
 * the benchmark's client), and resident memory, after
 * the runs and, for the SQLite setups, at its highest through rounds of mixed
 * work (detections, rewrites, improvements, reports). First,
 * the detector's own rate on one core without HTTP, for the target that HTTP
 * reaches 0.85 of cores × that rate. The pool's gain over the server's thread
 * is measured again with both servers running and taking turns, which the
 * machine's drift cannot bias (decision 152). Then issue 28's targets. A
 * benchmark, not a test: it prints figures against targets and never fails
 * the test suite.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { WORKER_SEMI_SPACE_MB } from "../../src/server/workers/worker-heap";
import { WORD_LIMITS } from "../../src/shared/limits";
import { benchText } from "../support/bench-text";
import { HttpClient } from "../support/http-client";
import { freePort } from "../support/free-port";
import { keepAliveAgent, preparedPost, type PreparedPost } from "../support/load-client";
import { tokenFromMail, waitForMailTo } from "../support/mailbox";
import { assertWrkInstalled, type LoadTarget, wrkLoad } from "../support/wrk-load";

const RSS_TARGET_MB = 400;
const POOL_RSS_TARGET_MB = 600;
/**
 * The mixed rounds a SQLite setup's memory is followed through after its runs (decision 147): a server's heaps
 * and allocator keep growing for minutes after the short runs, so "memory after the runs" alone read low.
 */
const MIXED_ROUNDS = 4;
const MIXED_DETECTIONS = 400;
const MIXED_REWRITES = 24;
/** Reports per round, within the dashboard's per-minute limit over the rounds (they are the admin's own tool calls). */
const MIXED_REPORTS = 6;
const REQUESTS_PER_CALL = 60;
const THROUGHPUT_CONCURRENCIES = [1, 8, 32] as const;
/**
 * Each detection run's length: at least the 800 requests at concurrency 8 the runs had when they counted
 * requests. wrk ends a run at its time and does not count a request still in flight then, so a run must
 * be long beside its slowest answers.
 */
const THROUGHPUT_SECONDS = 4;
/** The run beside humanizing clients is longer: with the engines in the server's thread a detection there waits seconds. */
const BESIDE_HUMANIZE_SECONDS = 8;
/** Detections before the measured runs, so the server's code is compiled and warm, as it is after minutes in service. */
const WARM_UP_SECONDS = 1;
/**
 * Each run spreads its requests over fresh keys, deleted after it, so none meets a key's per-minute limit: four keys
 * carry 600 requests a second for a run's 4 seconds (an account holds at most 10 keys).
 */
const KEYS_PER_RUN = 4;
/** Rounds of a comparison in turns (decision 152): odd, so the median is one round's figure. */
const ROUNDS_IN_TURNS = 7;
const START_TIMEOUT_MS = 120_000;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const ADMIN_EMAIL = "bench-admin@example.com";
const ADMIN_PASSWORD = "bench admin password";

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/**
 * `npm start`'s command ("node scripts/build-client-if-stale.mjs && node scripts/build-server.mjs &&
 * MALLOC_ARENA_MAX=2 exec node … dist/server/main.js") in its steps, each with the variables it sets.
 */
function startScriptSteps(): { env: Record<string, string>; words: string[] }[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> };
  return manifest.scripts.start!.split("&&").map((step) => {
    const words = step.trim().split(/\s+/);
    const env: Record<string, string> = {};
    while (words[0]?.includes("=")) {
      const assignment = words.shift()!;
      const at = assignment.indexOf("=");
      env[assignment.slice(0, at)] = assignment.slice(at + 1);
    }
    if (words[0] === "exec") words.shift();
    return { env, words };
  });
}

/** The server part of `npm start`, its last step: the bench runs exactly that command, after the build steps before it. */
function serverCommandOfStartScript(): { env: Record<string, string>; nodeFlags: string[]; entry: string } {
  const { env, words: command } = startScriptSteps().at(-1)!;
  if (command[0] !== "node") throw new Error(`the start script no longer ends with a node command: ${command.join(" ")}`);
  return { env, nodeFlags: command.slice(1, -1), entry: path.join(ROOT, command.at(-1)!) };
}

/** The steps of `npm start` before the server's (the client's and the server's builds), run once before any server starts. */
function buildAsStartDoes(): void {
  for (const {
    words: [command, ...args],
  } of startScriptSteps().slice(0, -1)) {
    if (command !== "node") throw new Error(`unexpected build step in the start script: ${command}`);
    const built = spawnSync(process.execPath, args, { cwd: ROOT, stdio: ["ignore", "ignore", "inherit"] });
    if (built.status !== 0) throw new Error(`${args.join(" ")} failed with exit ${built.status}`);
  }
}

/** The pool's workers have semi-spaces of their own size whatever the start script's flag gives the server's thread (decision 154). */
function asInAWorker(nodeFlag: string): string {
  return nodeFlag.startsWith("--max-semi-space-size=") ? `--max-semi-space-size=${WORKER_SEMI_SPACE_MB}` : nodeFlag;
}

/** One copy of tests/support/raw-detect-rate.ts through tsx, with the start script's Node flags and variables, and the lines it prints. */
function rawDetectProcess(together: boolean) {
  const { env, nodeFlags } = serverCommandOfStartScript();
  const script = path.join(ROOT, "tests/support/raw-detect-rate.ts");
  const args = ["--import", "tsx", ...nodeFlags.map(asInAWorker), script, ...(together ? ["--together"] : [])];
  const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ["pipe", "pipe", "inherit"], env: { ...process.env, ...env } });
  const lines = readline.createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const nextLine = async () => {
    const { value, done } = await lines.next();
    if (done) throw new Error(`the raw detector rate could not be measured (exit ${child.exitCode})`);
    return value;
  };
  return { child, nextLine };
}

/**
 * The raw detector's texts per second, one process per copy: one copy alone
 * (the rate the HTTP target multiplies by the cores), or one per core let go
 * together once all are warm, which is the most a full pool could reach on
 * this machine (decision 146).
 */
async function rawDetectRates(copies: number): Promise<number[]> {
  const together = copies > 1;
  const runs = Array.from({ length: copies }, () => rawDetectProcess(together));
  if (together) {
    await Promise.all(runs.map((run) => run.nextLine()));
    for (const run of runs) run.child.stdin.write("go\n");
  }
  const rates = (await Promise.all(runs.map((run) => run.nextLine()))).map(Number);
  await Promise.all(runs.map((run) => (run.child.exitCode === null ? once(run.child, "exit") : undefined)));
  if (!rates.every((rate) => rate > 0)) throw new Error(`the raw detector rate could not be measured: ${rates.join(", ")}`);
  return rates;
}

function residentMb(pid: number): number {
  const line = fs.readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB$/m);
  if (!line) throw new Error(`no VmRSS for process ${pid}`);
  return Number(line[1]) / 1024;
}

/** Linux reports a thread's CPU in clock ticks of 1/100 s (USER_HZ, fixed at 100 for /proc on the platforms Node runs on). */
const MS_PER_CLOCK_TICK = 10;

/**
 * The CPU each thread of the processes has used so far, in milliseconds,
 * from /proc/<pid>/task/<tid>/stat (user and system time); keyed by thread,
 * with whether it is a process's main thread (the server's own thread).
 */
function threadCpuMs(pids: number[]): Map<string, { main: boolean; ms: number }> {
  const threads = new Map<string, { main: boolean; ms: number }>();
  for (const pid of pids) {
    for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
      const stat = fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, "utf8");
      // The fields after the command name, which may itself hold spaces: utime and stime are the 12th and 13th.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      threads.set(`${pid}/${tid}`, { main: tid === String(pid), ms: (Number(fields[11]) + Number(fields[12])) * MS_PER_CLOCK_TICK });
    }
  }
  return threads;
}

/** Where a run's CPU went per request: the servers' own threads, their other threads (engine workers, V8's own), the client. */
function cpuPerRequestLine(before: ReturnType<typeof threadCpuMs>, after: ReturnType<typeof threadCpuMs>, figures: Throughput): string {
  const { requests } = figures;
  let serverThreads = 0;
  let otherThreads = 0;
  for (const [thread, { main, ms }] of after) {
    const used = ms - (before.get(thread)?.ms ?? 0);
    if (main) serverThreads += used;
    else otherThreads += used;
  }
  const [own, other] =
    [...after.values()].filter((thread) => thread.main).length > 1
      ? ["the servers' own threads", "their other threads"]
      : ["the server's thread", "its other threads"];
  return (
    `  CPU per request: ${own} ${(serverThreads / requests).toFixed(2)} ms, ${other} ` +
    `(engine workers, V8's own) ${(otherThreads / requests).toFixed(2)} ms, the benchmark's client ${figures.clientCpuMs.toFixed(2)} ms`
  );
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

async function spawnServer(engineWorkers: string, extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "inkprint-bench-"));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const { env: startEnv, nodeFlags, entry } = serverCommandOfStartScript();
  const child = spawn(process.execPath, [...nodeFlags, entry], {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      ...startEnv,
      DATA_DIR: dataDir,
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: "silent",
      DETECT_ENGINE: "embedded",
      REWRITE_ENGINE: "embedded",
      ADMIN_EMAILS: ADMIN_EMAIL,
      ENGINE_WORKERS: engineWorkers,
      ...extraEnv,
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
    return { baseUrl, dataDir, pid: child.pid!, stop };
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
  const registered = await admin.post("/auth/register", {
    name: "Bench",
    email: ADMIN_EMAIL,
    password: ADMIN_PASSWORD,
    password_check: ADMIN_PASSWORD,
  });
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

async function measure(label: string, call: PreparedPost): Promise<void> {
  const times: number[] = [];
  for (let i = 0; i < REQUESTS_PER_CALL; i++) {
    const started = performance.now();
    const status = await call();
    if (status !== 200) throw new Error(`${label} answered ${status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(40)} p50 ${percentile(times, 50).toFixed(1)} ms   p95 ${percentile(times, 95).toFixed(1)} ms   (${REQUESTS_PER_CALL} requests)`,
  );
}

interface Throughput {
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /**
   * CPU wrk spent in the run, over the requests measured: taken from the same cores as the server's. With
   * few requests (the server's thread beside humanizing clients) its start-up dominates, so it reads higher.
   */
  clientCpuMs: number;
}

/**
 * Detections kept in flight `concurrency` at a time for `seconds`, through
 * wrk (decision 153), spread over the targets (one per instance): requests
 * per second, the latency a caller sees, and how many answers were not 2xx.
 */
async function detectionRun(concurrency: number, targets: LoadTarget[], seconds = THROUGHPUT_SECONDS): Promise<Throughput> {
  const load = await wrkLoad(targets, concurrency, seconds);
  return {
    requests: load.requests,
    requestsPerSecond: load.requests / load.seconds,
    p50: percentile(load.latenciesMs, 50),
    p99: percentile(load.latenciesMs, 99),
    errors: load.errors,
    clientCpuMs: load.clientCpuMs,
  };
}

/**
 * The mixed rounds' calls, `requests` of them kept in flight `concurrency` at a time through the Node client
 * (they read memory, not speed): how many answers were not 200.
 */
async function failedCalls(concurrency: number, calls: PreparedPost[], requests: number): Promise<number> {
  let sent = 0;
  let errors = 0;
  const caller = async () => {
    while (sent < requests) {
      const call = calls[sent++ % calls.length]!;
      if ((await call()) !== 200) errors++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, caller));
  return errors;
}

function throughputLine(label: string, figures: Throughput): string {
  const rate = `${figures.requestsPerSecond.toFixed(1).padStart(6)} req/s`;
  const latency = `p50 ${figures.p50.toFixed(0).padStart(4)} ms   p99 ${figures.p99.toFixed(0).padStart(5)} ms`;
  return `${label.padEnd(44)} ${rate}   ${latency}   errors ${figures.errors}   client CPU ${figures.clientCpuMs.toFixed(2)} ms/req`;
}

/** What the four humanizing clients got meanwhile: a queue that only served detections would show here. */
interface RewritesBeside {
  finished: number;
  perSecond: number;
  p50: number;
}

/** Detect at concurrency 8 while four other clients humanize 1000-word texts without pause. */
async function detectWhileHumanizing(detect: LoadTarget[], humanize: PreparedPost): Promise<Throughput & { rewrites: RewritesBeside }> {
  let running = true;
  const rewriteTimes: number[] = [];
  const humanizer = async () => {
    while (running) {
      const started = performance.now();
      await humanize();
      if (running) rewriteTimes.push(performance.now() - started);
    }
  };
  const background = Array.from({ length: 4 }, humanizer);
  const started = performance.now();
  const figures = await detectionRun(8, detect, BESIDE_HUMANIZE_SECONDS);
  const seconds = (performance.now() - started) / 1000;
  running = false;
  await Promise.all(background);
  rewriteTimes.sort((a, b) => a - b);
  const p50 = rewriteTimes.length > 0 ? percentile(rewriteTimes, 50) : Number.NaN;
  return { ...figures, rewrites: { finished: rewriteTimes.length, perSecond: rewriteTimes.length / seconds, p50 } };
}

interface Setup {
  label: string;
  /** ENGINE_WORKERS for each instance: "0" for the server's own thread, "" for the default (one per core). */
  engineWorkers: string;
  instances: number;
  postgres: boolean;
}

interface SetupFigures {
  setup: Setup;
  byConcurrency: Map<number, Throughput>;
  underHumanize: Throughput;
  alone: Throughput;
  rssMb: number[];
  /** The highest resident memory seen through the mixed rounds (SQLite setups only), else the figure after the runs. */
  peakRssMb: number;
}

const POSTGRES_ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** A fresh PostgreSQL database for one setup, dropped after it. */
async function withPostgresDatabase<T>(work: (url: string) => Promise<T>): Promise<T> {
  const name = `inkprint_bench_${process.pid}_${Date.now()}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  try {
    const url = new URL(POSTGRES_ADMIN_URL);
    url.pathname = `/${name}`;
    return await work(url.toString());
  } finally {
    await admin(`drop database if exists ${name} with (force)`);
  }
}

/**
 * A service's day in small: rounds of detections at concurrency 8, rewrites and improvements four at a
 * time, and PDF reports, reading resident memory after each part. Each round's calls use a key of their
 * own, deleted after it (an account holds at most 10). Returns the highest reading.
 */
async function mixedWorkloadPeak(server: RunningServer, admin: HttpClient, agent: ReturnType<typeof keepAliveAgent>): Promise<number> {
  const post = (key: string, apiPath: string, words: number) =>
    preparedPost(agent, `${server.baseUrl}${apiPath}`, { apiKey: key, text: benchText(words) });
  const report = {
    score: 83,
    verdict: "Likely AI-generated",
    explanation: benchText(60),
    senteces: [benchText(25), benchText(30)],
    word_count: 750,
  };
  const readings: number[] = [];
  let failures = 0;
  for (let round = 1; round <= MIXED_ROUNDS; round++) {
    const key = await newApiKey(admin, `mixed round ${round}`);
    failures += await failedCalls(8, [post(key, "/apiv1/inkprint/detect", WORD_LIMITS.detect)], MIXED_DETECTIONS);
    readings.push(residentMb(server.pid));
    const rewrites = [
      post(key, "/apiv1/inkprint/humanize", WORD_LIMITS.rewrite),
      post(key, "/apiv1/inkprint/emprove", WORD_LIMITS.rewrite),
    ];
    failures += await failedCalls(4, rewrites, 2 * MIXED_REWRITES);
    readings.push(residentMb(server.pid));
    for (let i = 0; i < MIXED_REPORTS; i++) {
      const exported = await admin.raw("POST", "/api/export", report);
      await exported.arrayBuffer();
      if (exported.status !== 200) failures++;
    }
    readings.push(residentMb(server.pid));
    await admin.post("/api/deleteApiKey", { keyToDelete: key });
  }
  if (failures > 0) throw new Error(`${failures} calls of the mixed rounds failed`);
  console.log(
    `resident memory through ${MIXED_ROUNDS} mixed rounds (${MIXED_DETECTIONS} detections, ${2 * MIXED_REWRITES} rewrites, ` +
      `${MIXED_REPORTS} reports each): ${readings.map((mb) => mb.toFixed(0)).join(", ")} MB`,
  );
  return Math.max(...readings);
}

/** A setup's running instances, its admin signed in, and the calls the runs send. */
interface StartedInstances {
  first: RunningServer;
  apiKey: string;
  admin: HttpClient;
  post: (server: RunningServer, key: string, apiPath: string, words: number) => PreparedPost;
  /** Each instance's detection endpoint, with a body per key, so a run spreads over every instance. */
  detectEverywhere: (keys: string[]) => LoadTarget[];
  /** A run with KEYS_PER_RUN new keys, deleted after it, so no run meets a key's per-minute limit. */
  withFreshKeys: <T>(name: string, run: (keys: string[]) => Promise<T>) => Promise<T>;
}

/**
 * Starts a setup's instances (each pushed into `started`, which the caller stops, also on failure), with
 * one database when `databaseUrl` is set, and signs the admin in with an Enterprise key.
 */
async function startInstances(
  { engineWorkers, instances }: Pick<Setup, "engineWorkers" | "instances">,
  databaseUrl: string | null,
  agent: ReturnType<typeof keepAliveAgent>,
  started: RunningServer[],
): Promise<StartedInstances> {
  const servers: RunningServer[] = [];
  for (let i = 0; i < instances; i++) {
    const server = await spawnServer(engineWorkers, databaseUrl ? { DATABASE_URL: databaseUrl } : {});
    servers.push(server);
    started.push(server);
  }
  const first = servers[0]!;
  const apiKey = await enterpriseApiKey(first);
  const admin = new HttpClient(first.baseUrl);
  await admin.post("/auth/login", { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  const post = (server: RunningServer, key: string, apiPath: string, words: number) =>
    preparedPost(agent, `${server.baseUrl}${apiPath}`, { apiKey: key, text: benchText(words) });
  const text = benchText(WORD_LIMITS.detect);
  return {
    first,
    apiKey,
    admin,
    post,
    detectEverywhere: (keys) =>
      servers.map((server) => ({
        url: `${server.baseUrl}/apiv1/inkprint/detect`,
        bodies: keys.map((key) => JSON.stringify({ apiKey: key, text })),
      })),
    withFreshKeys: async (name, run) => {
      const keys = await Promise.all(Array.from({ length: KEYS_PER_RUN }, (_, i) => newApiKey(admin, `${name} ${i + 1}`)));
      try {
        return await run(keys);
      } finally {
        for (const key of keys) await admin.post("/api/deleteApiKey", { keyToDelete: key });
      }
    },
  };
}

/** Detections for WARM_UP_SECONDS, so the servers' code is compiled and warm before anything is measured. */
async function warmUp({ detectEverywhere, withFreshKeys }: StartedInstances): Promise<void> {
  await withFreshKeys("warm-up", (keys) => detectionRun(8, detectEverywhere(keys), WARM_UP_SECONDS));
}

async function runSetup(setup: Setup, databaseUrl: string | null): Promise<SetupFigures> {
  const servers: RunningServer[] = [];
  const agent = keepAliveAgent();
  try {
    const instances = await startInstances(setup, databaseUrl, agent, servers);
    const { first, apiKey, admin, post, detectEverywhere, withFreshKeys } = instances;

    console.log(
      `\n${setup.label}: process ${servers.map((server) => server.pid).join(", ")}, ` +
        `${servers.map((server) => `${residentMb(server.pid).toFixed(0)} MB`).join(" + ")} at start`,
    );
    if (setup.instances === 1 && !setup.postgres) {
      await measure(`detect, ${WORD_LIMITS.detect} words`, post(first, apiKey, "/apiv1/inkprint/detect", WORD_LIMITS.detect));
      await measure(`humanize, ${WORD_LIMITS.rewrite} words`, post(first, apiKey, "/apiv1/inkprint/humanize", WORD_LIMITS.rewrite));
      await measure(`emprove, ${WORD_LIMITS.rewrite} words`, post(first, apiKey, "/apiv1/inkprint/emprove", WORD_LIMITS.rewrite));
    }
    await warmUp(instances);
    const byConcurrency = new Map<number, Throughput>();
    const pids = servers.map((server) => server.pid);
    for (const concurrency of THROUGHPUT_CONCURRENCIES) {
      const { figures, cpuLine } = await withFreshKeys(`throughput ${concurrency}`, async (keys) => {
        const cpuBefore = threadCpuMs(pids);
        const run = await detectionRun(concurrency, detectEverywhere(keys));
        return { figures: run, cpuLine: cpuPerRequestLine(cpuBefore, threadCpuMs(pids), run) };
      });
      byConcurrency.set(concurrency, figures);
      console.log(throughputLine(`detect ${WORD_LIMITS.detect} words, concurrency ${concurrency}`, figures));
      if (concurrency === 8) console.log(cpuLine);
    }
    const alone = byConcurrency.get(8)!;
    const humanize = post(first, await newApiKey(admin, "humanize load"), "/apiv1/inkprint/humanize", WORD_LIMITS.rewrite);
    // The detections go to the instance the rewrites load.
    const underHumanize = await withFreshKeys("detect beside humanize", (keys) =>
      detectWhileHumanizing(detectEverywhere(keys).slice(0, 1), humanize),
    );
    console.log(throughputLine("detect at 8 while 4 clients humanize", underHumanize));
    const { rewrites } = underHumanize;
    console.log(
      `  meanwhile ${rewrites.finished} rewrites of ${WORD_LIMITS.rewrite} words finished ` +
        `(${rewrites.perSecond.toFixed(1)}/s, p50 ${rewrites.p50.toFixed(0)} ms)`,
    );
    const rssMb = servers.map((server) => residentMb(server.pid));
    console.log(`resident memory after the runs: ${rssMb.map((mb) => `${mb.toFixed(0)} MB`).join(" + ")}`);
    const peakRssMb = setup.postgres ? Math.max(...rssMb) : Math.max(...rssMb, await mixedWorkloadPeak(first, admin, agent));
    return { setup, byConcurrency, underHumanize, alone, rssMb, peakRssMb };
  } finally {
    agent.destroy();
    for (const server of servers) await server.stop();
  }
}

/** One side of a comparison in turns: the instances of a setup, with the database they share (null: SQLite each). */
interface TurnSide {
  engineWorkers: string;
  instances: number;
  databaseUrl: string | null;
}

/**
 * Setup B's throughput over setup A's, measured with both running and taking turns (decision 152): the
 * machine's speed drifts by a third within minutes, so two setups measured one after the other differ by
 * the drift as much as by what they are. Each round runs THROUGHPUT_SECONDS of detections at concurrency 8
 * on each side, spread over its instances, the order alternating by round; returns each round's B / A.
 */
async function ratiosInTurns(a: TurnSide, b: TurnSide): Promise<number[]> {
  const agent = keepAliveAgent();
  const servers: RunningServer[] = [];
  try {
    const sides: StartedInstances[] = [];
    for (const side of [a, b]) {
      const instances = await startInstances(side, side.databaseUrl, agent, servers);
      await warmUp(instances);
      sides.push(instances);
    }
    const ratios: number[] = [];
    for (let round = 0; round < ROUNDS_IN_TURNS; round++) {
      const rates = [0, 0];
      for (const side of round % 2 === 0 ? [0, 1] : [1, 0]) {
        const { detectEverywhere, withFreshKeys } = sides[side]!;
        rates[side] = (await withFreshKeys(`turns ${round}`, (keys) => detectionRun(8, detectEverywhere(keys)))).requestsPerSecond;
      }
      ratios.push(rates[1]! / rates[0]!);
    }
    return ratios;
  } finally {
    agent.destroy();
    for (const server of servers) await server.stop();
  }
}

/** Prints the rounds of a comparison in turns and returns their median. */
function medianOfTurns(label: string, ratios: number[]): number {
  const median = percentile(
    [...ratios].sort((x, y) => x - y),
    50,
  );
  console.log(
    `\n${label}, both running and taking turns, by round: ${ratios.map((r) => `${r.toFixed(2)}×`).join(", ")}; median ${median.toFixed(2)}×`,
  );
  return median;
}

function targetLine(mark: string, name: string, measured: string, after: string): void {
  console.log(`  ${mark}  ${name.padEnd(58)} ${measured.padStart(16)}   ${after}`);
}

function target(name: string, pass: boolean, measured: string, goal: string): void {
  targetLine(pass ? "PASS" : "FAIL", name, measured, `target ${goal}`);
}

/** A figure printed among the targets to read them by, with no target of its own. */
function printed(name: string, measured: string, meaning: string): void {
  targetLine("----", name, measured, meaning);
}

/**
 * `npm run bench:server [-- --pool N] [--sqlite-only]`: --pool sets the
 * pooled setup's workers instead of the default; --sqlite-only stops before
 * the PostgreSQL setups. The raw detector's rate on one core, which the HTTP
 * target compares with, is measured first, in the same run.
 */
async function main(): Promise<void> {
  const cores = os.availableParallelism();
  console.log(
    `Inkprint server benchmark: the start script's server over loopback HTTP, ${cores} cores, ` +
      `/apiv1/inkprint/detect with ${WORD_LIMITS.detect} words, ${THROUGHPUT_SECONDS} s per run through wrk`,
  );
  assertWrkInstalled();
  buildAsStartDoes();
  const [rawRate] = (await rawDetectRates(1)) as [number];
  console.log(
    `The detector alone, one core, the start script's Node flags as a worker has them: ${rawRate} texts of ${WORD_LIMITS.detect} words per second`,
  );
  const sideBySide = await rawDetectRates(cores);
  const ceiling = sideBySide.reduce((sum, rate) => sum + rate, 0);
  console.log(
    `The detector on all ${cores} cores at once (${sideBySide.join(" + ")}): ${ceiling.toFixed(1)} texts/s, ` +
      `${(ceiling / (cores * rawRate)).toFixed(2)} of ${cores} × one core alone`,
  );
  const inThread = await runSetup(
    { label: "SQLite, engines in the server's thread (ENGINE_WORKERS=0)", engineWorkers: "0", instances: 1, postgres: false },
    null,
  );
  const poolArgument = process.argv.indexOf("--pool");
  const poolSize = poolArgument > 0 ? (process.argv[poolArgument + 1] ?? "") : "";
  const pooled = await runSetup(
    {
      label: `SQLite, ${poolSize ? `a pool of ${poolSize}` : `the default pool (${cores} workers)`}`,
      engineWorkers: poolSize,
      instances: 1,
      postgres: false,
    },
    null,
  );
  const poolInTurns = medianOfTurns(
    "The pool over the server's thread at concurrency 8",
    await ratiosInTurns(
      { engineWorkers: "0", instances: 1, databaseUrl: null },
      { engineWorkers: poolSize, instances: 1, databaseUrl: null },
    ),
  );
  if (process.argv.includes("--sqlite-only")) return;
  const pgOne = await withPostgresDatabase((url) =>
    runSetup({ label: `PostgreSQL, one instance, ${cores} workers`, engineWorkers: String(cores), instances: 1, postgres: true }, url),
  );
  const perInstance = Math.max(1, Math.floor(cores / 2));
  const pgTwo = await withPostgresDatabase((url) =>
    runSetup(
      {
        label: `PostgreSQL, two instances, ${perInstance} worker${perInstance === 1 ? "" : "s"} each`,
        engineWorkers: String(perInstance),
        instances: 2,
        postgres: true,
      },
      url,
    ),
  );
  const pgInTurns = medianOfTurns(
    "Two PostgreSQL instances over one with the same workers, at concurrency 8",
    await withPostgresDatabase((one) =>
      withPostgresDatabase((two) =>
        ratiosInTurns(
          { engineWorkers: String(cores), instances: 1, databaseUrl: one },
          { engineWorkers: String(perInstance), instances: 2, databaseUrl: two },
        ),
      ),
    ),
  );

  console.log("\nTargets:");
  const at8 = (figures: SetupFigures) => figures.byConcurrency.get(8)!.requestsPerSecond;
  const best = (figures: SetupFigures) => Math.max(...[...figures.byConcurrency.values()].map((value) => value.requestsPerSecond));
  target("pool's throughput at 8 over ENGINE_WORKERS=0's, in turns", poolInTurns >= 1.6, `${poolInTurns.toFixed(2)}×`, ">= 1.6× (median)");
  printed(
    "the same from the two setups' runs above",
    `${(at8(pooled) / at8(inThread)).toFixed(2)}×`,
    "measured minutes apart, so the machine's drift is in it",
  );
  target(
    `HTTP throughput over ${cores} cores × the raw rate (${rawRate}/s)`,
    best(pooled) >= 0.85 * cores * rawRate,
    `${(best(pooled) / (cores * rawRate)).toFixed(2)}`,
    ">= 0.85",
  );
  printed(
    `HTTP throughput over the detector on all ${cores} cores at once (${ceiling.toFixed(1)}/s)`,
    (best(pooled) / ceiling).toFixed(2),
    "what this machine's cores give side by side",
  );
  for (const figures of [inThread, pooled]) {
    const ratio = figures.underHumanize.p99 / figures.alone.p99;
    target(`detect p99 beside humanize over alone, ${figures.setup.label.split(", ")[1]}`, ratio <= 3, `${ratio.toFixed(2)}×`, "<= 3×");
  }
  const errors = [...pgTwo.byConcurrency.values()].reduce((sum, value) => sum + value.errors, 0);
  target("two PostgreSQL instances: errors", errors === 0, String(errors), "0");
  target("two PostgreSQL instances within 10% of one, in turns", pgInTurns >= 0.9, `${pgInTurns.toFixed(2)}×`, ">= 0.90× (median)");
  printed(
    "the same from the two setups' best runs above",
    `${(best(pgTwo) / best(pgOne)).toFixed(2)}×`,
    "measured minutes apart, so the machine's drift is in it",
  );
  target(
    `default pool's memory on ${cores} cores, highest seen`,
    pooled.peakRssMb <= POOL_RSS_TARGET_MB,
    `${pooled.peakRssMb.toFixed(0)} MB`,
    `<= ${POOL_RSS_TARGET_MB} MB`,
  );
  target(
    "engines in the server's thread: memory, highest seen",
    inThread.peakRssMb <= RSS_TARGET_MB,
    `${inThread.peakRssMb.toFixed(0)} MB`,
    `<= ${RSS_TARGET_MB} MB (docs/decisions/017)`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
