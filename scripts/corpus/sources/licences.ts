/**
 * Legal text: the licences in /usr/share/common-licenses (base-files) and the
 * licence and copyright statements in the debian/copyright files of the
 * packages this corpus installs. Only those packages' copyright files are
 * read, so the output does not depend on whatever else happens to be
 * installed. The same licence repeated across files is removed by the
 * builder's near-duplicate filter.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { debianVersion, isForbiddenPackage, type Paragraph, type Source, type SourceDoc } from "./common";
import { MANUALS } from "./html-manuals";
import { R_PACKAGES } from "./r-vignettes";

const COMMON = "/usr/share/common-licenses";
/** Packages installed for other sources, plus a few whose copyright files carry long licences. */
const EXTRA_PACKAGES = ["bible-kjv-text", "dict-gcide", "dict-jargon", "doc-debian", "manpages", "bash-doc", "base-files"];

/** Plain licence files: paragraphs separated by blank lines, hard-wrapped. */
function plainParagraphs(text: string): Paragraph[] {
  return text.split(/\n\s*\n/).map((t) => ({ text: t, section: "" }));
}

/**
 * DEP-5 copyright files: a field's continuation lines start with a space and
 * " ." marks a paragraph break. Field lines ("Files:", "Copyright:") are dropped.
 */
export function copyrightParagraphs(text: string): Paragraph[] {
  const out: Paragraph[] = [];
  let current: string[] = [];
  const flush = (): void => {
    if (current.length) out.push({ text: current.join(" "), section: "" });
    current = [];
  };
  for (const line of text.split("\n")) {
    if (/^\s*\.?\s*$/.test(line) || /^[A-Za-z-]+:/.test(line)) flush();
    else current.push(line.trim());
  }
  flush();
  return out;
}

export const licences: Source = {
  name: "licences",
  extract(): SourceDoc[] {
    const docs: SourceDoc[] = [];
    const baseVersion = debianVersion("base-files");
    if (baseVersion && existsSync(COMMON)) {
      for (const file of readdirSync(COMMON).sort()) {
        docs.push({
          packageName: "base-files",
          packageVersion: `base-files ${baseVersion}`,
          domain: "legal",
          genre: "license_text",
          origin: join(COMMON, file),
          splitGroup: `common-licenses:${file}`,
          paragraphs: plainParagraphs(readFileSync(join(COMMON, file), "utf8")),
        });
      }
    }
    const packages = new Set([...EXTRA_PACKAGES, ...Object.keys(R_PACKAGES), ...MANUALS.map((m) => m.pkg)]);
    for (const pkg of [...packages].sort()) {
      const version = debianVersion(pkg);
      const file = `/usr/share/doc/${pkg}/copyright`;
      if (!version || isForbiddenPackage(pkg) || !existsSync(file)) continue;
      docs.push({
        packageName: pkg,
        packageVersion: `${pkg} ${version}`,
        domain: "legal",
        genre: "copyright_file",
        origin: file,
        splitGroup: `copyright:${pkg}`,
        paragraphs: copyrightParagraphs(readFileSync(file, "utf8")),
      });
    }
    return docs;
  },
};
