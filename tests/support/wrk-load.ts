/**
 * The load generator of bench:server's detection runs (decision 153): wrk,
 * from Debian's packages, one process per server instance. On the 2-core
 * benchmark machine the client shares the cores with the server it
 * measures, and the pooled server, which needs both, pays for every
 * millisecond the client takes while the in-thread server leaves a core
 * idle for it; wrk spends a fraction of what a Node client does per request.
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), "wrk-load.lua");
/** Long enough that a request is never cut off: a slow answer shows in the p99, not as an error. */
const REQUEST_TIMEOUT = "60s";

/** One server instance under load, and the bodies to send it in turn (one per API key). */
export interface LoadTarget {
  url: string;
  bodies: string[];
}

export interface LoadFigures {
  requests: number;
  seconds: number;
  /** Answers that were not 2xx or 3xx, and requests that got no answer (connect, read, write errors, timeouts). */
  errors: number;
  /** Every request's latency in milliseconds, ascending. */
  latenciesMs: number[];
  /** CPU the load generator spent per request. */
  clientCpuMs: number;
}

export function assertWrkInstalled(): void {
  if (spawnSync("wrk", ["--version"]).error) throw new Error("bench:server drives its load with wrk: apt-get install -y wrk");
}

interface OneProcess {
  requests: number;
  seconds: number;
  errors: number;
  histogram: [number, number][];
  cpuMs: number;
}

/** The output's last line, from the bash builtin `times`: the CPU of the shell's children ("0m1.234s 0m0.056s"), wrk's. */
function childrenCpuMs(output: string): number {
  const children = output
    .trim()
    .split("\n")
    .at(-1)
    ?.match(/^(\d+)m([\d.]+)s (\d+)m([\d.]+)s$/);
  if (!children) throw new Error(`no CPU times after wrk's output:\n${output}`);
  const [userMin, userSec, systemMin, systemSec] = children.slice(1).map(Number) as [number, number, number, number];
  return (userMin * 60 + userSec + systemMin * 60 + systemSec) * 1000;
}

function parseRun(output: string): OneProcess {
  const totals = output.match(/^totals (\d+) (\d+) (\d+) (\d+)$/m);
  const latency = output.match(/^latency (.*)$/m);
  if (!totals || !latency) throw new Error(`wrk printed no figures:\n${output}`);
  const [requests, microseconds, statusErrors, socketErrors] = totals.slice(1).map(Number) as [number, number, number, number];
  const histogram = latency[1]!
    .split(" ")
    .filter(Boolean)
    .map((pair) => pair.split(":").map(Number) as [number, number]);
  return { requests, seconds: microseconds / 1e6, errors: statusErrors + socketErrors, histogram, cpuMs: childrenCpuMs(output) };
}

function runWrk(target: LoadTarget, connections: number, seconds: number, directory: string, index: number): Promise<OneProcess> {
  const files = target.bodies.map((body, bodyIndex) => {
    const file = path.join(directory, `body-${index}-${bodyIndex}.json`);
    fs.writeFileSync(file, body);
    return file;
  });
  const command = [
    `wrk -t1 -c${connections} -d${seconds}s --timeout ${REQUEST_TIMEOUT} -s '${SCRIPT}' '${target.url}' -- ${files.map((file) => `'${file}'`).join(" ")}`,
    "status=$?",
    "times",
    "exit $status",
  ].join("\n");
  return new Promise((resolve, reject) => {
    const child = spawn("bash", ["-c", command], { stdio: ["ignore", "pipe", "inherit"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once("error", reject);
    // "close", not "exit": the process may exit before its output has all been read.
    child.once("close", (code) => {
      if (code !== 0) reject(new Error(`wrk exited with ${code}:\n${output}`));
      else resolve(parseRun(output));
    });
  });
}

/**
 * `connections` kept busy for `seconds`, spread over the targets (one wrk process each, the connections
 * shared out; a target left without one gets no process: with one request in flight only one instance
 * works at a time anyway).
 */
export async function wrkLoad(targets: LoadTarget[], connections: number, seconds: number): Promise<LoadFigures> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "inkprint-wrk-"));
  try {
    const shares = targets.map((_, index) => Math.floor(connections / targets.length) + (index < connections % targets.length ? 1 : 0));
    const runs = await Promise.all(
      targets.flatMap((target, index) => (shares[index]! > 0 ? [runWrk(target, shares[index]!, seconds, directory, index)] : [])),
    );
    const requests = runs.reduce((sum, run) => sum + run.requests, 0);
    const latenciesMs = runs
      .flatMap((run) => run.histogram.flatMap(([microseconds, count]) => Array<number>(count).fill(microseconds / 1000)))
      .sort((a, b) => a - b);
    return {
      requests,
      seconds: Math.max(...runs.map((run) => run.seconds)),
      errors: runs.reduce((sum, run) => sum + run.errors, 0),
      latenciesMs,
      clientCpuMs: runs.reduce((sum, run) => sum + run.cpuMs, 0) / Math.max(1, requests),
    };
  } finally {
    fs.rmSync(directory, { recursive: true, force: true });
  }
}
