import { readFileSync } from "node:fs";
import { gleu } from "../../src/server/engines/improve/gleu.js";
import { detokenize, tokenize } from "../../src/server/engines/improve/tokenize.js";
import { createEmbeddedImprover } from "../../src/server/engines/improve/embedded.js";

const JFLEG = "/work/shared/data/jfleg";
const readLines = (name: string) => readFileSync(`${JFLEG}/${name}`, "utf8").split("\n").slice(0, -1);
const src = readLines("dev.src");
const refs = [0, 1, 2, 3].map((r) => readLines(`dev.ref${r}`));
const improver = await createEmbeddedImprover();
const sources = src.map((s) => s.trim().split(/\s+/));
const references = refs.map((r) => r.map((s) => s.trim().split(/\s+/)));
const hyps: string[][] = [];
let changed = 0;
for (const line of src) {
  const text = detokenize(line);
  const out = await improver.improve(text);
  if (out.changes.length) changed++;
  hyps.push(tokenize(out.improved_text));
}
console.log("source", gleu({ sources, hypotheses: sources, references }).toFixed(2));
console.log("roundtrip", gleu({ sources, hypotheses: src.map((s) => tokenize(detokenize(s))), references }).toFixed(2));
console.log("improved", gleu({ sources, hypotheses: hyps, references }).toFixed(2), "changed", changed);
let refChanged = 0;
const reasons = new Map<string, number>();
for (const line of refs[0]!) {
  const out = await improver.improve(detokenize(line));
  if (out.changes.length) refChanged++;
  for (const c of out.changes) reasons.set(c.reason, (reasons.get(c.reason) ?? 0) + 1);
}
console.log("refs changed", refChanged, reasons);
