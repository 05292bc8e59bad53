/**
 * The document model's features in the groups issue 27 asks to weigh one by
 * one: `npm run bench:detect -- --without <group>` runs its
 * leave-one-register-out with that group left out of the document model
 * (the experiment log's table of 2026-11-27).
 */
import { FEATURE_NAMES } from "../../src/server/engines/detect/features";
import { NGRAM_FEATURE_NAMES } from "../../src/server/engines/detect/masked-ngrams";
import { WORD_NGRAM_FEATURE_NAME } from "../../src/server/engines/detect/word-ngrams";

export const FEATURE_GROUPS = {
  word: [WORD_NGRAM_FEATURE_NAME],
  masked: [...NGRAM_FEATURE_NAMES],
  tables: [WORD_NGRAM_FEATURE_NAME, ...NGRAM_FEATURE_NAMES],
  style: [...FEATURE_NAMES],
} as const satisfies Record<string, readonly string[]>;

export type FeatureGroup = keyof typeof FEATURE_GROUPS;

export function isFeatureGroup(name: string): name is FeatureGroup {
  return Object.hasOwn(FEATURE_GROUPS, name);
}
