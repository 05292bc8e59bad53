/**
 * `npm run build:word-frequencies`: writes
 * `src/server/engines/improve/data/word-frequencies.json`, the unigram counts
 * the Improver uses to choose between spelling suggestions ("lfe" → "life",
 * not "lee"). Counted over the human and AI texts of the detector's training
 * split; the product reads only the committed JSON, never ../shared.
 */
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { loadSplit, REPO_ROOT } from "./detector/dataset";

const OUTPUT = resolve(REPO_ROOT, "src/server/engines/improve/data/word-frequencies.json");
const MIN_COUNT = 3;

const counts = new Map<string, number>();
for (const { text } of loadSplit("train")) {
  for (const word of text.toLowerCase().match(/[a-z]+(?:'[a-z]+)?/g) ?? []) {
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
}
const kept = [...counts].filter(([, count]) => count >= MIN_COUNT).sort((a, b) => b[1] - a[1]);
writeFileSync(OUTPUT, JSON.stringify(Object.fromEntries(kept)));
console.log(`${kept.length} words written to ${OUTPUT}`);
