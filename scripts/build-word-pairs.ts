/**
 * `npm run build:word-pairs`: writes
 * `src/server/engines/improve/data/word-pairs.bin`, how often each pair of
 * neighbouring words occurs in the detector's training texts (human and AI).
 * The Improver reads it to choose a spelling correction that fits its
 * neighbours ("foods lke oil": "like", not "lake"). Pairs are hashed and only
 * those seen twice or more are kept, so the file stays small; the product
 * reads only this file, never ../shared.
 */
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { neighbouringWordPairs, pairKey, PAIR_COUNT_CAP } from "../src/server/engines/improve/word-pairs";
import { loadSplit, REPO_ROOT } from "./detector/dataset";

const OUTPUT = resolve(REPO_ROOT, "src/server/engines/improve/data/word-pairs.bin");
const MIN_COUNT = 2;

const counts = new Map<number, number>();
for (const { text } of loadSplit("train")) {
  for (const [left, right] of neighbouringWordPairs(text)) {
    const key = pairKey(left, right);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
}
const kept = [...counts].filter(([, count]) => count >= MIN_COUNT).sort((a, b) => a[0] - b[0]);
const keys = Uint32Array.from(kept, ([key]) => key);
const values = Uint16Array.from(kept, ([, count]) => Math.min(count, PAIR_COUNT_CAP));
writeFileSync(OUTPUT, Buffer.concat([Buffer.from(keys.buffer), Buffer.from(values.buffer)]));
console.log(`${kept.length} word pairs written to ${OUTPUT}`);
