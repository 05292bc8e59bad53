// `npm start` builds the client only when the build is missing or older than
// its sources, so a restart is quick, and a production install (no dev
// dependencies, so no Vite) can serve a client built beforehand.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const BUILT = "dist/client/index.html";
const SOURCES = ["index.html", "vite.config.ts", "package-lock.json", "src/client", "src/shared", "public"];

function newestChange(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(entry).map((name) => newestChange(path.join(entry, name))));
}

function viteInstalled() {
  try {
    createRequire(import.meta.url).resolve("vite/package.json");
    return true;
  } catch {
    return false;
  }
}

const built = fs.existsSync(BUILT) ? fs.statSync(BUILT).mtimeMs : 0;
const stale = built === 0 || Math.max(...SOURCES.map(newestChange)) > built;
if (!stale) process.exit(0);

if (!viteInstalled()) {
  if (built > 0) {
    console.warn("The client's sources are newer than its build, but the build tools are not installed: serving the existing build.");
    process.exit(0);
  }
  console.error(
    "The client is not built and the build tools (dev dependencies) are not installed. Run " +
      "`npm install` with dev dependencies, or `npm run build` before installing without them.",
  );
  process.exit(1);
}
process.exit(spawnSync("npm", ["run", "-s", "build"], { stdio: "inherit" }).status ?? 1);
