/** The tokenizer and spell checker the features need, loaded once per process. */
import { encode } from "gpt-tokenizer/encoding/cl100k_base";
import type { FeatureTools } from "./features.js";
import { createSpellChecker } from "./spelling.js";

let shared: FeatureTools | undefined;

export function loadFeatureTools(): FeatureTools {
  if (!shared) {
    const speller = createSpellChecker();
    shared = { tokenize: (text) => encode(text), isKnownWord: (word) => speller.isKnownWord(word) };
  }
  return shared;
}
