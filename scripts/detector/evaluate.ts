/** Dev-set figures shared by the training script and the benchmark. */
import { isBaseModelContinuation, type LabelledText } from "./dataset";
import { auroc, expectedCalibrationError, shareAbove, tprAtFpr } from "./metrics";

export type Meta = Omit<LabelledText, "text">;

export interface DevFigures {
  chatAuroc: number;
  chatAurocBySource: Record<string, number>;
  baseModelAuroc: number;
  tprAt1PercentFpr: number;
  humanFprAbove50: number;
  humanFprAbove70: number;
  ece: number;
}

/** Probabilities are 0-1. Chat-assistant figures leave base-model continuations out; those get their own AUROC. */
export function devFigures(metas: Meta[], probabilities: number[]): DevFigures {
  const chat = indicesWhere(metas, (m) => !isBaseModelContinuation(m));
  const baseVsHuman = indicesWhere(metas, (m) => m.label === "human" || isBaseModelContinuation(m));
  const humans = indicesWhere(metas, (m) => m.label === "human").map((i) => probabilities[i] as number);
  const pick = (idx: number[]) => ({
    scores: idx.map((i) => probabilities[i] as number),
    labels: idx.map((i) => ((metas[i] as Meta).label === "ai" ? 1 : 0)),
  });
  const chatSet = pick(chat);
  const sources = [...new Set(metas.map((m) => m.source))].sort();
  const bySource = Object.fromEntries(
    sources.map((source) => {
      const subset = pick(chat.filter((i) => (metas[i] as Meta).source === source));
      return [source, auroc(subset.scores, subset.labels)];
    }),
  );
  const baseSet = pick(baseVsHuman);
  return {
    chatAuroc: auroc(chatSet.scores, chatSet.labels),
    chatAurocBySource: bySource,
    baseModelAuroc: auroc(baseSet.scores, baseSet.labels),
    tprAt1PercentFpr: tprAtFpr(chatSet.scores, chatSet.labels, 0.01),
    humanFprAbove50: shareAbove(humans, 0.5),
    humanFprAbove70: shareAbove(humans, 0.7),
    ece: expectedCalibrationError(chatSet.scores, chatSet.labels),
  };
}

function indicesWhere(metas: Meta[], keep: (meta: Meta) => boolean): number[] {
  return metas.flatMap((meta, i) => (keep(meta) ? [i] : []));
}

export function formatFigures(figures: DevFigures): string {
  const lines = [
    `chat-assistant AUROC        ${figures.chatAuroc.toFixed(3)}`,
    ...Object.entries(figures.chatAurocBySource).map(([source, value]) => `  ${source.padEnd(26)}${value.toFixed(3)}`),
    `base-model continuations AUROC ${figures.baseModelAuroc.toFixed(3)} (not trained on)`,
    `TPR at 1% FPR               ${figures.tprAt1PercentFpr.toFixed(3)}`,
    `human FPR above 50          ${(100 * figures.humanFprAbove50).toFixed(2)}%`,
    `human FPR above 70          ${(100 * figures.humanFprAbove70).toFixed(2)}%`,
    `ECE (50/50 prior)           ${figures.ece.toFixed(3)}`,
  ];
  return lines.join("\n");
}

export interface DomainFpr {
  domain: string;
  humans: number;
  above50: number;
  above70: number;
}

/** Where false positives fall: human texts above 50 and above 70, per source and domain. */
export function humanFprByDomain(metas: Meta[], probabilities: number[]): DomainFpr[] {
  const byDomain = new Map<string, number[]>();
  metas.forEach((meta, i) => {
    if (meta.label !== "human") return;
    const key = `${meta.source}/${meta.domain}`;
    byDomain.set(key, [...(byDomain.get(key) ?? []), probabilities[i] as number]);
  });
  return [...byDomain.entries()]
    .sort((a, b) => a[0].localeCompare(b[0]))
    .map(([domain, scores]) => ({ domain, humans: scores.length, above50: shareAbove(scores, 0.5), above70: shareAbove(scores, 0.7) }));
}

/**
 * The formal registers of the data: encyclopaedia paragraphs (SQuAD's
 * Wikipedia) and medical research abstracts (PubMedQA). People writing in
 * them are the ones the detector most often takes for AI (decision 082).
 */
const FORMAL_DOMAINS = new Set(["wiki_squad", "medical_pubmedqa"]);

/** Share of human texts in the formal registers scored above 50. */
export function formalWritingFpr(metas: Meta[], probabilities: number[]): number {
  const formal = indicesWhere(metas, (m) => m.label === "human" && FORMAL_DOMAINS.has(m.domain)).map((i) => probabilities[i] as number);
  return shareAbove(formal, 0.5);
}

export function formatHumanFprByDomain(metas: Meta[], probabilities: number[]): string {
  const rows = humanFprByDomain(metas, probabilities).map(
    (row) =>
      `  ${row.domain.padEnd(40)}${String(row.humans).padStart(6)}` +
      `${(100 * row.above50).toFixed(1).padStart(10)}%${(100 * row.above70).toFixed(1).padStart(10)}%`,
  );
  return [
    `  ${"human texts by source/domain".padEnd(40)}${"n".padStart(6)}${"above 50".padStart(11)}${"above 70".padStart(11)}`,
    ...rows,
  ].join("\n");
}
