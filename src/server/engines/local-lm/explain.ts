/**
 * The local-lm explanation's evidence and details: which criterion, its
 * value, which way it points, and the calibration in force.
 */
import { MACHINE_TEXT_IS, type CriterionName } from "./criteria";

const CRITERION_LABEL: Record<CriterionName, string> = { binoculars: "Binoculars", "fast-detectgpt": "Fast-DetectGPT" };

/** The reason in plain words, without numbers: what the criterion saw. */
export function evidenceFor(criterion: CriterionName, value: number, machineSide: boolean): string {
  if (criterion === "binoculars") {
    return machineSide
      ? "Binoculars: the wording is more predictable to the language models than writing usually is, as machine text tends to be."
      : "Binoculars: the wording is about as surprising to the language models as people's writing usually is.";
  }
  return machineSide
    ? "Fast-DetectGPT: the words are mostly the ones the language model itself would most likely have chosen, as in machine text."
    : `Fast-DetectGPT: the words are ${value < 0 ? "less" : "not much more"} likely than ` +
        `the ones the language model itself would have chosen, as in people's writing.`;
}

export function detailsFor(
  criterion: CriterionName,
  value: number,
  tokens: number,
  modelNames: readonly string[],
  calibration: string,
): string[] {
  const direction = MACHINE_TEXT_IS[criterion] === "low" ? "lower reads more like machine text" : "higher reads more like machine text";
  const models =
    modelNames.length === 2 ? `observer ${modelNames[0]}, performer ${modelNames[1]}` : `${modelNames[0]} as sampler and scorer`;
  return [
    `${CRITERION_LABEL[criterion]} score: ${Number.isFinite(value) ? value.toFixed(3) : "none (too few tokens)"} over ${tokens} tokens (${direction}).`,
    `Models: ${models}.`,
    `Calibration: ${calibration}.`,
  ];
}
