/** What the detector trains on, in one place for the training script and the benchmark's leave-one-source-out runs. */
import { isBaseModelContinuation, loadSplit } from "./dataset.js";
import { featuriseAll, type FeaturisedText } from "./featurise.js";
import { learnerTrainingTexts } from "./learner-texts.js";

/** Train's texts without base-model continuations, and the training half of the learner essays. */
export function featuriseTrainingSet(): Promise<FeaturisedText[]> {
  return featuriseAll([...loadSplit("train").filter((row) => !isBaseModelContinuation(row)), ...learnerTrainingTexts()]);
}
