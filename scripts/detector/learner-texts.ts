/**
 * Second-language writing for the detector's benchmark: JFLEG's learner
 * sentences (and one person's corrections of them), detokenised and joined in
 * file order into texts of at least LEARNER_TEXT_WORDS words. The detector
 * never trains on them; they measure how often it would accuse a learner.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { detokenize } from "../../src/server/engines/improve/tokenize.js";
import { REPO_ROOT } from "./dataset.js";

/** Above the product's 50-word floor for a reliable verdict, and about a paragraph. */
export const LEARNER_TEXT_WORDS = 80;

const JFLEG_DIR = resolve(REPO_ROOT, "../shared/data/jfleg");

export type LearnerVersion = "as written" | "as corrected by a person";

const FILE_OF: Record<LearnerVersion, string> = { "as written": "dev.src", "as corrected by a person": "dev.ref0" };

export function learnerTexts(version: LearnerVersion): string[] {
  const sentences = readFileSync(resolve(JFLEG_DIR, FILE_OF[version]), "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map(detokenize);
  return joinIntoTexts(sentences, LEARNER_TEXT_WORDS);
}

/** Consecutive sentences joined until a text reaches `minWords`; a short remainder is dropped. */
export function joinIntoTexts(sentences: string[], minWords: number): string[] {
  const texts: string[] = [];
  let current: string[] = [];
  let words = 0;
  for (const sentence of sentences) {
    current.push(sentence);
    words += sentence.split(/\s+/).length;
    if (words >= minWords) {
      texts.push(current.join(" "));
      current = [];
      words = 0;
    }
  }
  return texts;
}
