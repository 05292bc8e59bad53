import { spawn, type ChildProcess } from "node:child_process";
import { freePort } from "./free-port";

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  /** SIGKILL: the process gets no chance to finish anything. */
  kill(): Promise<void>;
}

/**
 * How the server runs: from its TypeScript sources through tsx's loader, or
 * as `npm start` runs it, the bundle scripts/build-server.mjs wrote (which the
 * caller builds first).
 */
const SERVER_ARGUMENTS = {
  sources: ["--import", "tsx", "src/server/main.ts"],
  bundle: ["dist/server/main.js"],
} as const;

/**
 * The real server in a process of its own, on a free port; resolves once it
 * answers. One process, not tsx's command (which runs the server in a child),
 * so a signal reaches the server itself.
 */
export async function startServerProcess(
  env: Record<string, string>,
  form: keyof typeof SERVER_ARGUMENTS = "sources",
): Promise<ServerProcess> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, SERVER_ARGUMENTS[form], {
    stdio: "ignore",
    env: { ...process.env, PORT: String(port), PUBLIC_URL: baseUrl, LOG_LEVEL: "silent", ...env },
  });
  const kill = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGKILL");
    await exited;
  };
  for (let waited = 0; ; waited += 100) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    if (waited > 30_000) {
      await kill();
      throw new Error("the server did not listen within 30 s");
    }
    const up = await fetch(`${baseUrl}/auth/check-auth`).then(
      () => true,
      () => false,
    );
    if (up) return { baseUrl, child, kill };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
