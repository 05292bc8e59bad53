#!/usr/bin/env node
/**
 * Fails the build when the landing route's JavaScript — the entry chunk plus
 * every chunk it imports statically, i.e. what a first visit downloads before
 * anything renders — exceeds the budget gzipped. Lazy routes are not counted.
 * Reads Vite's manifest (build.manifest in vite.config.ts).
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const BUDGET_KB = 200;
const outDir = path.resolve("dist/client");
const manifestFile = path.join(outDir, ".vite", "manifest.json");

if (!fs.existsSync(manifestFile)) {
  console.error(`check-bundle-size: ${manifestFile} is missing; run vite build first.`);
  process.exit(1);
}

const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8"));
const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
if (entries.length !== 1) {
  console.error(`check-bundle-size: expected one entry chunk, found ${entries.length}.`);
  process.exit(1);
}

/** The entry and its static imports, each counted once. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const files = [...staticClosure(entries[0][0])].map((key) => manifest[key].file).filter((file) => file.endsWith(".js"));
const gzipBytes = files.reduce((sum, file) => sum + zlib.gzipSync(fs.readFileSync(path.join(outDir, file))).length, 0);
const gzipKb = gzipBytes / 1000;

console.log(
  `Landing route JavaScript: ${gzipKb.toFixed(1)} kB gzipped (budget ${BUDGET_KB} kB) in ${files.length} file(s): ${files.join(", ")}`,
);
if (gzipKb > BUDGET_KB) {
  console.error(`check-bundle-size: the landing route is ${(gzipKb - BUDGET_KB).toFixed(1)} kB over budget.`);
  process.exit(1);
}
