import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { CHROMIUM_PATH } from "./support/browser";

/** Everything the built client is made of; a newer file than dist/client/index.html means the build is stale. */
const CLIENT_SOURCES = ["src/client", "src/shared", "index.html", "vite.config.ts"];
const BUILT_INDEX = path.resolve("dist/client/index.html");

function newestMtime(entry: string): number {
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(entry).reduce((newest, name) => Math.max(newest, newestMtime(path.join(entry, name))), stat.mtimeMs);
}

function clientBuildIsStale(): boolean {
  if (!fs.existsSync(BUILT_INDEX)) return true;
  const built = fs.statSync(BUILT_INDEX).mtimeMs;
  return CLIENT_SOURCES.some((source) => newestMtime(path.resolve(source)) > built);
}

export default function setup(): void {
  // No browser means no end-to-end evidence: fail loudly rather than skip, in CI and locally alike.
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(`e2e: ${CHROMIUM_PATH} not found. Install it with: apt-get install -y chromium`);
  }
  if (clientBuildIsStale()) {
    // vitest sets NODE_ENV=test, which would make Vite bundle React's development runtime; build what users get.
    execFileSync(process.execPath, [path.resolve("node_modules/vite/bin/vite.js"), "build", "--logLevel", "warn"], {
      stdio: "inherit",
      env: { ...process.env, NODE_ENV: "production" },
    });
  }
}
