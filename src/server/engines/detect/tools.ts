/** The spell checker the features need, loaded once per process. */
import type { FeatureTools } from "./features.js";
import { createSpellChecker } from "./spelling.js";

let shared: FeatureTools | undefined;

export function loadFeatureTools(): FeatureTools {
  if (!shared) {
    const speller = createSpellChecker();
    shared = { isKnownWord: (word) => speller.isKnownWord(word) };
  }
  return shared;
}
