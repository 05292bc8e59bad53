/**
 * Texts written in 2026 by a current chat assistant for the benchmarks
 * (tests/bench/fixtures/current-assistant, whose README says how they were
 * made). Every one is AI-written, and none is ever trained or tuned on: they
 * measure how the detector does on a generator newer than its data.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { REPO_ROOT, type LabelledText } from "./dataset";

/**
 * `requests`: 24 answers to ordinary requests (an essay, an email, a cover
 * letter…). `genres`: 200 texts in the genres of the detection data (stories,
 * Yelp reviews, student essays, news, encyclopaedia, abstracts), each on the
 * subject of a human training text, asked for plainly, casually, in a persona
 * or short.
 */
export type CurrentAssistantSet = "requests" | "genres";

const FILE_OF: Record<CurrentAssistantSet, string> = { requests: "texts.jsonl", genres: "genres.jsonl" };

export const CURRENT_ASSISTANT_DIR = resolve(REPO_ROOT, "tests/bench/fixtures/current-assistant");

export function currentAssistantFile(set: CurrentAssistantSet): string {
  return resolve(CURRENT_ASSISTANT_DIR, FILE_OF[set]);
}

/** The set's texts as labelled AI texts; `domain` is "request" for the requests set, and `variant` the request's style. */
export function currentAssistantTexts(set: CurrentAssistantSet): LabelledText[] {
  return readFileSync(currentAssistantFile(set), "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => {
      const row = JSON.parse(line) as { id: string; text: string; domain?: string; style?: string; split_group?: string };
      return {
        id: row.id,
        text: row.text,
        label: "ai" as const,
        source: "current_assistant",
        domain: row.domain ?? "request",
        generator: "current-assistant",
        variant: row.style ?? "",
        split_group: row.split_group ?? row.id,
      };
    });
}
