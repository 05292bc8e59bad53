/**
 * Second-language writing for the detector: JFLEG's learner sentences (and
 * people's corrections of them), detokenised and joined in file order into
 * texts of at least LEARNER_TEXT_WORDS words. The first half of the file
 * trains the detector's trees (decision 062); the second half, never trained
 * on, measures how often it would accuse a learner.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { detokenize } from "../../src/server/engines/improve/tokenize";
import { REPO_ROOT, type LabelledText } from "./dataset";

/** Above the product's 50-word floor for a reliable verdict, and about a paragraph. */
export const LEARNER_TEXT_WORDS = 80;

/** The `source` of learner texts in training, so the n-gram tables can leave them out. */
export const LEARNER_SOURCE = "jfleg";

const JFLEG_DIR = resolve(REPO_ROOT, "../shared/data/jfleg");

export type LearnerVersion = "as written" | "as corrected by a person";

const FILE_OF: Record<LearnerVersion, string> = { "as written": "dev.src", "as corrected by a person": "dev.ref0" };

/** The learners' own sentences and all four corrections of them: every version is human writing. */
const TRAINING_FILES = ["dev.src", "dev.ref0", "dev.ref1", "dev.ref2", "dev.ref3"];

export type Half = "training" | "held out";

/** Texts of the held-out half, for the benchmark and the model card. */
export function learnerTexts(version: LearnerVersion): string[] {
  return joinIntoTexts(sentencesOf(FILE_OF[version], "held out"), LEARNER_TEXT_WORDS);
}

/**
 * Training texts from the first half. Every version is cut at the same
 * sentences as the learners' own, so the n-th text of each holds the same
 * sentences and all of them share a split group (one cross-fitting fold).
 */
export function learnerTrainingTexts(): LabelledText[] {
  const spans = textSpans(sentencesOf(TRAINING_FILES[0] as string, "training"), LEARNER_TEXT_WORDS);
  return TRAINING_FILES.flatMap((file) => {
    const sentences = sentencesOf(file, "training");
    return spans.map(([start, end], n) => ({
      id: `jfleg-${file}-${n}`,
      text: sentences.slice(start, end).join(" "),
      label: "human" as const,
      source: LEARNER_SOURCE,
      domain: "learner_essay",
      generator: "human",
      variant: file,
      split_group: `jfleg-${n}`,
    }));
  });
}

function sentencesOf(file: string, half: Half): string[] {
  const lines = readFileSync(resolve(JFLEG_DIR, file), "utf8").split("\n");
  return halfOf(lines.slice(0, lines.findLastIndex((line) => line.trim() !== "") + 1).map(detokenize), half);
}

/** The first half of the file trains, the second half measures; no sentence is in both. */
export function halfOf<T>(items: T[], half: Half): T[] {
  const middle = Math.floor(items.length / 2);
  return half === "training" ? items.slice(0, middle) : items.slice(middle);
}

/** Consecutive sentences joined until a text reaches `minWords`; a short remainder is dropped. */
export function joinIntoTexts(sentences: string[], minWords: number): string[] {
  return textSpans(sentences, minWords).map(([start, end]) => sentences.slice(start, end).join(" "));
}

/** [start, end) sentence indices of each text. */
function textSpans(sentences: string[], minWords: number): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  let start = 0;
  let words = 0;
  sentences.forEach((sentence, n) => {
    words += sentence.split(/\s+/).length;
    if (words >= minWords) {
      spans.push([start, n + 1]);
      start = n + 1;
      words = 0;
    }
  });
  return spans;
}
