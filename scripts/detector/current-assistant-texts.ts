/**
 * Texts written in 2026 by a current chat assistant for the benchmarks
 * (tests/bench/fixtures/current-assistant and corpus/voice-rewrites, whose
 * READMEs say how they were made). Every one is AI-written, and none is ever
 * trained or tuned on: they measure how the detector does on a generator
 * newer than its data.
 */
import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { REPO_ROOT, type LabelledText } from "./dataset";

/**
 * `requests`: 24 answers to ordinary requests (an essay, an email, a cover
 * letter…). `genres`: 200 texts in the genres of the detection data (stories,
 * Yelp reviews, student essays, news, encyclopaedia, abstracts), each on the
 * subject of a human training text, asked for plainly, casually, in a persona
 * or short. `voice-rewrites`: 360 rewrites of human corpus passages asked to
 * keep the writer's voice (decision 144: trained on, they taught the detector
 * to accuse informal human writing).
 */
export type CurrentAssistantSet = "requests" | "genres" | "voice-rewrites";

const CURRENT_ASSISTANT_DIR = resolve(REPO_ROOT, "tests/bench/fixtures/current-assistant");
const VOICE_REWRITES_DIR = resolve(REPO_ROOT, "corpus/voice-rewrites");

function filesOf(set: CurrentAssistantSet): string[] {
  if (set === "requests") return [resolve(CURRENT_ASSISTANT_DIR, "texts.jsonl")];
  if (set === "genres") return [resolve(CURRENT_ASSISTANT_DIR, "genres.jsonl")];
  return readdirSync(VOICE_REWRITES_DIR)
    .filter((name) => name.endsWith(".jsonl"))
    .sort()
    .map((name) => resolve(VOICE_REWRITES_DIR, name));
}

/**
 * The set's texts as labelled AI texts; `domain` is "request" for the requests
 * set and the register for the rewrites, and `variant` the request's style.
 */
export function currentAssistantTexts(set: CurrentAssistantSet): LabelledText[] {
  return filesOf(set)
    .map((file) => readFileSync(file, "utf8"))
    .join("\n")
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
