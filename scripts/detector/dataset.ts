/** Loading the labelled detection data and the facts about it the detector relies on. */
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";
import { hashText } from "../../src/server/engines/seeded-random";

export interface LabelledText {
  id: string;
  text: string;
  label: "human" | "ai";
  source: string;
  domain: string;
  generator: string;
  variant: string;
  split_group: string;
}

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
export const DATA_DIR = resolve(REPO_ROOT, "../shared/data/detect");
export const MODEL_PATH = resolve(REPO_ROOT, "src/server/engines/detect/model.json");

/**
 * Base models continuing a human prefix write unlike chat assistants (their
 * signature runs the other way on most style features, see the data README),
 * and users paste chat-assistant output, so these are kept out of training.
 */
const BASE_MODEL_PATTERN = /^(?:gpt2|opt-|gpt-neo-|gpt-j-|gpt-neox-)/;

export function isBaseModelContinuation(row: Pick<LabelledText, "label" | "generator">): boolean {
  return row.label === "ai" && BASE_MODEL_PATTERN.test(row.generator);
}

export function loadSplit(split: "train" | "dev"): LabelledText[] {
  const raw = gunzipSync(readFileSync(resolve(DATA_DIR, `${split}.jsonl.gz`))).toString("utf8");
  return raw
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as LabelledText);
}

/** Deterministic fold of a split group, so texts from one source document never straddle folds. */
export function foldOf(splitGroup: string, folds: number): number {
  return hashText(splitGroup) % folds;
}
