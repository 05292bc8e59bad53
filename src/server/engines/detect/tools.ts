/** The tokenizer and spell checker the features need, loaded once per process. */
import { encode, setMergeCacheSize } from "gpt-tokenizer/encoding/cl100k_base";
import type { FeatureTools } from "./features.js";
import { createSpellChecker } from "./spelling.js";

let shared: FeatureTools | undefined;

export function loadFeatureTools(): FeatureTools {
  if (!shared) {
    // gpt-tokenizer memoises up to 100,000 merged pieces (10 MB of heap after the dev
    // split's texts) and keeps them for good; merging again costs under half a
    // millisecond per 750 words, so a long-running server keeps no cache (docs/decisions/017).
    setMergeCacheSize(0);
    const speller = createSpellChecker();
    shared = { tokenize: (text) => encode(text), isKnownWord: (word) => speller.isKnownWord(word) };
  }
  return shared;
}
