import { describe, expect, it } from "vitest";
import { scoreSentenceNgrams, type NgramTable } from "../../src/server/engines/detect/masked-ngrams";
import type { FeaturisedText } from "./featurise";
import { LEARNER_SOURCE } from "./learner-texts";
import { ngramTablesOf } from "./training";

const HUMAN_BUCKET = 1;
const AI_BUCKET = 2;

function text(source: string, label: "human" | "ai", buckets: number[], n: number): FeaturisedText {
  const ngrams = Int32Array.from(buckets);
  return {
    meta: { id: `${source}-${label}-${n}`, label, source, domain: "essay", generator: label, variant: "", split_group: `${source}-${n}` },
    features: [],
    sentenceNgrams: [{ ngrams, wordNgrams: ngrams }],
    sampledSentences: [],
  };
}

const ratio = (table: NgramTable, bucket: number) => scoreSentenceNgrams(Int32Array.of(bucket), table).sum;

const corpus = Array.from({ length: 12 }, (_, n) => [
  text("essays", "human", [HUMAN_BUCKET], n),
  text("essays", "ai", [AI_BUCKET], n),
]).flat();
const learners = Array.from({ length: 12 }, (_, n) => text(LEARNER_SOURCE, "human", [AI_BUCKET], n));

describe("ngramTablesOf", () => {
  it("learns from human and AI texts which n-grams lean which way", () => {
    const { words } = ngramTablesOf(corpus);
    expect(ratio(words, AI_BUCKET)).toBeGreaterThan(0);
    expect(ratio(words, HUMAN_BUCKET)).toBeLessThan(0);
  });

  it("leaves learner essays out of both tables, so their prompts' words do not read as human", () => {
    const without = ngramTablesOf(corpus);
    const withLearners = ngramTablesOf([...corpus, ...learners]);
    expect(ratio(withLearners.words, AI_BUCKET)).toBe(ratio(without.words, AI_BUCKET));
    expect(ratio(withLearners.masked, AI_BUCKET)).toBe(ratio(without.masked, AI_BUCKET));
  });
});
