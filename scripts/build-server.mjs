// `npm start` runs the server as two plain JavaScript bundles built here from
// its TypeScript sources: dist/server/main.js (the server) and
// dist/server/worker.js (what each engine worker runs). Under tsx every worker
// thread carried its own TypeScript loader, about 32 MB each, and the server
// a loader isolate and a parent process of its own (decision 142).
//
// Each source file keeps its own import.meta.url, rewritten to point at where
// the file lives under src/, so the data files the engines read beside their
// code (model.json, word lists) and the migrations are found as they are under
// tsx. Packages stay external: node_modules is read as it is installed.
//
// esbuild takes well under a second, so every start builds; a bundle whose
// content did not change is not rewritten, and a changed one replaces the old
// in one rename, so a second instance starting beside a running one never
// reads half a file.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const OUT_DIR = path.join(ROOT, "dist/server");
const WORKER_POOL_SOURCE = path.join(ROOT, "src/server/workers/worker-pool.ts");

/** A path as a relative URL, seen from a directory. */
function relativeUrl(fromDirectory, file) {
  return path.relative(fromDirectory, file).split(path.sep).join("/");
}

/** `import.meta.url` in a bundled source file: that file's own address, computed from the bundle's at run time. */
function sourceUrlsPlugin() {
  return {
    name: "source-urls",
    setup(builder) {
      builder.onLoad({ filter: /\.ts$/ }, async ({ path: file }) => {
        const contents = await fs.promises.readFile(file, "utf8");
        const fromBundle = relativeUrl(OUT_DIR, file);
        return {
          contents: contents.replaceAll("import.meta.url", `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`),
          loader: "ts",
        };
      });
    },
  };
}

function writeIfChanged(file, contents) {
  if (fs.existsSync(file) && Buffer.compare(fs.readFileSync(file), contents) === 0) return;
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, contents);
  fs.renameSync(temporary, file);
}

const result = await build({
  absWorkingDir: ROOT,
  entryPoints: { main: "src/server/main.ts", worker: "src/server/workers/worker.ts" },
  outdir: OUT_DIR,
  bundle: true,
  format: "esm",
  platform: "node",
  target: "node20",
  packages: "external",
  // Read by worker-pool.ts: a bundled server starts the bundled worker, found from worker-pool.ts's own address.
  define: { INKPRINT_BUNDLED_WORKER: JSON.stringify(relativeUrl(path.dirname(WORKER_POOL_SOURCE), path.join(OUT_DIR, "worker.js"))) },
  sourcemap: "linked",
  plugins: [sourceUrlsPlugin()],
  write: false,
  logLevel: "warning",
});
fs.mkdirSync(OUT_DIR, { recursive: true });
for (const output of result.outputFiles) writeIfChanged(output.path, output.contents);
