/**
 * False accusations per register (issue 27): the share of human texts scored
 * above 50 and above 70, for every register we hold human writing of that was
 * never trained on: the formal corpus's held-apart part, the register probe,
 * the dev split's human domains and JFLEG's held-out learners.
 */
import type { RegisterFalsePositiveRate } from "../../src/shared/schemas/detect";
import { auroc, shareAbove } from "./metrics";

export interface ScoredHuman {
  /** The register as the product names it (src/shared/registers.ts). */
  register: string;
  /** The collection within it: the corpus register, the probe's or the data's domain. */
  collection: string;
  /** Where the texts were held out from: "held-apart corpus", "register probe", "dev split", "learner essays". */
  measuredOn: string;
  probability: number;
}

/**
 * The registers of the probe's and the detection data's domains, as the
 * product names them, so a result can quote every measurement of its register.
 */
const REGISTER_OF_DOMAIN: Record<string, string> = {
  handbook_technical: "technical",
  kernel_docs_technical: "technical",
  gnu_standards_policy: "technical",
  python_docs_educational: "educational",
  perl_docs_educational: "educational",
  reuters_business_news: "news",
  austen_literature: "literature",
  foldoc_encyclopaedic: "encyclopaedic",
  news_xsum: "news",
  creative_writingprompts: "stories",
  review_yelp: "reviews",
  student_essay: "essay",
  wiki_squad: "encyclopaedic",
  medical_pubmedqa: "medical",
  learner_essay: "learner",
};

export function registerOfDomain(domain: string): string {
  return REGISTER_OF_DOMAIN[domain] ?? domain;
}

/** One row per (collection, where measured), sorted by where, then by the share above 50, worst first. */
export function registerRates(scored: ScoredHuman[]): RegisterFalsePositiveRate[] {
  const groups = new Map<string, ScoredHuman[]>();
  for (const entry of scored) {
    const key = `${entry.measuredOn}\u0000${entry.collection}`;
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  }
  return [...groups.values()]
    .map((entries) => {
      const probabilities = entries.map((entry) => entry.probability);
      const first = entries[0] as ScoredHuman;
      return {
        register: first.register,
        collection: first.collection,
        measured_on: first.measuredOn,
        texts: entries.length,
        above_50: round4(shareAbove(probabilities, 0.5)),
        above_70: round4(shareAbove(probabilities, 0.7)),
      };
    })
    .sort((a, b) => a.measured_on.localeCompare(b.measured_on) || b.above_50 - a.above_50 || a.collection.localeCompare(b.collection));
}

/** Human share above 50 over every text of the rows together. */
export function pooledRate(rows: RegisterFalsePositiveRate[], key: "above_50" | "above_70" = "above_50"): number {
  const texts = rows.reduce((sum, row) => sum + row.texts, 0);
  return texts === 0 ? Number.NaN : round4(rows.reduce((sum, row) => sum + row[key] * row.texts, 0) / texts);
}

export function formatRegisterRates(rows: RegisterFalsePositiveRate[]): string {
  const pct = (value: number) => `${(100 * value).toFixed(1)}%`.padStart(9);
  return [
    `  ${"collection".padEnd(26)}${"register".padEnd(15)}${"measured on".padEnd(20)}${"texts".padStart(6)}${"above 50".padStart(10)}${"above 70".padStart(10)}`,
    ...rows.map(
      (row) =>
        `  ${row.collection.padEnd(26)}${row.register.padEnd(15)}${row.measured_on.padEnd(20)}` +
        `${String(row.texts).padStart(6)}${pct(row.above_50)} ${pct(row.above_70)}`,
    ),
  ].join("\n");
}

/** AUROC of a register's human texts against its mirrors. */
export function registerAuroc(humanProbabilities: number[], aiProbabilities: number[]): number {
  return auroc([...humanProbabilities, ...aiProbabilities], [...humanProbabilities.map(() => 0), ...aiProbabilities.map(() => 1)]);
}

function round4(value: number): number {
  return Number(value.toFixed(4));
}
