// `npm run dev`: the server with reload (tsx watch) and Vite's dev server with
// hot reload, which proxies the server's paths to it (vite.config.ts). Open
// the address Vite prints. Stopping one stops both.
import { spawn } from "node:child_process";

const children = [spawn("npx", ["tsx", "watch", "src/server/main.ts"], { stdio: "inherit" }), spawn("npx", ["vite"], { stdio: "inherit" })];

function stopAll(code) {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  process.exitCode = code;
}

for (const child of children) child.on("exit", (code) => stopAll(code ?? 0));
process.on("SIGINT", () => stopAll(0));
process.on("SIGTERM", () => stopAll(0));
