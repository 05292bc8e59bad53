/** The spell checker the features need, loaded once per process. */
import { americanForms } from "./british-spelling";
import type { FeatureTools } from "./features";
import { createSpellChecker } from "./spelling";

let shared: FeatureTools | undefined;

export function loadFeatureTools(): FeatureTools {
  if (!shared) {
    const speller = createSpellChecker();
    const isKnownWord = (word: string) => speller.isKnownWord(word) || americanForms(word).some((form) => speller.isKnownWord(form));
    shared = { isKnownWord };
  }
  return shared;
}
