/**
 * Trains the embedded detector from ../shared/data/detect/train.jsonl.gz and
 * writes src/server/engines/detect/model.json. Deterministic: the same data
 * gives the same artifact. Progress goes to stderr, dev metrics to stdout.
 */
import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import { FEATURE_NAMES } from "../src/server/engines/detect/features.js";
import type { DetectorModel, HumanReference } from "../src/server/engines/detect/model.js";
import { isBaseModelContinuation, loadSplit, MODEL_PATH } from "./detector/dataset.js";
import { devFigures, formatFigures } from "./detector/evaluate.js";
import { featuriseAll, type FeaturisedText } from "./detector/featurise.js";
import { scoreTexts, trainDetector } from "./detector/training.js";

async function main(): Promise<void> {
  const started = performance.now();
  const train = (await featuriseAll(loadSplit("train"))).filter((text) => !isBaseModelContinuation(text.meta));
  const dev = await featuriseAll(loadSplit("dev"));
  console.error(`featurised ${train.length} train and ${dev.length} dev texts in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const { document, sentence } = trainDetector(train);
  const devProbabilities = scoreTexts(document, dev);
  const figures = devFigures(dev.map((text) => text.meta), devProbabilities);
  const body = {
    feature_names: [...FEATURE_NAMES],
    document,
    sentence,
    human_reference: humanReference(train),
    card: { human_false_positive_rate: round(figures.humanFprAbove50, 4) },
    training_summary: {
      train_texts: train.length,
      excluded: "base-model continuations (GPT-2, OPT, GPT-Neo, GPT-J, GPT-NeoX)",
      dev_chat_auroc: round(figures.chatAuroc, 4),
      dev_ece: round(figures.ece, 4),
    },
  };
  const model: DetectorModel = { model_version: `embedded-lr-${contentHash(body)}`, ...body };
  writeFileSync(MODEL_PATH, `${JSON.stringify(model, null, 1)}\n`);
  console.log(`model ${model.model_version} written to ${MODEL_PATH}`);
  console.log(formatFigures(figures));
  console.error(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** Typical values over human training texts, quoted in explanations; means for counts that are usually zero. */
function humanReference(train: FeaturisedText[]): HumanReference {
  const humans = train.filter((text) => text.meta.label === "human");
  const median = (name: string) => {
    const index = FEATURE_NAMES.indexOf(name);
    const values = humans.map((text) => text.features[index] as number).sort((a, b) => a - b);
    return values[Math.floor(values.length / 2)] as number;
  };
  const meanRate = (name: string) => {
    const index = FEATURE_NAMES.indexOf(name);
    return round(humans.reduce((sum, text) => sum + Math.expm1(text.features[index] as number), 0) / humans.length, 3);
  };
  return {
    sentence_length_cv: round(median("sentence_length_cv"), 3),
    assistant_phrases_per_100_words: meanRate("assistant_phrase_rate"),
    slips_per_100_words: meanRate("slip_rate"),
    chars_per_token: round(median("chars_per_token"), 3),
  };
}

function contentHash(value: unknown): string {
  return createHash("sha256").update(JSON.stringify(value)).digest("hex").slice(0, 10);
}

function round(value: number, digits: number): number {
  return Number(value.toFixed(digits));
}

await main();
