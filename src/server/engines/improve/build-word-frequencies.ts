/**
 * Builds `data/word-frequencies.json`, the unigram counts the Improver uses to
 * choose between spelling suggestions ("lfe" → "life", not "lee").
 * Counted over the human and AI texts of the detector's training split.
 * Run: npx tsx src/server/engines/improve/build-word-frequencies.ts
 */
import { createReadStream, writeFileSync } from "node:fs";
import { createInterface } from "node:readline";
import { createGunzip } from "node:zlib";

const SOURCE = "/work/shared/data/detect/train.jsonl.gz";
const OUTPUT = new URL("./data/word-frequencies.json", import.meta.url);
const MIN_COUNT = 3;

const counts = new Map<string, number>();
const lines = createInterface({ input: createReadStream(SOURCE).pipe(createGunzip()) });
for await (const line of lines) {
  const { text } = JSON.parse(line) as { text: string };
  for (const word of text.toLowerCase().match(/[a-z]+(?:'[a-z]+)?/g) ?? []) {
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
}
const kept = [...counts].filter(([, count]) => count >= MIN_COUNT).sort((a, b) => b[1] - a[1]);
writeFileSync(OUTPUT, JSON.stringify(Object.fromEntries(kept)));
console.log(`${kept.length} words written`);
