/**
 * Vignettes of R packages shipped by Debian's r-cran-* packages: long-form
 * statistical and methodological writing by the packages' authors. Only the
 * packages listed here are read (their dependencies are installed too but
 * are not chosen for prose). R Markdown (.Rmd) and Sweave (.Rnw, LaTeX)
 * sources are stripped of code chunks, maths and markup; HTML-only
 * vignettes fall back to their <p> elements.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { debianVersion, htmlParagraphs, type Paragraph, type Register, type Source, type SourceDoc } from "./common";

/** Debian package -> register. Survival analysis and epidemiology count as medical writing. */
export const R_PACKAGES: Record<string, Register> = {
  "r-cran-survival": "medical",
  "r-cran-epir": "medical",
  "r-cran-epi": "medical",
  "r-cran-metafor": "academic",
  "r-cran-mice": "academic",
  "r-cran-zoo": "academic",
  "r-cran-sandwich": "academic",
  "r-cran-lme4": "academic",
  "r-cran-matrix": "academic",
  "r-cran-data.table": "academic",
  "r-cran-dplyr": "academic",
  "r-cran-tidyr": "academic",
  "r-cran-knitr": "academic",
  "r-cran-lubridate": "academic",
  "r-cran-stringr": "academic",
  "r-cran-coda": "academic",
  "r-cran-vcd": "academic",
  "r-cran-aer": "academic",
  "r-cran-plm": "academic",
  "r-cran-lmtest": "academic",
  "r-cran-strucchange": "academic",
  "r-cran-multcomp": "academic",
  "r-cran-partykit": "academic",
  "r-cran-glmnet": "academic",
  "r-cran-rpart": "academic",
  "r-cran-quantreg": "academic",
  "r-cran-xts": "academic",
  "r-cran-mvtnorm": "academic",
  "r-cran-pscl": "academic",
  "r-cran-flexmix": "academic",
  "r-cran-rcpp": "academic",
  "r-cran-emmeans": "academic",
  "r-cran-ggplot2": "academic",
};

const R_LIBRARIES = ["/usr/lib/R/site-library", "/usr/lib/R/library"];

function docDir(debianName: string): string | null {
  const wanted = debianName.replace(/^r-cran-/, "").toLowerCase();
  for (const lib of R_LIBRARIES) {
    if (!existsSync(lib)) continue;
    const name = readdirSync(lib).find((n) => n.toLowerCase() === wanted);
    if (name && existsSync(join(lib, name, "doc"))) return join(lib, name, "doc");
  }
  return null;
}

