import { spawn } from "node:child_process";

export interface CliRun {
  status: number | null;
  stdout: string;
  stderr: string;
  /** When the process exited, by Date.now(). */
  exitedAt: number;
}

/**
 * The environment the CLI runs in: the test's own, minus every LLM and
 * configuration variable the tests decide about, plus `env`. A variable set
 * to undefined is left out, so config defaults apply.
 */
export function cliEnv(env: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  const base: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ["OPENAI_API_KEY", "OPENAI_BASE_URL", "OPENAI_MODEL", "LLM_TIMEOUT_MS", "DETECT_ENGINE", "REWRITE_ENGINE"])
    delete base[name];
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete base[name];
    else base[name] = value;
  }
  return base;
}

/**
 * Runs `inkprint <args>` as a child process without blocking this one, so a
 * fake LLM server in the test process can answer it. Killed after `killAfterMs`
 * (status null) so a CLI that hangs fails the test instead of stalling it.
 */
export function runCli(args: string[], options: { stdin?: string; env?: NodeJS.ProcessEnv; killAfterMs?: number } = {}): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    // tsx as `npm run inkprint` starts it (npx would add its own warnings to stderr), in its own process group so a kill reaches its node child too.
    const child = spawn("node_modules/.bin/tsx", ["src/server/cli.ts", ...args], {
      env: options.env ?? cliEnv(),
      stdio: ["pipe", "pipe", "pipe"],
      detached: true,
    });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    const killer = setTimeout(() => {
      if (child.pid !== undefined) process.kill(-child.pid, "SIGKILL");
    }, options.killAfterMs ?? 60_000);
    child.on("error", reject);
    child.on("close", (status) => {
      clearTimeout(killer);
      resolve({ status, stdout, stderr, exitedAt: Date.now() });
    });
    child.stdin.end(options.stdin ?? "");
  });
}

export function jsonLines(stdout: string): Record<string, unknown>[] {
  return stdout
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}
