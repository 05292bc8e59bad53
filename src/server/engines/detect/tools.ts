/** The spell checker the features need, loaded once per process. */
import { americanForms } from "./british-spelling.js";
import type { FeatureTools } from "./features.js";
import { createSpellChecker } from "./spelling.js";

let shared: FeatureTools | undefined;

export function loadFeatureTools(): FeatureTools {
  if (!shared) {
    const speller = createSpellChecker();
    const isKnownWord = (word: string) => speller.isKnownWord(word) || americanForms(word).some((form) => speller.isKnownWord(form));
    shared = { isKnownWord };
  }
  return shared;
}
