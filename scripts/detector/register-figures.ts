/**
 * False accusations per register (issue 27): the share of human texts scored
 * above 50 and above 70, for every register we hold human writing of that was
 * never trained on: the formal corpus's held-apart part, the register probe,
 * the dev split's human domains and JFLEG's held-out learners.
 */
import { auroc, shareAbove } from "./metrics.js";

export interface RegisterRate {
  /** The corpus register or the data's domain, as stored ("academic", "news_xsum"). */
  register: string;
  /** Where the texts come from: "held-apart corpus", "register probe", "dev split", "learner essays". */
  measured_on: string;
  texts: number;
  above_50: number;
  above_70: number;
}

export interface ScoredHuman {
  register: string;
  measuredOn: string;
  probability: number;
}

/** One row per (register, where measured), sorted by where, then by the share above 50, worst first. */
export function registerRates(scored: ScoredHuman[]): RegisterRate[] {
  const groups = new Map<string, ScoredHuman[]>();
  for (const entry of scored) {
    const key = `${entry.measuredOn}\u0000${entry.register}`;
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  }
  return [...groups.values()]
    .map((entries) => {
      const probabilities = entries.map((entry) => entry.probability);
      const first = entries[0] as ScoredHuman;
      return {
        register: first.register,
        measured_on: first.measuredOn,
        texts: entries.length,
        above_50: round4(shareAbove(probabilities, 0.5)),
        above_70: round4(shareAbove(probabilities, 0.7)),
      };
    })
    .sort((a, b) => a.measured_on.localeCompare(b.measured_on) || b.above_50 - a.above_50 || a.register.localeCompare(b.register));
}

/** Human share above 50 over every text of the rows together. */
export function pooledRate(rows: RegisterRate[], key: "above_50" | "above_70" = "above_50"): number {
  const texts = rows.reduce((sum, row) => sum + row.texts, 0);
  return texts === 0 ? Number.NaN : round4(rows.reduce((sum, row) => sum + row[key] * row.texts, 0) / texts);
}

export function formatRegisterRates(rows: RegisterRate[]): string {
  const pct = (value: number) => `${(100 * value).toFixed(1)}%`.padStart(9);
  return [
    `  ${"register".padEnd(26)}${"measured on".padEnd(20)}${"texts".padStart(6)}${"above 50".padStart(10)}${"above 70".padStart(10)}`,
    ...rows.map((row) => `  ${row.register.padEnd(26)}${row.measured_on.padEnd(20)}${String(row.texts).padStart(6)}${pct(row.above_50)} ${pct(row.above_70)}`),
  ].join("\n");
}

/** AUROC of a register's human texts against its mirrors. */
export function registerAuroc(humanProbabilities: number[], aiProbabilities: number[]): number {
  return auroc([...humanProbabilities, ...aiProbabilities], [...humanProbabilities.map(() => 0), ...aiProbabilities.map(() => 1)]);
}

function round4(value: number): number {
  return Number(value.toFixed(4));
}