/** Paragraphs of an R Markdown vignette: YAML header, code chunks, headings, lists and inline markup removed. */
export function rmdParagraphs(src: string): Paragraph[] {
  const body = src
    .replace(/^---\n[\s\S]*?\n---\n/, "")
    .replace(/^(```|~~~)[\s\S]*?^\1\s*$/gm, "\n\n")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/\$\$[\s\S]*?\$\$/g, "\n\n");
  const out: Paragraph[] = [];
  let section = "";
  for (const block of body.split(/\n\s*\n/)) {
    const t = block.trim();
    const heading = /^#{1,6}\s+(.*)$/m.exec(t);
    if (heading && t.startsWith("#")) {
      section = heading[1]?.trim() ?? "";
      continue;
    }
    // Lists, tables, quotes and indented code are not running prose; the builder drops them anyway, the markers help.
    if (/^([-*+]|\d+\.|\||>|\s{4})/.test(t)) {
      out.push({ text: "- list", section });
      continue;
    }
    const text = t
      .replace(/!\[[^\]]*\]\([^)]*\)/g, "")
      .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
      .replace(/\[@[^\]]*\]|@\w+/g, "")
      .replace(/\*\*([^*]+)\*\*|__([^_]+)__/g, "$1$2")
      .replace(/(^|\W)[*_]([^*_]+)[*_](?=\W|$)/g, "$1$2")
      .replace(/\s+([,.;])/g, "$1");
    out.push({ text, section });
  }
  return out;
}

/** Paragraphs of a Sweave/LaTeX vignette: preamble, chunks, environments, maths and commands stripped. */
export function rnwParagraphs(src: string): Paragraph[] {
  const start = src.indexOf("\\begin{document}");
  const body = (start >= 0 ? src.slice(start + 16) : src)
    .replace(/\\end\{document\}[\s\S]*/, "")
    .replace(/(^|[^\\])%.*$/gm, "$1")
    .replace(/^<<[^>]*>>=[\s\S]*?^@\s*$/gm, "\n\n")
    .replace(
      new RegExp(
        [
          String.raw`\\begin\{(equation|align|eqnarray|figure|table|tabular|verbatim|Schunk|Sinput|Soutput|`,
          "Code|CodeChunk|CodeInput|CodeOutput|thebibliography|displaymath|multline|gather|itemize|",
          String.raw`enumerate|description|abstract|lstlisting|alltt|center)\*?\}[\s\S]*?\\end\{\1\*?\}`,
        ].join(""),
        "g",
      ),
      "\n\n",
    )
    .replace(/\\\[[\s\S]*?\\\]|\$\$[\s\S]*?\$\$/g, "\n\n");
  const out: Paragraph[] = [];
  let section = "";
  for (const block of body.split(/\n\s*\n/)) {
    let t = block.trim();
    const heading = /\\(?:sub)*section\*?\{([^}]*)\}/.exec(t);
    if (heading) {
      section = heading[1] ?? "";
      t = t.replace(/\\(?:sub)*section\*?\{[^}]*\}/, "").trim();
    }
    const text = t
      .replace(/~?\\(?:cite[pt]?|citep|citet|citealp|ref|eqref|label|footnote|index)\*?(\[[^\]]*\])*\{[^}]*\}/g, "")
      .replace(
        /\\(?:emph|textit|textbf|texttt|code|pkg|proglang|fct|func|file|samp|dQuote|sQuote|textsc|mbox|url|strong|fun|software|class|var)\{([^}]*)\}/g,
        "$1",
      )
      .replace(/``|''/g, '"')
      .replace(/~/g, " ")
      .replace(/\\(ie|eg|etc)\b\\?\s?/g, (_m, w: string) => (w === "ie" ? "i.e. " : w === "eg" ? "e.g. " : "etc. "))
      .replace(/\\[,;: ]/g, " ")
      .replace(/\s+([,.;])/g, "$1");
    out.push({ text, section });
  }
  return out;
}

export const rVignettes: Source = {
  name: "r-vignettes",
  extract(): SourceDoc[] {
    const docs: SourceDoc[] = [];
    for (const [pkg, domain] of Object.entries(R_PACKAGES).sort(([a], [b]) => (a < b ? -1 : 1))) {
      const version = debianVersion(pkg);
      const dir = docDir(pkg);
      if (!version || !dir) continue;
      const files = readdirSync(dir).sort();
      const stems = new Set(files.filter((f) => /\.(Rmd|Rnw)$/.test(f)).map((f) => f.replace(/\.\w+$/, "")));
      for (const file of files) {
        const stem = file.replace(/\.\w+$/, "");
        let paragraphs: Paragraph[];
        if (file.endsWith(".Rmd")) paragraphs = rmdParagraphs(readFileSync(join(dir, file), "utf8"));
        else if (file.endsWith(".Rnw")) paragraphs = rnwParagraphs(readFileSync(join(dir, file), "utf8"));
        else if (file.endsWith(".html") && file !== "index.html" && !stems.has(stem))
          paragraphs = htmlParagraphs(readFileSync(join(dir, file), "utf8"));
        else continue;
        docs.push({
          packageName: pkg,
          packageVersion: `${pkg} ${version}`,
          domain,
          genre: "r_vignette",
          origin: join(dir, file),
          splitGroup: `${pkg}:${file}`,
          paragraphs,
        });
      }
    }
    return docs;
  },
};
